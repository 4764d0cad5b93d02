import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sellable } from './sellable';
import { products } from './tables';

/** Products by the numbers shoppers type: SKUs, item numbers, EANs, and the start of one. */
export function numberLookups(db: Database) {
  return {
    idsBySku(skus: string[]) {
      if (skus.length === 0) return Promise.resolve([]);
      return db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus));
    },

    /**
     * The products numbers name, as a shopper types them: an item number, a SKU (in any case) or an
     * EAN. Where one number could name two products, the item number wins, then the SKU.
     */
    async idsByNumber(numbers: string[]): Promise<Map<string, number>> {
      if (numbers.length === 0) return new Map();
      const upper = numbers.map((n) => n.toUpperCase());
      const rows = await db
        .select({ id: products.id, sku: products.sku, itemnum: products.itemnum, ean: products.ean })
        .from(products)
        .where(
          and(
            sql`(${inArray(products.itemnum, numbers)} or ${inArray(products.sku, upper)} or ${inArray(products.ean, numbers)})`,
            sellable('product'),
          ),
        );
      const by = (key: 'itemnum' | 'sku' | 'ean') => new Map(rows.map((row) => [row[key], row.id]));
      const [byItemnum, bySku, byEan] = [by('itemnum'), by('sku'), by('ean')];
      const found = new Map<string, number>();
      for (const number of numbers) {
        const id = byItemnum.get(number) ?? bySku.get(number.toUpperCase()) ?? byEan.get(number);
        if (id !== undefined) found.set(number, id);
      }
      return found;
    },

    /**
     * Products whose item number, SKU or EAN starts with `prefix` (item numbers first), leaving out
     * masters: a quick-order row names what goes into the cart, and that is a variant.
     */
    numberPrefixMatches(prefix: string, limit: number) {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            sql`(${products.itemnum} like ${pattern} or ${products.sku} like ${pattern.toUpperCase()} or ${products.ean} like ${pattern})`,
            sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
            sellable('product'),
          ),
        )
        .orderBy(asc(products.itemnum))
        .limit(limit)
        .then((rows) => rows.map((r) => r.id));
    },
  };
}
