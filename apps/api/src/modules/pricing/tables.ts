import { getTableName, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, instant } from '../../db/columns';
import { productKey } from '../catalog/tables';

/** List price per product and currency, in minor units (cents), net of tax. */
export const prices = pgTable(
  'price',
  {
    productId: belongsTo('product_id', () => productKey()),
    currency: text('currency').notNull(),
    regular: integer('regular').notNull(),
    special: integer('special'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    // Listings by price, and the back office's product table paged in price order (product id breaking ties).
    index('price_sort').on(t.currency, t.regular, t.productId),
    check('price_not_negative', sql`${t.regular} >= 0 and (${t.special} is null or ${t.special} >= 0)`),
  ],
);

/**
 * Quantity prices everyone gets (net, minor units): from `minQty` units on, a unit costs `price`.
 * A customer's own price list may still be lower; the lowest applicable price wins.
 */
export const priceTiers = pgTable(
  'price_tier',
  {
    productId: belongsTo('product_id', () => productKey()),
    currency: text('currency').notNull(),
    minQty: integer('min_qty').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency, t.minQty] }),
    check('price_tier_valid', sql`${t.minQty} >= 2 and ${t.price} >= 0`),
  ],
);

/** Tax rates per tax class, in basis points (1900 = 19 %). */
export const taxRates = pgTable(
  'tax_rate',
  {
    taxClass: text('tax_class').notNull(),
    country: text('country').notNull(),
    rate: integer('rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taxClass, t.country] })],
);

/**
 * A price list: the prices agreed with a group of customers (B2B agreements), in one currency,
 * valid for an optional window. Raised `version` by every staff change: a change names the version
 * it was made against.
 */
export const priceLists = pgTable(
  'price_list',
  {
    id: serial('id').primaryKey(),
    /** The merchant's and the ERP's name for it (CLI, imports). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    validFrom: instant('valid_from'),
    validTo: instant('valid_to'),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('price_list_code').on(t.code)],
);

/** A product's price in a list (net, minor units, the list's currency), from `minQty` units on. */
export const priceListEntries = pgTable(
  'price_list_entry',
  {
    priceListId: belongsTo('price_list_id', () => priceLists.id),
    productId: belongsTo('product_id', () => productKey()),
    price: integer('price').notNull(),
    /** Price from this quantity on (tiered prices); 1 for the base agreement. */
    minQty: integer('min_qty').notNull().default(1),
    /**
     * The product's SKU and its name in the shop's default language, as the catalogue has them:
     * copied by triggers (migration 0039) when the entry is written and whenever the catalogue
     * changes them, never written by the app. The back office's page of a list is found, sorted
     * and paged by them from this table's indexes alone: joined to the catalogue, every page of a
     * 100,000-product list sorted the whole list.
     */
    sku: text('sku').notNull().default(''),
    name: text('name').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId, t.minQty] }),
    check('price_list_entry_valid', sql`${t.price} > 0 and ${t.minQty} >= 1`),
    // A list's page per sort (the price from one unit), walked in order and read from the index
    // alone (it holds every column the page shows): an offset skips index entries only.
    index('price_list_entry_by_sku').on(t.priceListId, t.sku, t.productId, t.name, t.price).where(sql`min_qty = 1`),
    index('price_list_entry_by_name').on(t.priceListId, t.name, t.sku, t.productId, t.price).where(sql`min_qty = 1`),
    index('price_list_entry_by_price').on(t.priceListId, t.price, t.sku, t.productId, t.name).where(sql`min_qty = 1`),
    // A search by any part of a SKU or name (ILIKE '%…%'), by trigrams.
    index('price_list_entry_sku_trgm').using('gin', sql`${t.sku} gin_trgm_ops`).where(sql`min_qty = 1`),
    index('price_list_entry_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).where(sql`min_qty = 1`),
    // A product's entries in every list: its SKU or name changed, or the product deleted.
    index('price_list_entry_product').on(t.productId),
  ],
);

/**
 * Which price list a customer buys at: at most one each, any number of customers a list.
 * `customerNumber` ties it to the customer module's customer without reading its tables.
 */
export const priceListCustomers = pgTable(
  'price_list_customer',
  {
    customerNumber: text('customer_number').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id),
  },
  (t) => [index('price_list_customer_list').on(t.priceListId)],
);

/** Pricing's tables the catalogue's bulk path fills (seed, import), by name: catalog/bulk.ts analyses them as it finishes. */
export const bulkPriceTables = [prices, priceTiers, priceListEntries].map((table) => getTableName(table));
