// My items (getMyItems): a customer's bought and price-listed products as a real listing.
import type { Cart, Facet, ProductCard } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { defaultAddressRow, givePriceList, setListPrice } from '../../testing/fixtures';
import { addresses } from '../customer/tables';
import { buyableProducts } from './repository';
import { products } from './tables';

interface MyItems {
  data: ProductCard[];
  count: number;
  offset: number;
  limit: number;
  filters?: Facet[];
}

describe.each(databaseKinds)('My items on %s', (kind) => {
  /** Products to buy and list, by id: their list prices (cents) set so the price order is known. */
  const picks: number[] = [];
  const skuOf = new Map<number, string>();
  const listPrices = [3000, 1000, 4000, 2000, 2500, 3500, 1500];
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 80, now: new Date('2026-06-01T00:00:00Z') });
    const found = await buyableProducts(db, { minStock: 20, limit: listPrices.length });
    for (const [i, product] of found.entries()) {
      picks.push(product.id);
      skuOf.set(product.id, product.sku);
      await setListPrice(db, product.id, listPrices[i]!);
    }
  });
  const newCustomer = useCustomers(ctx);

  const call = (url: string, cookie = '') => ctx.api.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const myItems = async (cookie: string, query = '') => {
    const res = await call(`/me/items?locale=en&currency=EUR${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MyItems;
  };
  const ids = (page: MyItems) => page.data.map((card) => card.id);

  /** A customer who ordered `bought` (one order per group) and whose price list names `listed`. */
  async function customerWith(name: string, bought: number[][], listed: number[]) {
    const made = await newCustomer(name);
    await ctx.database.db.insert(addresses).values(defaultAddressRow(made));
    for (const group of bought) {
      let cart = (
        await ctx.api.inject({ method: 'POST', url: '/carts', headers: { cookie: made.cookie }, payload: {} })
      ).json() as Cart;
      for (const id of group)
        cart = (
          await ctx.api.inject({
            method: 'POST',
            url: `/carts/${cart.id}/items`,
            headers: { cookie: made.cookie },
            payload: { sku: skuOf.get(id), quantity: 1 },
          })
        ).json() as Cart;
      const order = await ctx.api.inject({
        method: 'POST',
        url: '/orders',
        headers: { cookie: made.cookie },
        payload: {
          cartId: cart.id,
          cart: { version: cart.version },
          termsAccepted: true,
          paymentMethodCode: 'invoice',
        },
      });
      expect(order.statusCode, order.body).toBe(201);
    }
    for (const id of listed) await givePriceList(ctx.database.db, made.customerNumber, id, 900);
    return made;
  }

  it("lists exactly the customer's bought and price-listed products, with prices and stock, and no one else's", async () => {
    const [a, b, c, d, e, f] = picks;
    // Bought a and b together, then c; a is on the price list too (once in the listing), and d.
    const mia = await customerWith('mia-items', [[a!, b!], [c!]], [a!, d!]);
    const tom = await customerWith('tom-items', [[e!]], [f!]);
    const page = await myItems(mia.cookie);
    expect(page).toMatchObject({ count: 4, offset: 0, limit: 20 });
    expect(ids(page).sort()).toEqual([a!, b!, c!, d!].sort());
    // Drawn as the category page draws them: the customer's own price and the stock, not lazily.
    const agreed = page.data.find((card) => card.id === d);
    expect(agreed?.priceInfo?.regular).toBe(900);
    expect(page.data.every((card) => card.priceInfo !== null && card.stock !== null)).toBe(true);
    // Another customer asking the same URL right after gets theirs, never an answer kept for mia.
    expect(ids(await myItems(tom.cookie)).sort()).toEqual([e!, f!].sort());
    expect(ids(await myItems(mia.cookie)).sort()).toEqual([a!, b!, c!, d!].sort());
    // Someone with neither purchases nor a price list has none.
    const newcomer = await newCustomer('nothing-yet');
    expect(await myItems(newcomer.cookie)).toEqual({ data: [], count: 0, offset: 0, limit: 20 });
  });

  it('refuses a guest and a session it does not know, whatever the request names', async () => {
    for (const cookie of ['', 'user-token=forged']) {
      const res = await call('/me/items?locale=en&currency=EUR', cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { message: 'Please log in' } });
    }
    // No parameter names a customer: an unknown one is ignored, never obeyed.
    const mia = await customerWith('mia-named', [[picks[0]!]], []);
    const tom = await customerWith('tom-named', [[picks[1]!]], []);
    expect(ids(await myItems(tom.cookie, `&customerId=${mia.id}&customerNumber=${mia.customerNumber}`))).toEqual([
      picks[1]!,
    ]);
  });

  it('sorts by price either way and by age, pages with the whole count, and checks its input', async () => {
    const [a, b, c, d, e] = picks;
    const ann = await customerWith('ann-items', [[a!, b!, c!]], [d!, e!]);
    // List prices: a 30.00, b 10.00, c 40.00, d 20.00, e 25.00 (d and e agreed at 9.00: the
    // listing sorts by the list price, as a category does for everyone).
    const up = await myItems(ann.cookie, '&sort=price-up');
    expect(ids(up)).toEqual([b, d, e, a, c]);
    expect(ids(await myItems(ann.cookie, '&sort=price-down'))).toEqual([c, a, e, d, b]);
    const latest = ids(await myItems(ann.cookie, '&sort=latest'));
    const created = await ctx.database.db.select({ id: products.id, at: products.createdAt }).from(products);
    const age = new Map(created.map((row) => [row.id, row.at.getTime()]));
    expect(latest).toEqual([...latest].sort((x, y) => age.get(y)! - age.get(x)! || y - x));

    const first = await myItems(ann.cookie, '&sort=price-up&limit=2');
    const second = await myItems(ann.cookie, '&sort=price-up&limit=2&offset=2');
    const third = await myItems(ann.cookie, '&sort=price-up&limit=2&offset=4');
    expect([first, second, third].map((p) => p.count)).toEqual([5, 5, 5]);
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(ids(up));
    expect(ids(await myItems(ann.cookie, '&limit=2&offset=6'))).toEqual([]);

    for (const bad of ['&sort=cheapest', '&limit=0', '&limit=101', '&offset=-1', '&filters=brand'])
      expect((await call(`/me/items?locale=en${bad}`, ann.cookie)).statusCode, bad).toBe(400);
  });

  it('filters by facets counted over the customer’s items only, and leaves unlisted products out', async () => {
    const [a, b, c, d, e, f, g] = picks;
    const eva = await customerWith(
      'eva-items',
      [
        [a!, b!],
        [c!, d!],
      ],
      [e!, f!],
    );
    const all = await myItems(eva.cookie, '&loadFilters=true');
    expect(all.count).toBe(6);
    const facets = all.filters ?? [];
    expect(facets.length).toBeGreaterThan(0);
    // Each option counts products among the six; filtering by it gives that many, all of them eva's.
    for (const facet of facets) for (const option of facet.options) expect(option.count).toBeLessThanOrEqual(6);
    const facet = facets[0]!;
    const option = facet.options[0]!;
    const filters = encodeURIComponent(JSON.stringify([{ name: facet.id, values: [option.value] }]));
    const filtered = await myItems(eva.cookie, `&filters=${filters}&loadFilters=true`);
    expect(filtered.count).toBe(option.count);
    expect(ids(filtered).every((id) => ids(all).includes(id))).toBe(true);
    // Without loadFilters no facets are answered.
    expect((await myItems(eva.cookie)).filters).toBeUndefined();

    // An unlisted product leaves My items as it leaves the catalogue; g was never eva's.
    await ctx.database.db.update(products).set({ active: false }).where(eq(products.id, f!));
    const after = await myItems(eva.cookie);
    expect(after.count).toBe(5);
    expect(ids(after)).not.toContain(f);
    expect(ids(after)).not.toContain(g);
    await ctx.database.db.update(products).set({ active: true }).where(eq(products.id, f!));
  });
});
