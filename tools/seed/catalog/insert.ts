import type { Database } from '@shop/api/db';
import {
  additionalProducts,
  attributeOptions,
  attributes,
  categories,
  categoryTranslations,
  includedItems,
  productAttributes,
  productCategories,
  productImages,
  products,
  productTranslations,
} from '@shop/api/tables/catalog';
import { stock } from '@shop/api/tables/inventory';
import {
  priceListCustomers,
  priceListEntries,
  priceLists,
  prices,
  priceTiers,
  taxRates,
} from '@shop/api/tables/pricing';
import { getTableName, sql } from 'drizzle-orm';

/** Empties the catalogue, children first so no foreign key is left dangling. */
export async function clearCatalog(db: Database) {
  for (const table of [
    priceListCustomers,
    priceListEntries,
    priceLists,
    priceTiers,
    prices,
    taxRates,
    stock,
    additionalProducts,
    includedItems,
    productAttributes,
    attributeOptions,
    attributes,
    productImages,
    productCategories,
    productTranslations,
    products,
    categoryTranslations,
    categories,
  ]) {
    await db.delete(table);
  }
}

/** The seed chooses ids itself (so variants can name their master); later inserts continue after them. */
export async function advanceSequences(db: Database) {
  for (const table of [categories, products, attributeOptions, priceLists]) {
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
    );
  }
}
