// Price lists through the admin API: made, changed at the version read, given to several customers,
// filled by CSV and by the ERP's batch; what a change writes is what the customers holding the list
// pay at their next read, and nobody else.
import type { AdminCustomer, AdminPriceList, AdminPriceListEntry, Cart, FeedReport, RowError } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { testAdminToken, useTestApi } from '../../testing/api';
import { useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { defaultAddressRow } from '../../testing/fixtures';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { productLabels } from '../catalog';
import { addresses } from '../customer/tables';
import { priceListEntryStore } from './price-list-entries';

type Page = { list: AdminPriceList; entries: { data: AdminPriceListEntry[]; count: number } };

describe.each(databaseKinds)('price lists through the admin API on %s', (kind) => {
  const fixture = {} as { products: Array<{ id: number; sku: string }> };
  const ctx = useTestApi(kind, async ({ db }) => {
    fixture.products = await seedMerchantShop(db, [2000, 3000, 4000]);
  });
  const customer = useCustomers(ctx);
  const { call, admin, ok, refused } = merchantCalls(ctx);
  const sku = (i: number) => fixture.products[i]!.sku;
  const save = (code: string, body: object) => admin('PUT', `/admin/api/price-lists/${code}`, body);
  const read = async (code: string, query = '') =>
    ok<Page>(await admin('GET', `/admin/api/price-lists/${code}${query ? `?${query}` : ''}`));
  const upload = (code: string, csv: string, dryRun = false) =>
    ctx.api.inject({
      method: 'PUT',
      url: `/admin/api/price-lists/${code}/entries?dryRun=${dryRun}`,
      headers: { authorization: `Bearer ${testAdminToken}`, 'content-type': 'text/csv' },
      payload: csv,
    });
  const priceSeenBy = async (cookie: string, i = 0) =>
    ok<{ priceInfo: { regular: number } }>(
      await call('GET', `/products/${fixture.products[i]!.id}?locale=de&currency=EUR`, undefined, cookie),
    ).priceInfo.regular;
  const give = async (customerId: number, priceListId: number | null) => {
    const { version } = ok<AdminCustomer>(await admin('GET', `/admin/api/customers/${customerId}`));
    ok(await admin('PATCH', `/admin/api/customers/${customerId}`, { priceListId, version }));
  };

  it('creates a list with entries and tiers, finds, sorts and pages them, and refuses a duplicate code', async () => {
    const made = ok<AdminPriceList>(
      await save('GROUP-A', {
        name: 'Gruppe A',
        currency: 'EUR',
        validFrom: '2026-01-01T00:00:00Z',
        upsert: [
          { sku: sku(0), price: 1800, tiers: [{ minQty: 10, price: 1600 }] },
          { sku: sku(1).toLowerCase(), price: 2500 },
          { sku: sku(2), price: 3900 },
        ],
      }),
    );
    expect(made).toMatchObject({ code: 'GROUP-A', currency: 'EUR', version: 1, entries: 3, customers: [] });
    expect(made.validFrom).toBe('2026-01-01T00:00:00.000Z');
    const all = await read('GROUP-A', 'sort=-price&limit=2');
    expect(all.entries.count).toBe(3);
    expect(all.entries.data.map((e) => [e.sku, e.price])).toEqual([
      [sku(2), 3900],
      [sku(1), 2500],
    ]);
    const next = await read('GROUP-A', 'sort=-price&limit=2&offset=2');
    expect(next.entries.data).toEqual([
      expect.objectContaining({ sku: sku(0), price: 1800, tiers: [{ minQty: 10, price: 1600 }] }),
    ]);
    const found = await read('GROUP-A', `q=${encodeURIComponent(sku(1).slice(-4).toLowerCase())}`);
    expect(found.entries.data.map((e) => e.sku)).toContain(sku(1));
    const byName = await read('GROUP-A', `q=${encodeURIComponent(found.entries.data[0]!.name.slice(0, 6))}`);
    expect(byName.entries.data.length).toBeGreaterThan(0);
    // Any part of a SKU or a name finds it, in any case: the middle of each.
    const middle = sku(1).slice(2, -2).toLowerCase();
    const byMiddle = await read('GROUP-A', `q=${encodeURIComponent(middle)}`);
    expect(byMiddle.entries.data.map((e) => e.sku)).toContain(sku(1));
    expect(byMiddle.entries.count).toBe([0, 1, 2].filter((i) => sku(i).toLowerCase().includes(middle)).length);
    const names = (await read('GROUP-A', 'sort=name')).entries.data.map((e) => e.name);
    expect((await read('GROUP-A', 'sort=-name')).entries.data.map((e) => e.name)).toEqual([...names].reverse());
    const inside = names[1]!.slice(2, -2).toLowerCase();
    expect((await read('GROUP-A', `q=${encodeURIComponent(inside)}`)).entries.data.map((e) => e.name)).toContain(
      names[1],
    );
    expect((await read('GROUP-A', 'offset=10')).entries).toMatchObject({ data: [], count: 3 });
    const twice = refused(await save('GROUP-A', { name: 'Noch eine', currency: 'EUR' }), 409, 'CONFLICT');
    expect(twice.message).toContain('GROUP-A exists already');
    const lists = ok<{ data: AdminPriceList[] }>(await admin('GET', '/admin/api/price-lists')).data;
    expect(lists.find((l) => l.code === 'GROUP-A')).toMatchObject({ name: 'Gruppe A', entries: 3 });
  });

  it('refuses prices of 0, tiers out of order, unknown SKUs and currencies the shop does not sell, naming the field', async () => {
    const cases: Array<[object, string, string]> = [
      [{ upsert: [{ sku: sku(0), price: 0 }] }, 'body.upsert.0.price', 'above 0'],
      [
        {
          upsert: [
            {
              sku: sku(0),
              price: 1000,
              tiers: [
                { minQty: 10, price: 900 },
                { minQty: 5, price: 800 },
              ],
            },
          ],
        },
        'body.upsert.0.tiers.1.minQty',
        'more units than tier 1',
      ],
      [
        // The same product twice in one save (the fuzz test's find: it answered 500).
        {
          upsert: [
            { sku: sku(0), price: 12 },
            { sku: sku(0), price: 20 },
          ],
        },
        'body.upsert.1.sku',
        'priced twice',
      ],
      [{ currency: 'CHF' }, 'body.currency', 'EUR'],
      [
        { validFrom: '2026-02-01T00:00:00Z', validTo: '2026-01-01T00:00:00Z' },
        'body.validTo',
        'The end of validity must be after',
      ],
    ];
    for (const [change, path, words] of cases) {
      const res = await save('BAD-LIST', { name: 'Falsch', currency: 'EUR', ...change });
      const error = refused(res, 400, 'VALIDATION_ERROR');
      const found = error.details?.issues?.find((i) => i.path === path);
      expect(found?.message, `${path} in ${res.body}`).toContain(words);
    }
    const unknown = refused(
      await save('BAD-LIST', { name: 'Falsch', currency: 'EUR', upsert: [{ sku: 'NO-SUCH-SKU', price: 100 }] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(unknown.details?.issues).toEqual([
      expect.objectContaining({ path: 'body.upsert.0.sku', message: 'Unknown SKU NO-SUCH-SKU' }),
    ]);
    // Nothing of a refused save stays: the code is free.
    ok(await save('BAD-LIST', { name: 'Richtig', currency: 'GBP' }));
  });

  it("serves the list's prices to every customer holding it and nobody else; a change shows at once and outdates a cart", async () => {
    const list = ok<AdminPriceList>(
      await save('GROUP-B', { name: 'Gruppe B', currency: 'EUR', upsert: [{ sku: sku(0), price: 1500 }] }),
    );
    const [hanna, ida, jan] = [await customer('hanna-group'), await customer('ida-group'), await customer('jan-none')];
    await give(hanna.id, list.id);
    await give(ida.id, list.id);
    expect((await read('GROUP-B')).list.customers).toEqual([hanna.customerNumber, ida.customerNumber].sort());
    expect([await priceSeenBy(hanna.cookie), await priceSeenBy(ida.cookie), await priceSeenBy(jan.cookie)]).toEqual([
      1500, 1500, 2000,
    ]);

    // Hanna prices a cart, then the ERP changes the list.
    await ctx.database.db.insert(addresses).values(defaultAddressRow(hanna));
    const cart = ok<Cart>(await call('POST', '/carts', {}, hanna.cookie));
    ok(await call('POST', `/carts/${cart.id}/items`, { sku: sku(0), quantity: 1 }, hanna.cookie));
    const filled = ok<Cart>(
      await call('PUT', `/carts/${cart.id}/checkout`, { shippingMethod: { methodCode: 'standard' } }, hanna.cookie),
    );
    const report = ok<FeedReport>(
      await admin('POST', '/admin/api/price-lists/GROUP-B/entries', {
        items: [
          { sku: sku(0), price: 1400 },
          { sku: 'NOT-A-SKU', price: 100 },
        ],
      }),
    );
    expect(report).toEqual({ updated: 1, unchanged: 0, unknown: [{ index: 1, sku: 'NOT-A-SKU' }] });
    expect([await priceSeenBy(hanna.cookie), await priceSeenBy(ida.cookie), await priceSeenBy(jan.cookie)]).toEqual([
      1400, 1400, 2000,
    ]);
    const order = {
      cartId: cart.id,
      cart: { version: filled.version, grandTotalIncTax: filled.grandTotalIncTax },
      paymentMethodCode: 'invoice',
      termsAccepted: true,
    };
    refused(await call('POST', '/orders', order, hanna.cookie), 409, 'CART_OUTDATED_ERROR');
    const reread = ok<Cart>(await call('GET', `/carts/${cart.id}`, undefined, hanna.cookie));
    expect(reread.cartItems[0]!.priceInfo?.regular).toBe(1400);

    // Deleting it is refused while they hold it, naming them.
    const { version } = (await read('GROUP-B')).list;
    const held = refused(await admin('DELETE', `/admin/api/price-lists/GROUP-B?version=${version}`), 409, 'CONFLICT');
    expect(held.message).toContain(hanna.customerNumber);
    expect(held.message).toContain(ida.customerNumber);
    await give(hanna.id, null);
    await give(ida.id, null);
    expect(await priceSeenBy(hanna.cookie)).toBe(2000);
    refused(await admin('DELETE', `/admin/api/price-lists/GROUP-B?version=${version - 1}`), 409, 'CONFLICT');
    ok(await admin('DELETE', `/admin/api/price-lists/GROUP-B?version=${version}`));
    refused(await admin('GET', '/admin/api/price-lists/GROUP-B'), 404, 'NOT_FOUND');
  });

  it('tells the second of two editors that the list changed meanwhile, and audits each change', async () => {
    const made = ok<AdminPriceList>(await save('GROUP-C', { name: 'Gruppe C', currency: 'EUR' }));
    const first = ok<AdminPriceList>(
      await save('GROUP-C', {
        name: 'Gruppe C neu',
        currency: 'EUR',
        version: made.version,
        upsert: [{ sku: sku(1), price: 2900 }],
      }),
    );
    expect(first).toMatchObject({ version: 2, entries: 1 });
    const second = refused(
      await save('GROUP-C', { name: 'Gruppe C alt', currency: 'EUR', version: made.version }),
      409,
      'CONFLICT',
    );
    expect(second.message).toContain('changed meanwhile');
    ok(await save('GROUP-C', { name: 'Gruppe C neu', currency: 'EUR', version: 2, remove: [sku(1)] }));
    expect((await read('GROUP-C')).list).toMatchObject({ version: 3, entries: 0 });
    const audit = await auditRowsOf(ctx.database.db, 'price_list', 'GROUP-C');
    expect(audit.map((row) => row.action)).toEqual(['price-list.create', 'price-list.update', 'price-list.update']);
    expect(audit[1]).toMatchObject({
      actor: 'admin-key',
      before: { name: 'Gruppe C' },
      after: { name: 'Gruppe C neu', upserted: [sku(1)] },
    });
  });

  it('imports a CSV of euros only when every line is good, and exports what it holds', async () => {
    ok(await save('GROUP-D', { name: 'Gruppe D', currency: 'EUR', upsert: [{ sku: sku(2), price: 3500 }] }));
    const bad = refused(
      await upload(
        'GROUP-D',
        `sku;price;min_qty\n${sku(0)};0;1\n${sku(1)};12,50;1\n${sku(1)};11.00;5\n${sku(1)};10;3\nNOPE;1;1\n`,
      ),
      400,
      'BAD_REQUEST',
    );
    const errors = (bad as unknown as { details: { errors: RowError[] } }).details.errors;
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'price'],
      [5, 'min_qty'],
      [6, 'sku'],
    ]);
    expect(bad.message).toMatch(/^Line 2, price: a price above 0 .*nothing was written$/);
    expect((await read('GROUP-D')).entries.data.map((e) => [e.sku, e.price])).toEqual([[sku(2), 3500]]);

    const csv = `sku;price;min_qty\n${sku(0)};18,90;1\n${sku(0)};17.5;10\n${sku(1).toLowerCase()};29;\n`;
    expect(ok(await upload('GROUP-D', csv, true))).toEqual({ dryRun: true, rows: 3, products: 2, removed: 1 });
    expect((await read('GROUP-D')).list.version).toBe(1);
    expect(ok(await upload('GROUP-D', csv))).toEqual({ dryRun: false, rows: 3, products: 2, removed: 1 });
    const page = await read('GROUP-D');
    expect(page.list.version).toBe(2);
    expect(page.entries.data.map((e) => [e.sku, e.price, e.tiers])).toEqual(
      [
        [sku(0), 1890, [{ minQty: 10, price: 1750 }]],
        [sku(1), 2900, []],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const exported = await admin('GET', '/admin/api/price-lists/GROUP-D/entries');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body.split('\n')).toEqual(
      expect.arrayContaining(['sku;price;min_qty', `${sku(0)};18.90;1`, `${sku(0)};17.50;10`, `${sku(1)};29.00;1`]),
    );
    // The export imported again changes no price.
    expect(ok(await upload('GROUP-D', exported.body))).toMatchObject({ rows: 3, products: 2, removed: 0 });
    expect((await read('GROUP-D')).entries.data.map((e) => e.price)).toEqual(page.entries.data.map((e) => e.price));
  });

  it("refuses the ERP's tier for a product the list does not price from one unit", async () => {
    ok(await save('GROUP-E', { name: 'Gruppe E', currency: 'EUR' }));
    const error = refused(
      await admin('POST', '/admin/api/price-lists/GROUP-E/entries', {
        items: [{ sku: sku(0), price: 900, minQty: 10 }],
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(error.details?.issues).toEqual([expect.objectContaining({ path: 'body.items.0.minQty' })]);
    const report = ok<FeedReport>(
      await admin('POST', '/admin/api/price-lists/GROUP-E/entries', {
        items: [
          { sku: sku(0), price: 900, minQty: 10 },
          { sku: sku(0), price: 1000 },
        ],
      }),
    );
    expect(report).toMatchObject({ updated: 2, unknown: [] });
    expect(
      ok<FeedReport>(
        await admin('POST', '/admin/api/price-lists/GROUP-E/entries', { items: [{ sku: sku(0), price: 1000 }] }),
      ),
    ).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('replaces the entries of a list as large as a catalogue of 100,000 products', async () => {
    // A CSV of a 100,000-product catalogue answered 500: naming each product as a parameter of its
    // own overflowed the call stack building the SQL. Ids of products the catalogue does not have
    // stand in for them here: the entries to drop are looked for by id alone.
    const list = ok<AdminPriceList>(await save('GROUP-F', { name: 'Gruppe F', currency: 'EUR' }));
    const gone = Array.from({ length: 100_000 }, (_, i) => 1_000_000 + i);
    await ctx.database.db.transaction((tx) =>
      priceListEntryStore(productLabels).replace(tx, list.id, gone, [
        { productId: fixture.products[0]!.id, price: 1500, tiers: [{ minQty: 10, price: 1400 }] },
      ]),
    );
    expect((await read('GROUP-F')).entries.data).toMatchObject([
      { sku: sku(0), price: 1500, tiers: [{ minQty: 10, price: 1400 }] },
    ]);
  });
});
