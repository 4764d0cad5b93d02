// Who may pay how: guests and customers without methods of their own get the shop's default
// (online methods only, unless the shop says otherwise); staff allow a trusted customer invoice.
// Checkout offers exactly those, and an order or a change of method with any other is refused.
import { type AdminCustomer, type Order, settingsSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setBranding, testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { customers } from '../customer/tables';
import { usePaymentApi } from './testing';

const methodsOf = (answer: { json: () => unknown }) => (answer.json() as Array<{ id: string }>).map((m) => m.id);

describe('the shop default of payment methods', () => {
  it('is every online method and no invoice', () => {
    expect(settingsSchema.parse({}).defaultPaymentMethods).toEqual([
      'stripe',
      'stripe-debit',
      'stripe-sofort',
      'paypal',
      'computop',
    ]);
  });
});

describe.each(databaseKinds)('payment methods per customer on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    shop.ctx.api.inject({ method, url, headers: { authorization: `Bearer ${testAdminToken}` }, payload });
  const offered = (cookie: string) => shop.call('GET', '/payment-methods?currency=EUR&country=DE', cookie);

  it('offers guests and customers the default, and a customer staff allowed invoice exactly their methods', async () => {
    await setBranding(shop.ctx.api, { defaultPaymentMethods: ['stripe', 'paypal'] });
    expect(methodsOf(await offered(''))).toEqual(['stripe', 'paypal']);
    const cookie = await shop.login();
    expect(methodsOf(await offered(cookie))).toEqual(['stripe', 'paypal']);

    // Invoice is not theirs: no order with it, nothing placed.
    const refused = await shop.order(cookie, 'invoice').catch((error: Error) => error.message);
    expect(refused).toContain('Choose a payment method this shop offers for this order');

    const [payer] = await shop.ctx.database.db.select().from(customers).where(eq(customers.email, 'payer@example.com'));
    const allowed = await admin('PATCH', `/admin/api/customers/${payer!.id}`, {
      paymentMethods: ['invoice', 'paypal'],
      version: payer!.version,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((allowed.json() as AdminCustomer).paymentMethods).toEqual(['invoice', 'paypal']);
    expect(methodsOf(await offered(cookie))).toEqual(['invoice', 'paypal']);
    // Guests still get the default.
    expect(methodsOf(await offered(''))).toEqual(['stripe', 'paypal']);

    const order: Order = await shop.order(cookie, 'invoice');
    expect(order.paymentMethodCode).toBe('invoice');
    expect(await shop.order(cookie, 'stripe').catch((error: Error) => error.message)).toContain(
      'Choose a payment method this shop offers',
    );

    // A stripe order placed while it was allowed cannot switch to a method taken away since.
    const back = await admin('PATCH', `/admin/api/customers/${payer!.id}`, {
      paymentMethods: null,
      version: (allowed.json() as AdminCustomer).version,
    });
    expect((back.json() as AdminCustomer).paymentMethods).toBeNull();
    const online = await shop.order(cookie, 'paypal');
    const switched = await shop.call('PUT', `/orders/${online.id}/payment-method`, cookie, { method: 'invoice' });
    expect(switched.statusCode, switched.body).toBe(400);
    expect(switched.json().error.details.reason).toBe('payment-method');
  });

  it('refuses an empty or repeated list of methods with the field named', async () => {
    const [payer] = await shop.ctx.database.db.select().from(customers).where(eq(customers.email, 'payer@example.com'));
    for (const paymentMethods of [[], ['invoice', 'invoice'], ['cash']]) {
      const res = await admin('PATCH', `/admin/api/customers/${payer!.id}`, {
        paymentMethods,
        version: payer!.version,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details.issues[0].path).toMatch(/^body\.paymentMethods/);
    }
  });
});
