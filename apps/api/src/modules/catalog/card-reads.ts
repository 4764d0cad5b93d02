import { defaultLocale, siteConfig } from '@shop/contracts';
import { and, asc, type Column, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { stockLevels } from '../inventory';
import { listedPrices } from '../pricing';
import { sellable } from './sellable';
import { products, productTranslations } from './tables';

/** `column` is one of the ids in the statement's `ids` parameter (one array, so the statement is prepared once). */
const inIds = (column: Column, name = 'ids') => sql`${column} = any(${sql.placeholder(name)}::int[])`;

/** What product cards are made of. */
export function cardReads(db: Database) {
  // What a product card shows, in one statement: read for every page of products not yet kept
  // (product-cards.ts), so each statement saved is a round trip per page. A row per product and
  // locale asked for (its own and the default); the description and search document are not on a card,
  // nor the product's other columns (every card is kept in memory, product-cards.ts).
  // The product's list price in the currency asked for and its stock come along, for pricing and
  // inventory to keep: a page of products never read before is then one statement, not three.
  const levels = stockLevels();
  const listed = listedPrices();
  const cardRows = db
    .select({
      id: products.id,
      sku: products.sku,
      itemnum: products.itemnum,
      coverImage: products.coverImage,
      hidePrices: products.hidePrices,
      taxClass: products.taxClass,
      sellable: sql<boolean>`${sellable('product')}`,
      variantCount: sql<number>`(select count(*)::int from product variant where variant.master_id = ${products.id} and variant.active)`,
      text: {
        locale: productTranslations.locale,
        name: productTranslations.name,
        subtitle: productTranslations.subtitle,
        slug: productTranslations.slug,
      },
      listPrice: {
        productId: listed.productId,
        currency: listed.currency,
        regular: listed.regular,
        special: listed.special,
      },
      stock: {
        qty: levels.qty,
        effectivestock: levels.effective,
        externalstock: levels.external,
        markedInStock: levels.marked,
      },
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        sql`${productTranslations.locale} = any(${sql.placeholder('locales')}::text[])`,
      ),
    )
    .leftJoin(levels, eq(levels.productId, products.id))
    .leftJoin(listed, and(eq(listed.productId, products.id), eq(listed.currency, sql.placeholder('currency'))))
    .where(inIds(products.id))
    .prepare('card_rows');

  return {
    /** Every product shoppers see (variants too), in id order: the cards product-cards.ts keeps all of. */
    async sellableIds() {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(sellable('product'))
        .orderBy(asc(products.id));
      return rows.map((r) => r.id);
    },

    /**
     * What a product card shows, for the given ids, texts in the locale (else the default one), and
     * as `offer` each product's list price in `currency` and stock (null: none) as of this read.
     */
    async cards(ids: number[], locale: string, currency: string = siteConfig.defaultCurrency) {
      if (ids.length === 0) return [];
      const rows = await cardRows.execute({ ids, locales: [locale, defaultLocale], currency });
      // The locale's text, else the default locale's.
      const found = new Map<number, (typeof rows)[number]>();
      for (const row of rows) if (row.text.locale === locale || !found.has(row.id)) found.set(row.id, row);
      return ids.flatMap((id) => {
        const card = found.get(id);
        if (!card) return [];
        const { text, variantCount, listPrice, stock, ...row } = card;
        return [{ row, text, variantCount, offer: { listPrice, stock } }];
      });
    },
  };
}
