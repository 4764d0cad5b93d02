import { z } from 'zod';
import { bulkRowsSchema, itemRowSchema, rowProblemSchema } from './cart';
import { productCardSchema, viewQuery } from './catalog';
import { defineOperation } from './operation';

/** Suggestions the quick-order grid shows for what is typed in a row. */
export const itemSuggestionsLimit = 8;

/** A quick-order row as the shop reads it: the product it names for this shopper, or why it cannot be bought. */
export const itemLookupSchema = itemRowSchema
  .extend({
    /** The product the number names, with the shopper's price for the row's quantity; null when none does. */
    product: productCardSchema.nullable(),
    /** Why the row cannot go into the cart; null when it can. */
    problem: rowProblemSchema.nullable(),
  })
  .meta({ id: 'ItemLookup' });
export type ItemLookup = z.infer<typeof itemLookupSchema>;

export const quickOrderOperations = {
  lookupItems: defineOperation({
    id: 'lookupItems',
    method: 'POST',
    path: '/items/lookup',
    summary:
      "Reads quick-order rows (item number, SKU or EAN and quantity) before anything goes into the cart: each row's product with the shopper's price for its quantity, or why it cannot be bought",
    tag: 'quick-order',
    query: z.object(viewQuery),
    body: z.object({ items: bulkRowsSchema(itemRowSchema) }),
    response: z.object({ items: z.array(itemLookupSchema) }),
  }),
  suggestItems: defineOperation({
    id: 'suggestItems',
    method: 'GET',
    path: '/items/suggestions',
    summary:
      'Products for what is typed in a quick-order row: item numbers, SKUs and EANs starting with it first, then search matches',
    tag: 'quick-order',
    query: z.object({
      ...viewQuery,
      prefix: z.string().trim().min(1, 'prefix is required').max(60),
    }),
    response: z.object({ items: z.array(productCardSchema) }),
  }),
};
