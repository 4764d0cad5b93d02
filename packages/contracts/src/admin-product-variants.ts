import { z } from 'zod';
import { amountSchema } from './admin-fields';
import { adminProductDetailSchema, countSchema, skuSchema } from './admin-product-editor';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

// A master's variants in the product editor: each is a catalogue row with its master's SKU as its
// parent (written as an import row is, as every product is), told apart by the master's options.

/** What the master's page edits of a variant. */
export const variantEditSchema = z.strictObject({
  sku: skuSchema,
  /** A value (its default-locale text) for each of the master's options, by attribute code. */
  options: z.record(
    z.string().max(64),
    z
      .string()
      .trim()
      .max(1_000, said('atMostCharacters', { maximum: 1_000 })),
  ),
  /** Net, in cents, in the shop's default currency; null: no price. */
  regular: amountSchema.nullable(),
  /** Pieces in our warehouse; null: no stock data (not available). */
  stock: countSchema.nullable(),
  /** Its picture: one of the master's or one uploaded (/media/…); null: none. */
  image: z
    .string()
    .max(2_000, said('atMostCharacters', { maximum: 2_000 }))
    .nullable(),
});
export type VariantEdit = z.infer<typeof variantEditSchema>;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const productVariantOperations = {
  createVariant: defineOperation({
    id: 'createVariant',
    method: 'POST',
    path: '/admin/api/products/:id/variants',
    summary:
      'Adds a variant to a master: a product with the master as its parent and a value for each of its options, written as an import row is; answers the master (owner)',
    tag: 'catalog editor',
    auth: 'owner',
    status: 201,
    params: z.object({ id }),
    body: variantEditSchema,
    response: adminProductDetailSchema,
  }),
  saveVariant: defineOperation({
    id: 'saveVariant',
    method: 'PUT',
    path: '/admin/api/products/:id/variants/:variantId',
    summary:
      'Saves a variant’s SKU, option values, price, stock and picture at the version read (409 naming what changed meanwhile); answers the master (owner)',
    tag: 'catalog editor',
    auth: 'owner',
    params: z.object({ id, variantId: id }),
    body: variantEditSchema.extend({ version: z.string().max(200) }),
    response: adminProductDetailSchema,
  }),
};
