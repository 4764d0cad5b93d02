import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/tables';

/** List price per product and currency, in minor units (cents), net of tax. */
export const prices = pgTable(
  'price',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    regular: integer('regular').notNull(),
    special: integer('special'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    index('price_sort').on(t.currency, t.regular),
    check('price_not_negative', sql`${t.regular} >= 0 and (${t.special} is null or ${t.special} >= 0)`),
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
 * A customer's own price list (B2B agreements). `customerNumber` ties it to the customer module's
 * customer without reading its tables.
 */
export const priceLists = pgTable(
  'price_list',
  {
    id: serial('id').primaryKey(),
    customerNumber: text('customer_number').notNull(),
    name: text('name').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [index('price_list_customer').on(t.customerNumber)],
);

export const priceListEntries = pgTable(
  'price_list_entry',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    price: integer('price').notNull(),
    /** Price from this quantity on (tiered prices); 1 for the base agreement. */
    minQty: integer('min_qty').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.productId, t.currency, t.minQty] })],
);
