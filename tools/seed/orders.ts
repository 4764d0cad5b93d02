import { randomBytes } from 'node:crypto';
import { buyableProducts } from '@shop/api/catalog';
import type { DatabaseHandle } from '@shop/api/db';
import { buildServer } from '@shop/api/server';
import { customers } from '@shop/api/tables/customer';
import { orders } from '@shop/api/tables/order';
import type { Cart, Order, PaymentMethodCode } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { demoCustomers } from './customers';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders per demo customer: enough for a second page of the order history (10 per page). */
const ORDERS_PER_CUSTOMER = 12;

/**
 * The demo customers' order history, placed through the shop API itself (cart, order, invoice
 * confirmation), so the history, My items' purchases and the loyalty points are what the shop
 * computes. The orders are then dated back over the past months, the newest still pending, and
 * each account to a month before its first order.
 */
export async function seedOrders(database: DatabaseHandle, now = new Date()) {
  const api = await buildServer({ database, authSecret: randomBytes(32).toString('hex') });
  try {
    const buyable = await buyableProducts(database.db, { minStock: 50, limit: 40 });
    if (buyable.length === 0) return 0;
    const call = async <T>(method: 'POST' | 'GET', url: string, cookie: string, payload?: object) => {
      const res = await api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      if (res.statusCode >= 400)
        throw new Error(`seed orders: ${method} ${url} answered ${res.statusCode} ${res.body}`);
      return res.json() as T;
    };
    let placed = 0;
    for (const [c, demo] of demoCustomers.entries()) {
      const login = await api.inject({
        method: 'POST',
        url: '/session',
        payload: { username: demo.customerNumber, password: demo.password },
      });
      const cookie = [login.headers['set-cookie']]
        .flat()
        .map((v) => String(v).split(';')[0])
        .join('; ');
      for (let i = 0; i < ORDERS_PER_CUSTOMER; i++) {
        let cart = await call<Cart>('POST', '/carts', cookie, {});
        for (let line = 0; line < 1 + ((i + c) % 3); line++) {
          const { sku } = buyable[(i * 3 + line * 7 + c * 11) % buyable.length]!;
          cart = await call<Cart>('POST', `/carts/${cart.id}/items`, cookie, { sku, quantity: 1 + ((i + line) % 4) });
        }
        const paymentMethodCode: PaymentMethodCode = 'invoice';
        const order = await call<Order>('POST', '/orders', cookie, {
          cartId: cart.id,
          termsAccepted: true,
          paymentMethodCode,
          cart: { version: cart.version },
        });
        // The newest order is still pending; older invoice orders were confirmed.
        if (paymentMethodCode === 'invoice' && i < ORDERS_PER_CUSTOMER - 1)
          await call<Order>('POST', `/orders/${order.id}/confirm`, cookie);
        const placedAt = new Date(now.getTime() - (ORDERS_PER_CUSTOMER - i) * 13 * DAY_MS - c * 3 * DAY_MS);
        await database.db
          .update(orders)
          .set({ createdAt: placedAt, updatedAt: placedAt })
          .where(eq(orders.id, order.id));
        placed++;
      }
      const firstPlacedAt = now.getTime() - ORDERS_PER_CUSTOMER * 13 * DAY_MS - c * 3 * DAY_MS;
      await database.db
        .update(customers)
        .set({ createdAt: new Date(firstPlacedAt - 30 * DAY_MS) })
        .where(eq(customers.customerNumber, demo.customerNumber));
    }
    return placed;
  } finally {
    await api.close();
  }
}
