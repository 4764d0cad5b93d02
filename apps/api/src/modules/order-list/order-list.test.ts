// Order lists (requisition lists): one seeded shop per database kind.
import type { BulkAddResult, Cart, OrderList } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { cartItems } from '../cart/tables';
import { buyableProducts } from '../catalog/repository';

describe.each(databaseKinds)('order lists on %s', (kind) => {
  const buyable: { id: number; sku: string; itemnum: string }[] = [];
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 60, now: new Date('2026-06-01T00:00:00Z') });
    buyable.push(...(await buyableProducts(db, { minStock: 50, limit: 4 })));
  });
  const customer = useCustomers(ctx);
  const login = async (name: string) => (await customer(name)).cookie;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('keeps named lists: create from rows, add, change, remove, rename, delete', async () => {
    const lea = await login('lea-keeps');
    const [a, b, c] = buyable;
    const created = await call('POST', '/me/order-lists', lea, {
      name: '  Baustelle Nord  ',
      items: [
        { number: a!.itemnum, quantity: 10 },
        { number: b!.sku.toLowerCase(), quantity: 2 },
        { number: 'NO-SUCH-9', quantity: 1 },
        { number: a!.sku, quantity: 5 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { list, notFound } = created.json() as { list: OrderList; notFound: string[] };
    expect(notFound).toEqual(['NO-SUCH-9']);
    expect(list.name).toBe('Baustelle Nord');
    expect(list.items.map((line) => [line.product.sku, line.quantity])).toEqual([
      [a!.sku, 15],
      [b!.sku, 2],
    ]);
    // Logged in: the lines carry the customer's prices.
    expect(list.items[0]!.product.priceInfo).not.toBeNull();

    const added = (
      await call('POST', `/me/order-lists/${list.id}/items`, lea, {
        items: [
          { number: c!.sku, quantity: 1 },
          { number: b!.sku, quantity: 3 },
        ],
      })
    ).json() as { list: OrderList };
    expect(added.list.items.map((line) => [line.product.sku, line.quantity])).toEqual([
      [a!.sku, 15],
      [b!.sku, 5],
      [c!.sku, 1],
    ]);
    const lineOf = (l: OrderList, sku: string) => l.items.find((line) => line.product.sku === sku)!.id;
    const changed = (
      await call('PATCH', `/me/order-lists/${list.id}/items/${lineOf(added.list, c!.sku)}`, lea, { quantity: 4 })
    ).json() as OrderList;
    expect(changed.items.find((line) => line.product.sku === c!.sku)!.quantity).toBe(4);
    const removed = (
      await call('PATCH', `/me/order-lists/${list.id}/items/${lineOf(added.list, b!.sku)}`, lea, { quantity: 0 })
    ).json() as OrderList;
    expect(removed.items.map((line) => line.product.sku)).toEqual([a!.sku, c!.sku]);
    expect(removed.lines).toBe(2);

    const renamed = await call('PATCH', `/me/order-lists/${list.id}`, lea, { name: 'Baustelle Süd' });
    expect(renamed.json().name).toBe('Baustelle Süd');
    const overview = (await call('GET', '/me/order-lists', lea)).json().data;
    expect(overview).toEqual([expect.objectContaining({ id: list.id, name: 'Baustelle Süd', lines: 2 })]);

    expect((await call('DELETE', `/me/order-lists/${list.id}`, lea)).json()).toEqual({ ok: true });
    expect((await call('GET', `/me/order-lists/${list.id}`, lea)).statusCode).toBe(404);
  });

  it('puts a whole list or the ticked lines into the cart, each line whole', async () => {
    const lea = await login('lea-orders');
    const [a, b, c] = buyable;
    const cart = (await call('POST', '/carts', lea, {})).json() as Cart;
    await ctx.database.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    const { list } = (
      await call('POST', '/me/order-lists', lea, {
        name: 'Werkstatt',
        items: [
          { number: a!.sku, quantity: 3 },
          { number: b!.sku, quantity: 9999 },
          { number: c!.sku, quantity: 1 },
        ],
      })
    ).json() as { list: OrderList };
    const ticked = await call('POST', `/me/order-lists/${list.id}/cart`, lea, {
      cartId: cart.id,
      lineIds: [list.items[0]!.id, list.items[2]!.id],
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect((ticked.json() as BulkAddResult).cart.cartItems.map((line) => [line.sku, line.quantity])).toEqual([
      [a!.sku, 3],
      [c!.sku, 1],
    ]);
    // The whole list: A's line holds 6 now; B's 9999 fits; C again.
    const whole = (await call('POST', `/me/order-lists/${list.id}/cart`, lea, { cartId: cart.id })).json();
    expect(whole.rejected).toEqual([]);
    // Once more: B's line would overflow, and is refused whole while the others go in.
    const again = (await call('POST', `/me/order-lists/${list.id}/cart`, lea, { cartId: cart.id })).json();
    expect(again.rejected).toEqual([expect.objectContaining({ number: b!.sku, reason: 'line-quantity' })]);
    expect((again as BulkAddResult).cart.cartItems.map((line) => [line.sku, line.quantity])).toEqual([
      [a!.sku, 9],
      [c!.sku, 3],
      [b!.sku, 9999],
    ]);
    expect(
      (await call('POST', `/me/order-lists/${list.id}/cart`, lea, { cartId: cart.id, lineIds: [999_999] })).statusCode,
    ).toBe(400);
  });

  it('keeps each list private to its customer, and refuses bad input with a message', async () => {
    const lea = await login('lea');
    const max = await login('max');
    const [a] = buyable;
    const { list } = (
      await call('POST', '/me/order-lists', lea, { name: 'Privat', items: [{ number: a!.sku, quantity: 1 }] })
    ).json() as { list: OrderList };
    const line = list.items[0]!.id;
    const maxCart = (await call('POST', '/carts', max, {})).json() as Cart;
    const attempts = [
      call('GET', `/me/order-lists/${list.id}`, max),
      call('PATCH', `/me/order-lists/${list.id}`, max, { name: 'Meins' }),
      call('DELETE', `/me/order-lists/${list.id}`, max),
      call('POST', `/me/order-lists/${list.id}/items`, max, { items: [{ number: a!.sku, quantity: 1 }] }),
      call('PATCH', `/me/order-lists/${list.id}/items/${line}`, max, { quantity: 5 }),
      call('POST', `/me/order-lists/${list.id}/cart`, max, { cartId: maxCart.id }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    expect((await call('GET', '/me/order-lists', max)).json().data).toEqual([]);
    expect((await call('GET', '/me/order-lists', '')).statusCode).toBe(401);
    const still = (await call('GET', `/me/order-lists/${list.id}`, lea)).json() as OrderList;
    expect(still.name).toBe('Privat');
    expect(still.items.map((l) => l.quantity)).toEqual([1]);

    // Lea's list into Max's cart: Max's cart is not hers.
    expect((await call('POST', `/me/order-lists/${list.id}/cart`, lea, { cartId: maxCart.id })).statusCode).toBe(404);

    const duplicate = await call('POST', '/me/order-lists', lea, { name: 'Privat' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('You have a list called "Privat" already');
    // Another customer may use the same name.
    expect((await call('POST', '/me/order-lists', max, { name: 'Privat' })).statusCode).toBe(201);
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'Ok', items: [{ number: a!.sku, quantity: 0 }] },
    ]) {
      const res = await call('POST', '/me/order-lists', lea, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    expect((await call('PATCH', `/me/order-lists/${list.id}/items/${line}`, lea, { quantity: -1 })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', `/me/order-lists/${list.id}/items/999999`, lea, { quantity: 1 })).statusCode).toBe(404);
  });
});
