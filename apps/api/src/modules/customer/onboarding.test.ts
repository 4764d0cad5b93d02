// Accounts staff open for business customers: addresses, tax exemption and price list at once, an
// invitation instead of a password (7 days, once, sent again on request), audited; duplicates and
// VAT IDs that do not fit the address's country refused with the field named.
import type { AdminCustomer, AdminCustomerCreate } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { givePriceList } from '../../testing/fixtures';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../testing/merchant';
import type { Mail } from '../mail';
import { passwordResets } from './tables';

const billing = {
  firstName: 'Bea',
  lastName: 'Bauer',
  company: 'Bauer Haustechnik GmbH',
  street: 'Werkstraße 4',
  city: 'Köln',
  postalCode: '50667',
  country: 'DE',
  phone: '+49 221 555 01',
  vatId: 'DE136695976',
};

describe.each(databaseKinds)('customers opened by staff on %s', (kind) => {
  const mails: Mail[] = [];
  const fixture = {} as { product: { id: number; sku: string } };
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      fixture.product = (await seedMerchantShop(db, [10_000]))[0]!;
    },
    { mailer: { send: async (mail) => void mails.push(mail) }, publicUrl: 'http://shop.test' },
  );
  const { admin, ok, refused, call } = merchantCalls(ctx);
  const open = (body: AdminCustomerCreate) => admin('POST', '/admin/api/customers', body);
  const login = (username: string, password: string) => call('POST', '/session', { username, password });
  const linkIn = (mail: Mail) => new URL(/http:\/\/shop\.test\S+/.exec(mail.text)![0]);
  const choosePassword = (token: string, password: string) =>
    call('POST', '/password-resets/complete', { token, password });

  it('opens a business account with its addresses and price list, and invites the customer in their language', async () => {
    await givePriceList(ctx.database.db, 'K-LIST-BAUER', fixture.product.id, 7_777);
    const lists = ok<{ data: Array<{ id: number; name: string }> }>(await admin('GET', '/admin/api/price-lists'));
    const list = lists.data.find((l) => l.name === 'K-LIST-BAUER')!;
    const before = mails.length;
    const opened = ok<AdminCustomer>(
      await open({
        email: 'bea@bauer-haustechnik.example',
        firstName: 'Bea',
        lastName: 'Bauer',
        locale: 'en',
        excludeTax: true,
        priceListId: list.id,
        billingAddress: billing,
        shippingAddress: { ...billing, street: 'Baustelle 9', vatId: '' },
      }),
      201,
    );
    expect(opened).toMatchObject({
      customerNumber: expect.stringMatching(/^K-\d+$/),
      company: 'Bauer Haustechnik GmbH',
      excludeTax: true,
      phone: '+49 221 555 01',
      priceList: { id: list.id },
      passwordSet: false,
      orders: 0,
      version: 1,
    });
    expect(opened.addresses.map((a) => a.street)).toEqual(['Werkstraße 4', 'Baustelle 9']);
    const days = (Date.parse(opened.invitedUntil!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ to: 'bea@bauer-haustechnik.example', subject: 'Your customer account at Werkhaus' });
    expect(mail.text).toContain(opened.customerNumber);
    const link = linkIn(mail);
    expect(link.pathname).toBe('/en/create-password');

    // No password until the customer chooses one; then the link is spent.
    expect((await login('bea@bauer-haustechnik.example', 'bauer-secret-1')).statusCode).toBe(401);
    ok(await choosePassword(link.searchParams.get('token')!, 'bauer-secret-1'));
    expect((await choosePassword(link.searchParams.get('token')!, 'bauer-secret-2')).statusCode).toBe(400);
    ok(await login(opened.customerNumber, 'bauer-secret-1'));
    expect(await ok<AdminCustomer>(await admin('GET', `/admin/api/customers/${opened.id}`))).toMatchObject({
      passwordSet: true,
      invitedUntil: null,
    });
    // Invited once: the next time, the login page's "forgot password" is the way.
    const again = refused(await admin('POST', `/admin/api/customers/${opened.id}/invitation`), 409, 'CONFLICT');
    expect(again.message).toContain('has chosen a password already');

    const audit = await auditRowsOf(ctx.database.db, 'customer', opened.customerNumber);
    expect(audit.map((row) => [row.action, row.actor])).toEqual([['customer.create', 'admin-key']]);
    expect(audit[0]!.after).toMatchObject({ company: 'Bauer Haustechnik GmbH', priceListId: list.id, invite: true });
  });

  it('keeps the customer number an ERP gives, and invites later; a new invitation ends the old link', async () => {
    const opened = ok<AdminCustomer>(
      await open({
        customerNumber: 'ERP-40017',
        email: 'carl@carlsen.example',
        firstName: 'Carl',
        lastName: 'Carlsen',
        billingAddress: { ...billing, firstName: 'Carl', lastName: 'Carlsen', vatId: '' },
        invite: false,
      }),
      201,
    );
    expect(opened).toMatchObject({ customerNumber: 'ERP-40017', invitedUntil: null, passwordSet: false });
    const sent = ok<{ sentTo: string; validUntil: string }>(
      await admin('POST', `/admin/api/customers/${opened.id}/invitation`),
      201,
    );
    expect(sent.sentTo).toBe('carl@carlsen.example');
    const first = linkIn(mails.at(-1)!);
    expect(first.pathname).toBe('/create-password');
    expect(mails.at(-1)!.subject).toBe('Ihr Kundenkonto bei Werkhaus');
    ok(await admin('POST', `/admin/api/customers/${opened.id}/invitation`), 201);
    const second = linkIn(mails.at(-1)!);
    expect((await choosePassword(first.searchParams.get('token')!, 'carlsen-pass-1')).statusCode).toBe(400);

    // A week later the link no longer works (the clock moved by moving the deadline).
    await ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.customerId, opened.id));
    expect((await choosePassword(second.searchParams.get('token')!, 'carlsen-pass-1')).statusCode).toBe(400);
    expect(ok<AdminCustomer>(await admin('GET', `/admin/api/customers/${opened.id}`)).invitedUntil).toBeNull();
    const audit = await auditRowsOf(ctx.database.db, 'customer', 'ERP-40017');
    expect(audit.map((row) => row.action)).toEqual(['customer.create', 'customer.invite', 'customer.invite']);
  });

  it('refuses a taken e-mail or customer number and a VAT ID not of the address country, naming the field', async () => {
    const base = {
      email: 'dora@dupe.example',
      firstName: 'Dora',
      lastName: 'Dupe',
      billingAddress: { ...billing, vatId: '' },
      invite: false,
    };
    ok(await open({ ...base, customerNumber: 'ERP-DUPE' }), 201);
    const cases: Array<[AdminCustomerCreate, number, string, string]> = [
      [{ ...base, email: 'DORA@dupe.example' }, 409, 'body.email', 'emailTaken'],
      [
        { ...base, email: 'other@dupe.example', customerNumber: 'ERP-DUPE' },
        409,
        'body.customerNumber',
        'customerNumberTaken',
      ],
      [
        { ...base, email: 'vat@dupe.example', billingAddress: { ...billing, vatId: 'DE123456789' } },
        400,
        'body.billingAddress.vatId',
        'vatId',
      ],
      [
        { ...base, email: 'fr@dupe.example', billingAddress: { ...billing, vatId: 'FR40303265045' } },
        400,
        'body.billingAddress.vatId',
        'vatId',
      ],
      [
        { ...base, email: 'plz@dupe.example', billingAddress: { ...billing, postalCode: '123' } },
        400,
        'body.billingAddress.postalCode',
        'postalCode',
      ],
      [{ ...base, email: 'number@dupe.example', customerNumber: 'K 1' }, 400, 'body.customerNumber', 'invalid'],
    ];
    for (const [body, status, path, code] of cases) {
      const res = await open(body);
      expect(res.statusCode, res.body).toBe(status);
      const issue = res.json().error.details.issues[0];
      expect(issue, body.email).toMatchObject({ path, code });
    }
    // Nothing of the refused ones was kept.
    const found = ok<{ count: number }>(await admin('GET', '/admin/api/customers?q=dupe.example'));
    expect(found.count).toBe(1);
  });
});
