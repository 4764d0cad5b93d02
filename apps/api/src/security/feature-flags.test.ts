// Every feature flag that closes a door closes it in the API, not only in the storefront: a
// shopper who calls the API directly meets the same rule. Guest checkout and registration at
// checkout are tested with the checkout (modules/cart/checkout.test.ts, "shop settings"), prices
// for guests with the catalogue (modules/catalog/catalog.test.ts, "prices for guests by default").

import type { Address } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { addresses, customers } from '../modules/customer/tables';
import { setBranding, useTestApi } from '../testing/api';
import { useCustomers } from '../testing/customers';
import { databaseKinds } from '../testing/database';

const hamburg = {
  firstName: 'Frieda',
  lastName: 'Flagge',
  street: 'Hafenstraße 3',
  city: 'Hamburg',
  postalCode: '20457',
  country: 'DE',
};

describe.each(databaseKinds)('feature flags in the API on %s', (kind) => {
  const ctx = useTestApi(kind);
  const customer = useCustomers(ctx);
  afterEach(() => setBranding(ctx.api, {}));

  const forbidden = (res: LightMyRequestResponse, message: string) => {
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message });
  };
  const saveAddress = (cookie: string, payload: object) =>
    ctx.api.inject({ method: 'PUT', url: '/me/addresses', headers: { cookie }, payload });

  it('isRegistrationEnabled: no account is made while registration is off', async () => {
    const register = (email: string) =>
      ctx.api.inject({
        method: 'POST',
        url: '/customers',
        payload: { email, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace', locale: 'en' },
      });
    await setBranding(ctx.api, { isRegistrationEnabled: false });
    forbidden(await register('closed@example.com'), 'Creating an account is not available in this shop');
    expect(await ctx.database.db.select().from(customers).where(eq(customers.email, 'closed@example.com'))).toEqual([]);
    await setBranding(ctx.api, { isRegistrationEnabled: true });
    expect((await register('open@example.com')).statusCode).toBe(201);
  });

  it('isBillingManagmentEnabled: a customer adds, changes and deletes no billing address while the shop manages them', async () => {
    const { cookie, id } = await customer('billing-flag');
    await setBranding(ctx.api, { isBillingManagmentEnabled: false });
    const billing = { ...hamburg, isShipping: false, isBilling: true };
    const refused = await saveAddress(cookie, billing);
    forbidden(refused, 'Billing addresses are managed by the shop');
    expect(refused.json().error.details).toEqual({
      issues: [
        { path: 'body.isBilling', message: 'Billing addresses are managed by the shop', code: 'billingManaged' },
      ],
    });
    // A shipping address is still theirs to add.
    expect((await saveAddress(cookie, hamburg)).statusCode).toBe(200);
    await setBranding(ctx.api, { isBillingManagmentEnabled: true });
    const saved = await saveAddress(cookie, billing);
    expect(saved.statusCode).toBe(200);
    const own = saved.json() as Address;

    // Managed by the shop again: the billing address the customer has is not theirs to change,
    // un-tick or delete (nothing is written), and a default stays theirs to choose.
    await setBranding(ctx.api, { isBillingManagmentEnabled: false });
    for (const change of [
      { ...own, street: 'Anderswo 1' },
      { ...own, isBilling: false, isShipping: true },
    ]) {
      const res = await saveAddress(cookie, change);
      forbidden(res, 'Billing addresses are managed by the shop');
    }
    forbidden(
      await ctx.api.inject({ method: 'DELETE', url: `/me/addresses/${own.id}`, headers: { cookie } }),
      'Billing addresses are managed by the shop',
    );
    expect((await saveAddress(cookie, { ...own, isDefaultBilling: true })).statusCode).toBe(200);
    const [unchanged] = await ctx.database.db.select().from(addresses).where(eq(addresses.id, own.id));
    expect(unchanged).toMatchObject({ street: own.street, isBilling: true, isShipping: false, isDefaultBilling: true });
    await setBranding(ctx.api, { isBillingManagmentEnabled: true });
    const kept = await ctx.database.db.select().from(addresses).where(eq(addresses.customerId, id));
    expect(kept.map((a) => [a.isShipping, a.isBilling])).toEqual(
      expect.arrayContaining([
        [true, false],
        [false, true],
      ]),
    );
    expect(kept).toHaveLength(2);
  });

  it.each([
    [
      'isDefaultShippingUpdateEnabled',
      'isDefaultShipping',
      'The default shipping address cannot be changed',
      'defaultShippingFixed',
    ],
    [
      'isDefaultBillingUpdateEnabled',
      'isDefaultBilling',
      'The default billing address cannot be changed',
      'defaultBillingFixed',
    ],
  ] as const)('%s: the default stays while changing it is off', async (flag, field, message, code) => {
    const { cookie, id } = await customer(`default-${field}`);
    const saved = await saveAddress(cookie, { ...hamburg, isShipping: true, isBilling: true });
    expect(saved.statusCode, saved.body).toBe(200);
    await setBranding(ctx.api, { [flag]: false });
    const refused = await saveAddress(cookie, { ...saved.json(), [field]: true });
    forbidden(refused, message);
    expect(refused.json().error.details).toEqual({ issues: [{ path: `body.${field}`, message, code }] });
    const [row] = await ctx.database.db.select().from(addresses).where(eq(addresses.customerId, id));
    expect(row![field]).toBe(false);
    await setBranding(ctx.api, { [flag]: true });
    expect((await saveAddress(cookie, { ...saved.json(), [field]: true })).json()[field]).toBe(true);
  });

  it('isOrderHistoryEnabled: the orders are not listed or counted while the history is off', async () => {
    const { cookie } = await customer('history-flag');
    const get = (url: string) => ctx.api.inject({ method: 'GET', url, headers: { cookie } });
    await setBranding(ctx.api, { isOrderHistoryEnabled: false });
    forbidden(await get('/me/orders'), 'The order history is not available in this shop');
    forbidden(await get('/me/orders/count'), 'The order history is not available in this shop');
    await setBranding(ctx.api, { isOrderHistoryEnabled: true });
    expect((await get('/me/orders')).json()).toMatchObject({ data: [], offset: 0 });
    expect((await get('/me/orders/count')).json()).toEqual({ count: 0 });
  });
});
