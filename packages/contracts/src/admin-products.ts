import { z } from 'zod';
import { currencyCodeSchema } from './codes';
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
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductQuerySchema = z.strictObject({
  /** SKU, item number, EAN or name, or a part of one. */
  q: z.string().trim().max(100, 'At most 100 characters').optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(['sku', '-sku', 'stock', '-stock']).default('sku'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const skuParams = z.object({ sku: z.string().trim().min(1).max(60) });

export const productAdminOperations = {
  listAdminProducts: defineOperation({
    id: 'listAdminProducts',
    method: 'GET',
    path: '/admin/api/products',
    summary: 'Products found by SKU, item number, EAN or name, with prices and stock, sorted and paged (owner)',
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
};
