import type { ProductCard } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { setBranding, useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { stock } from '../inventory/tables';
import { prices } from '../pricing/tables';
import { productCategories } from './tables';

/** The SQL of a statement as either driver is handed it: PGlite a string, node-postgres a config. */
const textOf = (statement: unknown) =>
  typeof statement === 'string' ? statement : String((statement as { text?: string }).text ?? '');

/**
 * A page of products no one read before (product-cards.ts): the cards' rows come with their list
 * prices and stock in one statement, which pricing and inventory keep, so the shopper's offers are
 * not read again on their own, and are the database's.
 */
describe.each(databaseKinds)('first reads of product cards on %s', (kind) => {
  const ids = { category: 0, unpriced: 0, unstocked: 0 };
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 60, now: new Date('2026-06-01T00:00:00Z') });
    // Two products of one category: one loses its price, the other its stock row.
    const [first] = await db.select().from(productCategories).orderBy(productCategories.productId).limit(1);
    const [one, other] = await db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .where(eq(productCategories.categoryId, first!.categoryId))
      .orderBy(productCategories.productId)
      .limit(2);
    ids.category = first!.categoryId;
    ids.unpriced = one!.id;
    ids.unstocked = other!.id;
    await db.delete(prices).where(eq(prices.productId, ids.unpriced));
    await db.delete(stock).where(eq(stock.productId, ids.unstocked));
  });

  it('reads list prices and stock with the cards, and shows what the database holds', async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    // Both drivers hand every statement to their client's `query` (PGlite's, or the pg pool's).
    const { $client: client } = ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
    const query = vi.spyOn(client, 'query');
    const res = await ctx.api.inject({ url: `/products?catId=${ids.category}&locale=en&currency=EUR&limit=100` });
    expect(res.statusCode, res.body).toBe(200);
    const statements = query.mock.calls.map(([statement]) => textOf(statement));
    query.mockRestore();
    const cards = (res.json() as { data: ProductCard[] }).data;
    expect(cards.length).toBeGreaterThan(1);

    // One statement read the cards; none read prices or stock on its own.
    expect(statements.filter((sql) => /from "product" inner join "product_translation"/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /^select [^(]* from "(price|stock)" where/.test(sql))).toEqual([]);

    const db = ctx.database.db;
    const listed = new Map(
      (await db.select().from(prices).where(eq(prices.currency, 'EUR'))).map((p) => [p.productId, p]),
    );
    const held = new Map((await db.select().from(stock)).map((s) => [s.productId, s]));
    for (const card of cards) {
      const price = listed.get(card.id);
      expect(card.priceInfo?.regular ?? null, `price of ${card.id}`).toBe(
        card.hidePrices ? null : (price?.regular ?? null),
      );
      expect(card.stock?.qty ?? null, `stock of ${card.id}`).toBe(held.get(card.id)?.qty ?? null);
    }
    expect(cards.find((card) => card.id === ids.unpriced)?.priceInfo).toBeNull();
    expect(cards.find((card) => card.id === ids.unstocked)?.stock).toBeNull();
  });
});
