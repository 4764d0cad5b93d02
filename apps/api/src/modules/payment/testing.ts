import { hash } from '@node-rs/argon2';
import type { Cart, Order, PaymentMethodCode, PaymentOutcome } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import type { ServerOptions } from '../../server-options';
import { useTestApi } from '../../testing/api';
import { cookieJar } from '../../testing/customers';
import type { databaseKinds } from '../../testing/database';
import { defaultAddressRow } from '../../testing/fixtures';
import { freePort } from '../../testing/ports';
import { buyableProducts } from '../catalog';
import { addresses, customers } from '../customer/tables';
import { stock } from '../inventory/tables';
import type { Mail } from '../mail';
import { type PaymentSandbox, startPaymentSandbox } from './sandbox/gateway';
import { sandboxCredentials } from './sandbox/signers';
import { sandboxProviders } from './setup';

/**
 * A shop API listening on a free port with every provider talking to a payment sandbox, which
 * delivers its notifications back to that API, and a customer with default addresses who orders.
 * `more`: further options of the API (webhooks).
 */
export function usePaymentApi(
  kind: (typeof databaseKinds)[number],
  more: () => Promise<Partial<ServerOptions>> = async () => ({}),
) {
  const state = { mails: [] as Mail[] } as {
    sandbox: PaymentSandbox;
    port: number;
    products: { id: number; sku: string }[];
    /** Every e-mail the shop sent. */
    mails: Mail[];
  };
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 60, now: new Date('2026-06-01T00:00:00Z') });
      const passwordHash = await hash('payment-pass-1');
      const [payer] = await db
        .insert(customers)
        .values([
          { email: 'payer@example.com', customerNumber: 'K-60001', firstName: 'Pia', lastName: 'Zahl', passwordHash },
        ])
        .returning();
      await db.insert(addresses).values(defaultAddressRow(payer!, { street: 'Kassenweg 1' }));
      state.products = await buyableProducts(db, { minStock: 50, limit: 2 });
    },
    async () => {
      state.port = await freePort();
      const api = `http://127.0.0.1:${state.port}`;
      state.sandbox = await startPaymentSandbox({
        credentials: sandboxCredentials(),
        webhookUrls: { stripe: `${api}/payments/stripe/webhook`, paypal: `${api}/payments/paypal/webhook` },
      });
      return {
        publicUrl: 'http://localhost:3999',
        mailer: { send: async (mail: Mail) => void state.mails.push(mail) },
        payments: { providers: sandboxProviders(state.sandbox), notifyUrl: api, timeoutMinutes: 30 },
        ...(await more()),
      };
    },
  );
  beforeAll(async () => {
    await ctx.api.listen({ port: state.port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await state.sandbox?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  return {
    ctx,
    state,
    call,
    login: async () =>
      cookieJar(
        await ctx.api.inject({
          method: 'POST',
          url: '/session',
          payload: { username: 'payer@example.com', password: 'payment-pass-1' },
        }),
      ),
    /** An order of `quantity` of the first product, placed with the method (the customer's default addresses). */
    async order(cookie: string, method: PaymentMethodCode, quantity = 1): Promise<Order> {
      const cart = (await call('POST', '/carts', cookie, {})).json() as Cart;
      const added = (
        await call('POST', `/carts/${cart.id}/items`, cookie, { sku: state.products[0]!.sku, quantity })
      ).json() as Cart;
      const res = await call('POST', '/orders', cookie, {
        cartId: cart.id,
        cart: { version: added.version },
        paymentMethodCode: method,
        termsAccepted: true,
      });
      if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
      return res.json();
    },
    /** Starts paying and answers the provider's page address. */
    async startPayment(cookie: string, order: Order) {
      const res = await call('POST', `/orders/${order.id}/payments`, cookie, {
        paymentMethodCode: order.paymentMethodCode,
        amount: order.cartInfo.grandTotalIncTax,
      });
      if (res.statusCode !== 201) throw new Error(`payment not started: ${res.body}`);
      return new URL((res.json() as { redirectUrl: string }).redirectUrl);
    },
    /**
     * The shopper on the sandbox's page: opens it, presses one of its buttons, and follows the
     * redirect back to the shop; answers where the shop got them back to.
     */
    async choose(page: URL, outcome: 'success' | 'failure' | 'cancel') {
      const shown = await fetch(page);
      if (shown.status !== 200) throw new Error(`payment page answered ${shown.status}`);
      const html = await shown.text();
      const action = new RegExp(`action="([^"]+/${outcome})"`).exec(html)?.[1];
      if (!action) throw new Error(`no ${outcome} button on the payment page`);
      const pressed = await fetch(new URL(action.replaceAll('&amp;', '&'), page), {
        method: 'POST',
        redirect: 'manual',
      });
      return new URL(pressed.headers.get('location')!);
    },
    async complete(cookie: string, order: Order, status: 'success' | 'failure' | 'cancel') {
      const res = await call('POST', `/orders/${order.id}/payments/return`, cookie, { status });
      if (res.statusCode !== 200) throw new Error(`return not processed: ${res.body}`);
      return res.json() as PaymentOutcome;
    },
    get: async (cookie: string, order: Order) => (await call('GET', `/orders/${order.id}`, cookie)).json() as Order,
    points: async () =>
      (await ctx.database.db.select().from(customers).where(eq(customers.email, 'payer@example.com')))[0]!
        .loyaltyPoints,
    stockOf: async (id: number) => (await ctx.database.db.select().from(stock).where(eq(stock.productId, id)))[0]!,
  };
}
