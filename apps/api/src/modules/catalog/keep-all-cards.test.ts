import type { ProductCard } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { contentEntries } from '../content/tables';
import { stock } from '../inventory/tables';
import { prices } from '../pricing/tables';
import { productCategories, productTranslations } from './tables';

/** The SQL of a statement as either driver is handed it: PGlite a string, node-postgres a config. */
const textOf = (statement: unknown) =>
  typeof statement === 'string' ? statement : String((statement as { text?: string }).text ?? '');

/**
 * The running API keeps every product's card in the default locale (product-cards.ts keepAll):
 * a listing page no one asked for before makes no statement for its cards, prices or stock, and
 * after a catalogue change the cards are read whole again, showing the change.
 */
describe.each(databaseKinds)('every card kept on %s', (kind) => {
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 60, now: new Date('2026-06-01T00:00:00Z') });
      // Guests see prices and stock; written before the API starts, as a change after it would empty its kept stock.
      await db
        .insert(contentEntries)
        .values({ type: 'setting', identifier: 'branding', locale: 'de', config: { isPriceForGuestEnabled: true } });
    },
    { housekeeping: true },
  );

  /** The statements a request makes, and its answer. */
  async function listing(categoryId: number, offset?: number) {
    const { $client: client } = ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
    const query = vi.spyOn(client, 'query');
    try {
      const page = offset === undefined ? 'limit=100' : `limit=1&offset=${offset}`;
      const res = await ctx.api.inject({ url: `/products?catId=${categoryId}&locale=de&currency=EUR&${page}` });
      expect(res.statusCode, res.body).toBe(200);
      const statements = query.mock.calls.map(([statement]) => textOf(statement));
      return {
        cards: (res.json() as { data: ProductCard[] }).data,
        cardStatements: statements.filter((sql) => /from "product" inner join "product_translation"/.test(sql)),
        offerStatements: statements.filter((sql) => /^select [^(]* from "(price|stock)" where/.test(sql)),
      };
    } finally {
      query.mockRestore();
    }
  }

  /** Each category's products. */
  async function members() {
    const rows = await ctx.database.db
      .select({ categoryId: productCategories.categoryId, productId: productCategories.productId })
      .from(productCategories)
      .orderBy(productCategories.categoryId, productCategories.productId);
    const byCategory = new Map<number, Set<number>>();
    for (const row of rows)
      byCategory.set(row.categoryId, (byCategory.get(row.categoryId) ?? new Set()).add(row.productId));
    return byCategory;
  }

  it('answers a first listing from kept cards that hold what the database holds, and reads them again after a change', async () => {
    // Ready once the indexes are built and every card is kept.
    await expect.poll(async () => (await ctx.api.inject('/readyz')).statusCode, { timeout: 30_000 }).toBe(200);
    const byCategory = await members();
    const [first, second] = [...byCategory.keys()];
    // The largest category sharing no product with the second: its pages are asked for one by one below.
    const [third] = [...byCategory]
      .filter(([id, ids]) => id !== second && [...ids].every((p) => !byCategory.get(second!)!.has(p)))
      .sort(([, a], [, b]) => b.size - a.size)
      .map(([id]) => id);

    const page = await listing(first!);
    expect(page.cards.length).toBeGreaterThan(1);
    expect(page.cardStatements).toEqual([]);
    expect(page.offerStatements).toEqual([]);
    const db = ctx.database.db;
    const listed = new Map(
      (await db.select().from(prices).where(eq(prices.currency, 'EUR'))).map((p) => [p.productId, p]),
    );
    const held = new Map((await db.select().from(stock)).map((s) => [s.productId, s]));
    const names = new Map(
      (await db.select().from(productTranslations).where(eq(productTranslations.locale, 'de'))).map((t) => [
        t.productId,
        t.name,
      ]),
    );
    for (const card of page.cards) {
      expect(card.name, `name of ${card.id}`).toBe(names.get(card.id));
      expect(card.priceInfo?.regular ?? null, `price of ${card.id}`).toBe(
        card.hidePrices ? null : (listed.get(card.id)?.regular ?? null),
      );
      expect(card.stock?.qty ?? null, `stock of ${card.id}`).toBe(held.get(card.id)?.qty ?? null);
    }

    // A product of the second category is renamed: a new catalogue version, whose cards are read whole again.
    const [member] = await db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .where(eq(productCategories.categoryId, second!))
      .limit(1);
    await db
      .update(productTranslations)
      .set({ name: 'Umbenannter Hammer' })
      .where(and(eq(productTranslations.productId, member!.id), eq(productTranslations.locale, 'de')));
    await expect
      .poll(async () => (await listing(second!)).cards.find((card) => card.id === member!.id)?.name)
      .toBe('Umbenannter Hammer');
    // Pages no one asked for at the new version, one product each: once the cards are read again, one comes without a statement.
    let offset = 0;
    await expect.poll(async () => (await listing(third!, offset++)).cardStatements, { timeout: 10_000 }).toEqual([]);
    expect(offset).toBeLessThanOrEqual(byCategory.get(third!)!.size);
  });
});
