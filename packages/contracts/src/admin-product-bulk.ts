import { z } from 'zod';
import { productBulkReportSchema, skusSchema } from './admin-products';
import { currencyCodeSchema } from './codes';
import { rowIdNumberSchema } from './ids';
import { defineOperation } from './operation';

// The product table's bulk actions on categories and prices: all the products chosen in one
// transaction, an audit row per product changed.

export const bulkCategorySchema = z.strictObject({
  skus: skusSchema,
  categoryId: rowIdNumberSchema,
  /**
   * add: the product is listed in the category (and so in those above it); one without a primary
   * category gets this one. remove: it leaves the category and those below it; a primary
   * category among them gives way to another of its categories, or none.
   */
  change: z.enum(['add', 'remove'], { error: 'add or remove' }),
});
export type BulkCategory = z.input<typeof bulkCategorySchema>;

/** The largest change: 1,000 % or 100,000.00 in the currency. */
const maxChange = 10_000_000;

export const bulkPriceChangeSchema = z.strictObject({
  skus: skusSchema,
  currency: currencyCodeSchema,
  /** percent: `value` in basis points (1000 = 10 %); amount: in minor units (cents). */
  by: z.enum(['percent', 'amount'], { error: 'percent or amount' }),
  direction: z.enum(['up', 'down'], { error: 'up or down' }),
  value: z
    .number({ error: 'A whole number' })
    .int('A whole number')
    .min(1, 'At least 1')
    .max(maxChange, `At most ${maxChange}`),
  /** Which of each product's prices change: both (the default), only the regular or only the special one. */
  prices: z.enum(['both', 'regular', 'special']).default('both'),
});
export type BulkPriceChange = z.input<typeof bulkPriceChangeSchema>;

const priceSchema = z.object({ regular: z.number().int(), special: z.number().int().nullable() });

/** Each product asked for, with its price in the currency before and after the change. */
export const priceChangePreviewSchema = z
  .object({
    currency: currencyCodeSchema,
    rows: z.array(
      z.object({
        sku: z.string(),
        /** In the shop's default language; null for an unknown SKU. */
        name: z.string().nullable(),
        before: priceSchema.nullable(),
        after: priceSchema.nullable(),
        /**
         * Why this product's change cannot be made (the whole change is then refused): a price
         * below zero, or a special price not below the regular one.
         */
        problem: z.enum(['negative', 'specialNotBelow']).nullable(),
      }),
    ),
  })
  .meta({ id: 'PriceChangePreview' });
export type PriceChangePreview = z.infer<typeof priceChangePreviewSchema>;

export const productTableBulkOperations = {
  setProductsCategory: defineOperation({
    id: 'setProductsCategory',
    method: 'PUT',
    path: '/admin/api/products/categories',
    summary:
      'Adds up to 100 products to a category or removes them from it (and its subcategories), in one transaction; each product is reported: changed, as it was, a variant, or unknown (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    body: bulkCategorySchema,
    response: productBulkReportSchema,
  }),
  previewProductsPrices: defineOperation({
    id: 'previewProductsPrices',
    method: 'POST',
    path: '/admin/api/products/prices/preview',
    summary:
      'Answers the prices in a currency up to 100 products would have after a change by a percentage or an amount, writing nothing (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    body: bulkPriceChangeSchema,
    response: priceChangePreviewSchema,
  }),
  changeProductsPrices: defineOperation({
    id: 'changeProductsPrices',
    method: 'PUT',
    path: '/admin/api/products/prices',
    summary:
      'Changes the prices in a currency of up to 100 products by a percentage or an amount, all or none: refused, naming the products, when a price would be negative or a special price not below the regular one (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    body: bulkPriceChangeSchema,
    response: productBulkReportSchema,
  }),
};
