import { z } from 'zod';
import { amountSchema, siteCurrencySchema } from './admin-fields';
import { localeCodeSchema } from './codes';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

// The product editor of the back office: one product as a whole, read and saved through the
// catalogue's one write model (the import's checks and writer). Shape and size are checked here;
// the rules of a valid product (names, prices below the regular one, unique numbers …) are the
// catalogue's and answer as named refusals at their fields.

const text = (max: number) => z.string().max(max, said('atMostCharacters', { maximum: max }));

/** A text per locale; a locale without one shows the default locale's. */
export const perLocaleTextSchema = (max: number) => z.partialRecord(localeCodeSchema, text(max));

export const skuSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, said('skuRequired'))
  .max(64, said('atMostCharacters', { maximum: 64 }));
export const countSchema = z
  .number({ error: said('wholeNumber') })
  .int(said('wholeNumber'))
  .min(0, said('notNegative'))
  .max(100_000_000, said('atMost', { maximum: 100000000 }));

/** The product's texts per locale; the catalogue limits each (a name 200 characters, a description 20,000). */
export const productTextsSchema = z.strictObject({
  name: perLocaleTextSchema(1_000),
  title: perLocaleTextSchema(1_000),
  subtitle: perLocaleTextSchema(1_000),
  /** HTML, cleaned by the shop's allow-list before it is kept. */
  description: perLocaleTextSchema(40_000),
  slug: perLocaleTextSchema(1_000),
});

export const productEditPriceSchema = z.strictObject({
  currency: siteCurrencySchema,
  /** Net, in cents. */
  regular: amountSchema,
  special: amountSchema.nullable(),
  /** From minQty units on, a unit costs price (cents). */
  tiers: z.array(z.strictObject({ minQty: countSchema, price: amountSchema })).max(20, said('atMost', { maximum: 20 })),
});

/** What the editor changes of a product: every part of it the catalogue keeps. */
export const productEditSchema = z.strictObject({
  itemnum: text(1_000).trim(),
  ean: z
    .string()
    .trim()
    .max(14, said('atMostCharacters', { maximum: 14 }))
    .nullable(),
  listed: z.boolean(),
  hidePrices: z.boolean(),
  taxClass: text(100).trim(),
  brand: text(1_000).trim(),
  texts: productTextsSchema,
  /** Category ids, the first the primary one (the breadcrumbs follow it). */
  categories: z.array(z.number().int().positive().max(2_147_483_647)).max(50, said('atMost', { maximum: 50 })),
  /** Values per attribute code (brand aside), each a text per locale; the default locale's names the value. */
  attributes: z.record(z.string().max(64), z.array(perLocaleTextSchema(1_000)).max(100)),
  /** Pictures in order, the first the cover: a picture the shop serves (/media/…) and its text per locale. */
  images: z.array(z.strictObject({ url: text(2_000), alt: perLocaleTextSchema(1_000) })).max(50),
  /** SKUs of products offered with this one, in order. */
  accessories: z.array(skuSchema).max(100),
  /** What comes in the box, one entry per unit. */
  included: z.array(z.strictObject({ itemnum: text(64), name: perLocaleTextSchema(1_000) })).max(100),
  prices: z.array(productEditPriceSchema).max(10),
  /** Pieces in our warehouse and at the supplier; null: no stock data (not available). */
  stock: z.strictObject({ warehouse: countSchema, external: countSchema }).nullable(),
});
export type ProductEdit = z.infer<typeof productEditSchema>;

/** A master's variant as its master's page lists it: its options, regular price, stock and picture. */
export const variantRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** The default locale's value per option (attribute code) of the master. */
  options: z.record(z.string(), z.string()),
  /** Net, in cents, in the shop's default currency; null: no price. */
  regular: z.number().int().nullable(),
  /** Pieces in our warehouse; null: no stock data. */
  stock: z.number().int().nullable(),
  /** Its picture (its first), a path the shop serves; null: none. */
  image: z.string().nullable(),
  /** The variant's version, as a save of it names. */
  version: z.string(),
});
export type VariantRow = z.infer<typeof variantRowSchema>;

/** A product as the editor edits it, with the version a save names. */
export const adminProductDetailSchema = productEditSchema
  .extend({
    id: z.number().int(),
    sku: z.string(),
    /** The master's SKU of a variant; null for a master or a stand-alone product. */
    parentSku: z.string().nullable(),
    /** The master's id of a variant (its page links to it); null for a master or a stand-alone product. */
    parentId: z.number().int().nullable(),
    /** The attributes a master's variants differ by (its options), by code: what its variants have and it has not. */
    variantOptions: z.array(z.string()),
    /** The variants of a master, by SKU. */
    variants: z.array(variantRowSchema),
    /** Category ids with their path in the default language, in the product's order. */
    categoryPaths: z.array(z.object({ id: z.number().int(), path: z.string() })),
    /** The product's page in the shop (in the default language). */
    shopUrl: z.string(),
    /** Changes with every change of the product, whoever made it: a save names the one it read. */
    version: z.string(),
  })
  .meta({ id: 'AdminProductDetail' });
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** What of a product as read the editor sends back to save it: its editable parts. */
export const productEditOf = (detail: AdminProductDetail): ProductEdit =>
  Object.fromEntries(productEditSchema.keyof().options.map((key) => [key, detail[key]])) as ProductEdit;

/** The parts of a product a conflict names as changed meanwhile. */
export const productSections = [
  'product',
  'texts',
  'categories',
  'attributes',
  'images',
  'accessories',
  'included',
  'prices',
  'stock',
] as const;
export type ProductSection = (typeof productSections)[number];

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const productEditorOperations = {
  getAdminProduct: defineOperation({
    id: 'getAdminProduct',
    method: 'GET',
    path: '/admin/api/products/:id',
    summary: 'One product as the editor edits it, with its version (owner)',
    tag: 'catalog editor',
    auth: 'owner',
    params: idParams,
    response: adminProductDetailSchema,
  }),
  createProduct: defineOperation({
    id: 'createProduct',
    method: 'POST',
    path: '/admin/api/products',
    summary:
      'Creates a product, checked and written as an import row is (409 when the SKU is taken); shoppers see it within seconds (owner)',
    tag: 'catalog editor',
    auth: 'owner',
    status: 201,
    body: productEditSchema.extend({ sku: skuSchema }),
    response: adminProductDetailSchema,
  }),
  saveProduct: defineOperation({
    id: 'saveProduct',
    method: 'PUT',
    path: '/admin/api/products/:id',
    summary:
      'Saves a whole product at the version read (409 naming what changed meanwhile), checked and written as an import row is; a new SKU renames it (owner)',
    tag: 'catalog editor',
    auth: 'owner',
    params: idParams,
    /** A SKU other than the product's renames it: its orders keep the SKU they sold, its variants follow. */
    body: productEditSchema.extend({ version: z.string().max(200), sku: skuSchema.optional() }),
    response: adminProductDetailSchema,
  }),
  duplicateProduct: defineOperation({
    id: 'duplicateProduct',
    method: 'POST',
    path: '/admin/api/products/:id/duplicate',
    summary: 'Copies a product under a new SKU and item number, unlisted (owner)',
    tag: 'catalog editor',
    auth: 'owner',
    status: 201,
    params: idParams,
    body: z.strictObject({ sku: skuSchema, itemnum: text(1_000).trim() }),
    response: adminProductDetailSchema,
  }),
  deleteProduct: defineOperation({
    id: 'deleteProduct',
    method: 'DELETE',
    path: '/admin/api/products/:id',
    summary: 'Deletes an unlisted product that was never ordered (409 otherwise: unlist it instead) (owner)',
    tag: 'catalog editor',
    auth: 'owner',
    params: idParams,
    response: z.object({ id: z.number().int(), sku: z.string() }),
  }),
};
