// A list's page finds and sorts its entries by their own copies of the product's SKU and name in the
// shop's default language (migration 0039): the copies follow every change of the catalogue's,
// made row by row, by a bulk import, or by another transaction while the entry is being written.
import { type AdminPriceListEntry, siteConfig } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/connection';
import { holdTransaction } from '../../db/held-transaction';
import { rowsOf } from '../../db/rows';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { beginImport, finishImport } from '../catalog/bulk';

type Page = { entries: { data: AdminPriceListEntry[]; count: number } };

const setName = (db: Database, productId: number, name: string, locale = siteConfig.defaultLocale) =>
  db.execute(sql`update product_translation set name = ${name} where product_id = ${productId} and locale = ${locale}`);
const setSku = (db: Database, productId: number, sku: string) =>
  db.execute(sql`update product set sku = ${sku} where id = ${productId}`);

describe.each(databaseKinds)("a price list's copies of its products' SKUs and names on %s", (kind) => {
  const fixture = {} as { products: Array<{ id: number; sku: string }> };
  const ctx = useTestApi(kind, async ({ db }) => {
    fixture.products = await seedMerchantShop(db, [2000, 3000, 4000]);
  });
  const { admin, ok } = merchantCalls(ctx);
  const db = () => ctx.database.db;
  const product = (i: number) => fixture.products[i]!;
  const read = async (code: string, query = '') =>
    ok<Page>(await admin('GET', `/admin/api/price-lists/${code}${query ? `?${query}` : ''}`)).entries;
  /** A list of the fixture's products, by the SKUs they have now (a test before may have changed them). */
  const listOf = async (code: string) => {
    const skus = rowsOf<{ sku: string }>(
      await db().execute(
        sql`select sku from product where id = any(${sql.param(fixture.products.map((p) => p.id))}::int[]) order by id`,
      ),
    );
    ok(
      await admin('PUT', `/admin/api/price-lists/${code}`, {
        name: code,
        currency: 'EUR',
        upsert: skus.map(({ sku }, i) => ({ sku, price: 1000 + i })),
      }),
    );
  };
  const entryOf = async (code: string, productId: number) =>
    rowsOf<{ sku: string; name: string }>(
      await db().execute(
        sql`select e.sku, e.name from price_list_entry e join price_list l on l.id = e.price_list_id
          where l.code = ${code} and e.product_id = ${productId}`,
      ),
    )[0];

  it("names entries in the shop's default language, as the catalogue's labels do", async () => {
    const [row] = rowsOf<{ locale: string }>(await db().execute(sql`select catalog_default_locale() as locale`));
    // A shop whose default language changes needs a migration redefining the function and relabelling every entry.
    expect(row?.locale).toBe(siteConfig.defaultLocale);
  });

  it('shows, sorts and finds entries by the SKU and default name the catalogue has now', async () => {
    await listOf('LABELS-A');
    await setName(db(), product(1).id, 'Aaa Schraubzwinge Spezial');
    await setSku(db(), product(2).id, `${product(2).sku}-NEU`);
    // Another language's name is not the list's.
    await setName(db(), product(0).id, 'Aaa English name', 'en');

    const byName = await read('LABELS-A', 'sort=name');
    expect(byName.data[0]).toMatchObject({ productId: product(1).id, name: 'Aaa Schraubzwinge Spezial' });
    expect((await read('LABELS-A', 'sort=-name')).data.at(-1)?.productId).toBe(product(1).id);
    expect((await read('LABELS-A', 'q=zwinge%20spez')).data.map((e) => e.productId)).toEqual([product(1).id]);
    expect((await read('LABELS-A', 'q=english')).data).toEqual([]);
    const renamed = await read('LABELS-A', 'q=-neu');
    expect(renamed.data).toMatchObject([{ productId: product(2).id, sku: `${product(2).sku}-NEU` }]);
    expect(renamed.count).toBe(1);
    expect((await read('LABELS-A', 'sort=-sku')).data[0]?.sku).toBe(`${product(2).sku}-NEU`);

    // Without a name in the default language the entry has none, and has it again when one is written.
    await db().execute(
      sql`delete from product_translation where product_id = ${product(0).id} and locale = ${siteConfig.defaultLocale}`,
    );
    expect((await read('LABELS-A', 'sort=name')).data[0]).toMatchObject({ productId: product(0).id, name: '' });
    await db().execute(
      sql`insert into product_translation (product_id, locale, name, title, slug)
        values (${product(0).id}, ${siteConfig.defaultLocale}, 'Wieder benannt', 'Wieder benannt', 'wieder-benannt')`,
    );
    expect(await entryOf('LABELS-A', product(0).id)).toEqual({ sku: product(0).sku, name: 'Wieder benannt' });
  });

  it('relabels the entries of the products a bulk import wrote as it finishes', async () => {
    await listOf('LABELS-B');
    await db().transaction(async (tx) => {
      await beginImport(tx);
      // Row triggers stand aside during a bulk import; the finish copies what changed.
      await setName(tx, product(0).id, 'Importierter Name');
      await finishImport(tx, [product(0).id]);
    });
    expect(await entryOf('LABELS-B', product(0).id)).toMatchObject({ name: 'Importierter Name' });
    await db().transaction(async (tx) => {
      await beginImport(tx);
      await setSku(tx, product(1).id, `${product(1).sku}-IMP`);
      await finishImport(tx, undefined, { analyze: false });
    });
    expect(await entryOf('LABELS-B', product(1).id)).toMatchObject({ sku: `${product(1).sku}-IMP` });
  });

  // Two transactions at once need two connections: PGlite has one.
  it.runIf(kind === 'postgres')(
    'copies a change made while an entry is written, whichever of the two commits first',
    async () => {
      await listOf('LABELS-C');
      const [list] = rowsOf<{ id: number }>(await db().execute(sql`select id from price_list where code = 'LABELS-C'`));
      const waitsForALock = () =>
        vi.waitFor(
          async () => {
            const [row] = rowsOf<{ n: number }>(
              await db().execute(
                sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
              ),
            );
            if (row?.n !== 1) throw new Error('nobody waits for a lock yet');
          },
          { timeout: 10_000, interval: 20 },
        );
      const write = (tx: Database, productId: number) =>
        tx.execute(
          sql`insert into price_list_entry (price_list_id, product_id, price) values (${list!.id}, ${productId}, 999)
            on conflict (price_list_id, product_id, min_qty) do nothing`,
        );
      const remove = (productId: number) =>
        db().execute(sql`delete from price_list_entry where price_list_id = ${list!.id} and product_id = ${productId}`);

      // Drizzle sends a query when it is awaited or then'd: `started` sends it at once.
      const started = (query: PromiseLike<unknown>) => query.then(() => undefined);
      const held: Array<{ rollback(): Promise<void> }> = [];
      const hold = async () => {
        const transaction = await holdTransaction(db());
        held.push(transaction);
        return transaction;
      };
      try {
        // The entry first: the rename waits for its commit, then relabels it.
        await remove(product(0).id);
        const entry = await hold();
        await write(entry.tx, product(0).id);
        const rename = await hold();
        const renamed = started(setName(rename.tx, product(0).id, 'Umbenannt, während geschrieben'));
        await waitsForALock();
        await entry.commit();
        await renamed;
        await rename.commit();
        expect(await entryOf('LABELS-C', product(0).id)).toMatchObject({ name: 'Umbenannt, während geschrieben' });

        // The SKU's change first: the entry waits for its commit, then reads it.
        await remove(product(1).id);
        const change = await hold();
        await setSku(change.tx, product(1).id, `${product(1).sku}-X`);
        const late = await hold();
        const written = started(write(late.tx, product(1).id));
        await waitsForALock();
        await change.commit();
        await written;
        await late.commit();
        expect(await entryOf('LABELS-C', product(1).id)).toMatchObject({ sku: `${product(1).sku}-X` });
      } finally {
        // Whatever failed, no transaction stays open to block the tests after this one (a commit's rollback does nothing).
        await Promise.all(held.map((transaction) => transaction.rollback()));
      }
    },
  );
});
