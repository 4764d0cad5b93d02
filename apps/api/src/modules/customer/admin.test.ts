// Customers as staff look after them through the admin API: found, read, blocked (sessions end at
// once, login refused), unblocked, exempted from tax, given another customer's price list and the
// buyer reference their invoices name.
import type { AdminCustomer, AdminCustomerSummary, Cart } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { customerPassword, useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { defaultAddressRow, givePriceList } from '../../testing/fixtures';
import { merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { addresses } from './tables';

describe.each(databaseKinds)('customers in the back office on %s', (kind) => {
  const fixture = {} as { product: { id: number; sku: string } };
  const ctx = useTestApi(kind, async ({ db }) => {
    fixture.product = (await seedMerchantShop(db, [10_000]))[0]!;
  });
  const customer = useCustomers(ctx);
  const { admin, ok, refused, call } = merchantCalls(ctx);
  const detail = async (id: number) => ok<AdminCustomer>(await admin('GET', `/admin/api/customers/${id}`));

  it('finds customers by number, e-mail and name', async () => {
    const anna = await customer('anna-finder');
    for (const q of [anna.customerNumber, 'ANNA-FINDER@', 'anna-finder Probe']) {
      const found = ok<{ data: AdminCustomerSummary[] }>(
        await admin('GET', `/admin/api/customers?q=${encodeURIComponent(q)}`),
      );
      expect(
        found.data.map((c) => c.id),
        q,
      ).toEqual([anna.id]);
    }
    expect(await detail(anna.id)).toMatchObject({
      email: 'anna-finder@example.com',
      blocked: false,
      orders: 0,
      version: 1,
    });
  });

  it('counts the orders each customer placed, in the list and on their page', async () => {
    const ella = await customer('ella-ordered-twice');
    const finn = await customer('finn-ordered-nothing');
    await ctx.database.db.insert(addresses).values(defaultAddressRow(ella));
    for (let i = 0; i < 2; i++) {
      const cart = ok<Cart>(await call('POST', '/carts', {}, ella.cookie));
      const filled = ok<Cart>(
        await call('POST', `/carts/${cart.id}/items`, { sku: fixture.product.sku, quantity: 1 }, ella.cookie),
      );
      const body = {
        cartId: cart.id,
        cart: { version: filled.version },
        paymentMethodCode: 'invoice',
        termsAccepted: true,
      };
      ok(await call('POST', '/orders', body, ella.cookie), 201);
    }
    const listed = ok<{ data: AdminCustomerSummary[] }>(await admin('GET', '/admin/api/customers?q=ordere')).data;
    expect(listed.map((c) => [c.email, c.orders]).sort()).toEqual([
      [ella.email, 2],
      [finn.email, 0],
    ]);
    for (const [sort, order] of [
      ['email', [ella.email, finn.email]],
      ['-email', [finn.email, ella.email]],
    ] as const) {
      const sorted = ok<{ data: AdminCustomerSummary[] }>(
        await admin('GET', `/admin/api/customers?q=ordere&sort=${sort}`),
      );
      expect(sorted.data.map((c) => c.email)).toEqual(order);
    }
    expect((await detail(ella.id)).orders).toBe(2);
    expect((await detail(finn.id)).orders).toBe(0);
  });

  it('blocks a customer: their session ends at once and they cannot log in until unblocked', async () => {
    const bert = await customer('bert-blocked');
    ok(await call('GET', '/me', undefined, bert.cookie));
    const blocked = ok<AdminCustomer>(
      await admin('PATCH', `/admin/api/customers/${bert.id}`, { blocked: true, version: 1 }),
    );
    expect(blocked).toMatchObject({ blocked: true, version: 2 });
    refused(await call('GET', '/me', undefined, bert.cookie), 401, 'UNAUTHORIZED');
    const login = () => call('POST', '/session', { username: bert.email, password: customerPassword });
    const error = refused(await login(), 403, 'FORBIDDEN');
    expect(error.message).toBe('This account is blocked. Please contact us.');
    refused(await admin('PATCH', `/admin/api/customers/${bert.id}`, { blocked: false, version: 1 }), 409, 'CONFLICT');
    ok(await admin('PATCH', `/admin/api/customers/${bert.id}`, { blocked: false, version: 2 }));
    ok(await login());
    // Blocked and unblocked are actions of their own; a change of other settings with them is one more row.
    ok(await admin('PATCH', `/admin/api/customers/${bert.id}`, { blocked: true, excludeTax: true, version: 3 }));
    const audit = ok<{ data: { action: string; before: unknown; after: unknown }[] }>(
      await admin('GET', `/admin/api/audit?action=customer&entityId=${bert.customerNumber}`),
    ).data;
    expect(audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'customer.update',
        before: { excludeTax: false, priceListId: null, paymentMethods: null },
        after: { excludeTax: true },
      },
      { action: 'customer.block', before: { blocked: false }, after: { blocked: true } },
      { action: 'customer.unblock', before: { blocked: true }, after: { blocked: false } },
      { action: 'customer.block', before: { blocked: false }, after: { blocked: true } },
    ]);
  });

  it('gives a customer a price list another holds too, and audits the change', async () => {
    const from = await customer('carla-had-list');
    const to = await customer('dora-gets-list');
    await givePriceList(ctx.database.db, from.customerNumber, fixture.product.id, 5_000);
    const lists = ok<{ data: { id: number; customers: string[]; entries: number }[] }>(
      await admin('GET', '/admin/api/price-lists'),
    ).data;
    const list = lists.find((l) => l.customers.includes(from.customerNumber))!;
    expect(list.entries).toBe(1);
    const moved = ok<AdminCustomer>(
      await admin('PATCH', `/admin/api/customers/${to.id}`, { priceListId: list.id, excludeTax: true, version: 1 }),
    );
    expect(moved).toMatchObject({ excludeTax: true, priceList: { id: list.id } });
    expect(moved.priceList?.customers.sort()).toEqual([from.customerNumber, to.customerNumber].sort());
    expect((await detail(from.id)).priceList?.id).toBe(list.id);
    const price = ok<{ priceInfo: { regular: number } }>(
      await call('GET', `/products/${fixture.product.id}?locale=de&currency=EUR`, undefined, to.cookie),
    );
    expect(price.priceInfo.regular).toBe(5_000);
    const audit = ok<{ data: { action: string; before: unknown; after: unknown }[] }>(
      await admin('GET', `/admin/api/audit?action=customer&entityId=${to.customerNumber}`),
    ).data;
    expect(audit[0]).toMatchObject({
      action: 'customer.update',
      before: { priceListId: null, excludeTax: false },
      after: { priceListId: list.id, excludeTax: true },
    });
    refused(
      await admin('PATCH', `/admin/api/customers/${to.id}`, { priceListId: 999_999, version: 2 }),
      404,
      'NOT_FOUND',
    );
  });

  it("changes a customer's names, e-mail, language and currency; refuses another customer's e-mail at its field", async () => {
    const erik = await customer('erik-renamed');
    const other = await customer('frida-has-mail');
    const changed = ok<AdminCustomer>(
      await admin('PATCH', `/admin/api/customers/${erik.id}`, {
        firstName: 'Erika',
        lastName: 'Neumann',
        email: 'erika.neumann@example.com',
        locale: 'fr',
        currency: 'GBP',
        version: 1,
      }),
    );
    expect(changed).toMatchObject({
      name: 'Erika Neumann',
      firstName: 'Erika',
      email: 'erika.neumann@example.com',
      locale: 'fr',
      currency: 'GBP',
      version: 2,
    });
    // The customer logs in with the new address.
    ok(await call('POST', '/session', { username: 'erika.neumann@example.com', password: customerPassword }));
    const taken = refused(
      await admin('PATCH', `/admin/api/customers/${erik.id}`, { email: other.email.toUpperCase(), version: 2 }),
      409,
      'CONFLICT',
    );
    expect(taken.details?.issues?.[0]).toMatchObject({ path: 'body.email', code: 'emailTaken' });
    refused(
      await admin('PATCH', `/admin/api/customers/${erik.id}`, { firstName: ' ', version: 2 }),
      400,
      'VALIDATION_ERROR',
    );
    refused(
      await admin('PATCH', `/admin/api/customers/${erik.id}`, { firstName: 'Spät', version: 1 }),
      409,
      'CONFLICT',
    );
    const audit = ok<{ data: { action: string; before: unknown; after: unknown }[] }>(
      await admin('GET', `/admin/api/audit?action=customer&entityId=${erik.customerNumber}`),
    ).data;
    expect(audit[0]).toMatchObject({
      action: 'customer.update',
      before: { firstName: 'erik-renamed', email: erik.email, locale: 'de', currency: 'EUR' },
      after: { firstName: 'Erika', email: 'erika.neumann@example.com', locale: 'fr', currency: 'GBP' },
    });
  });

  it("sets the buyer reference (Leitweg-ID) a customer's invoices name: at most 200 characters, audited", async () => {
    const gina = await customer('gina-public-buyer');
    expect((await detail(gina.id)).buyerReference).toBe('');
    const path = `/admin/api/customers/${gina.id}`;
    const set = ok<AdminCustomer>(await admin('PATCH', path, { buyerReference: ' 04011000-12345-67 ', version: 1 }));
    expect(set).toMatchObject({ buyerReference: '04011000-12345-67', version: 2 });
    const long = refused(
      await admin('PATCH', path, { buyerReference: 'x'.repeat(201), version: 2 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(long.details?.issues?.[0]).toMatchObject({ path: 'body.buyerReference', message: 'At most 200 characters' });
    const audit = ok<{ data: { action: string; before: unknown; after: unknown }[] }>(
      await admin('GET', `/admin/api/audit?action=customer&entityId=${gina.customerNumber}`),
    ).data;
    expect(audit[0]).toMatchObject({
      action: 'customer.update',
      before: { buyerReference: '' },
      after: { buyerReference: '04011000-12345-67' },
    });
  });
});
