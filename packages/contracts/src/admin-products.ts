import { z } from 'zod';
import { bulkListOf, bulkOutcomeSchema } from './admin-bulk';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { rowIdSchema } from './ids';
import { defineOperation, pageSchema } from './operation';

/** A product as the back office lists it: what staff change of it, with its prices and stock. */
export const adminProductSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    itemnum: z.string(),
    /** In the shop's default language. */
    name: z.string(),
    /** Listed in the shop (an inactive product is not shown, found or sold; its orders stay). */
    active: z.boolean(),
    /** A variant's master's SKU; null for a master or a stand-alone product. */
    masterSku: z.string().nullable(),
    /** Own and external stock, pieces. */
    stock: z.number().int(),
    /** Of `stock`: pieces in our warehouse (shipped in 1-2 days), as the stock feed's `qty` sets them. */
    warehouseStock: z.number().int(),
    /** Of `stock`: pieces the supplier delivers (4-5 days), as the stock feed's `externalStock` sets them. */
    supplierStock: z.number().int(),
    prices: z.array(
      z.object({ currency: currencyCodeSchema, regular: z.number().int(), special: z.number().int().nullable() }),
    ),
    /** The brand's name in the shop's default language; null without one. */
    brand: z.string().nullable(),
    /** The category the breadcrumbs show, named in the shop's default language; null without one. */
    primaryCategory: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** The cover picture's path under /images; null without a picture. */
    cover: z.string().nullable(),
    /** The shop's languages the product has no name in. */
    missingLocales: z.array(localeCodeSchema),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Listed products with this many pieces or fewer (own and external stock) are low on stock. */
export const lowStockThreshold = 5;

/** How the product table sorts: by SKU, name (default language), stock, regular price in euros, newest; '-' descending. */
export const adminProductSorts = [
  'sku',
  '-sku',
  'name',
  '-name',
  'stock',
  '-stock',
  'price',
  '-price',
  'created',
  '-created',
] as const;

export const adminProductQuerySchema = z.strictObject({
  /** SKU, item number, EAN or name, or a part of one. */
  q: z.string().trim().max(100, 'At most 100 characters').optional(),
  active: z.enum(['true', 'false']).optional(),
  /**
   * low: listed products low on stock, as the dashboard counts them (not masters, not marked in
   * stock); in: pieces to sell (own or external) or marked in stock; out: neither.
   */
  stock: z.enum(['low', 'in', 'out']).optional(),
  /** Products in this category or any below it (a variant by its master's). */
  category: rowIdSchema.optional(),
  /** Products of this brand, by its option value ('bosch'). */
  brand: z.string().trim().min(1).max(100, 'At most 100 characters').optional(),
  /** Products without a name in this language. */
  missing: localeCodeSchema.optional(),
  /** none: products without a picture. */
  picture: z.enum(['none']).optional(),
  sort: z.enum(adminProductSorts).default('sku'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const skuSchema = z.string().trim().min(1).max(60);
const skuParams = z.object({ sku: skuSchema });

/** SKUs a bulk action takes, each once (as the catalogue spells them, whatever the case). */
export const skusSchema = bulkListOf(skuSchema, 'product', (sku) => sku.toUpperCase());

/** Each product asked for, in the order asked, with what became of it. */
export const productBulkReportSchema = z
  .object({ results: z.array(bulkOutcomeSchema.extend({ sku: z.string() })) })
  .meta({ id: 'ProductBulkReport' });
export type ProductBulkReport = z.infer<typeof productBulkReportSchema>;

export const bulkListingSchema = z.strictObject({ skus: skusSchema, active: z.boolean({ error: 'true or false' }) });
export const bulkStockSchema = z.strictObject({
  skus: skusSchema,
  /** Pieces in our warehouse, for each product; the supplier's stay as they are. */
  qty: z
    .number({ error: 'A whole number of pieces' })
    .int('A whole number of pieces')
    .min(0, 'Not negative')
    .max(100_000_000, 'At most 100000000'),
});
export type BulkStock = z.input<typeof bulkStockSchema>;

/** What the product table's filters offer: categories (each with its path of names) and brands. */
export const productTableOptionsSchema = z
  .object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        /** Names from the root down, in the language asked. */
        path: z.array(z.string()),
      }),
    ),
    brands: z.array(z.object({ value: z.string(), name: z.string() })),
  })
  .meta({ id: 'ProductTableOptions' });
export type ProductTableOptions = z.infer<typeof productTableOptionsSchema>;

export const productAdminOperations = {
  getProductTableOptions: defineOperation({
    id: 'getProductTableOptions',
    method: 'GET',
    path: '/admin/api/products/options',
    summary: "The product table's categories (by their paths of names) and brands, named in the language asked (owner)",
    tag: 'catalog admin',
    auth: 'owner',
    query: z.strictObject({ locale: localeCodeSchema.optional() }),
    response: productTableOptionsSchema,
  }),
  listAdminProducts: defineOperation({
    id: 'listAdminProducts',
    method: 'GET',
    path: '/admin/api/products',
    summary:
      'Products found by SKU, item number, EAN or name, filtered by category, brand, listing, stock, missing name or picture, with prices and stock, sorted and paged (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    query: adminProductQuerySchema,
    response: pageSchema(adminProductSchema),
  }),
  setProductListed: defineOperation({
    id: 'setProductListed',
    method: 'PUT',
    path: '/admin/api/products/:sku/listed',
    summary: 'Lists or unlists a product (and its variants) in the shop; shoppers see it within seconds (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    params: skuParams,
    body: z.strictObject({ active: z.boolean({ error: 'true or false' }) }),
    response: adminProductSchema,
  }),
  setProductsListed: defineOperation({
    id: 'setProductsListed',
    method: 'PUT',
    path: '/admin/api/products/listed',
    summary:
      'Lists or unlists up to 100 products (and their variants) at once; each product is reported: changed, as it was, or unknown (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    body: bulkListingSchema,
    response: productBulkReportSchema,
  }),
  setProductsStock: defineOperation({
    id: 'setProductsStock',
    method: 'PUT',
    path: '/admin/api/products/stock',
    summary:
      "Sets the pieces in our warehouse of up to 100 products to one number (the supplier's stay); each product is reported: changed, as it was, or unknown (owner)",
    tag: 'catalog admin',
    auth: 'owner',
    body: bulkStockSchema,
    response: productBulkReportSchema,
  }),
};
