import { z } from 'zod';
import { facetSchema, filtersParam, productCardSchema, searchSortSchema } from './catalog';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { maxSearchOffset } from './listing-options';
import { defineOperation, pageSchema } from './operation';

export const searchHitSchema = productCardSchema.extend({
  /** A listed product, or a variant found by its own item number or SKU. */
  kind: z.enum(['product', 'variant']),
});

export const searchCategorySchema = z.object({ id: z.number().int(), name: z.string(), path: z.array(z.string()) });

export const searchOperations = {
  makeSearch: defineOperation({
    id: 'makeSearch',
    method: 'GET',
    path: '/search',
    summary:
      'Products for a keyword in a locale: item number or SKU first, then by relevance (name, title, description, attribute values), prefix matches while typing and one typo tolerated; filtered and sorted like a category, with matching categories and, on request, the facets of the results',
    tag: 'search',
    query: z.object({
      keyword: z.string().trim().min(1, 'keyword is required').max(100),
      locale: localeCodeSchema.default('de'),
      currency: currencyCodeSchema.default('EUR'),
      limit: z.coerce.number().int().min(1).max(100).default(24),
      offset: z.coerce.number().int().min(0).max(maxSearchOffset).default(0),
      pricesLazyLoad: z.stringbool().default(false),
      /** Cards without prices or stock at all (a suggestion list that shows none). */
      excludePrices: z.stringbool().default(false),
      filters: filtersParam.optional(),
      sort: searchSortSchema.default('relevance'),
      /** Also answer the facets of all results (the search page's filters). */
      loadFilters: z.stringbool().default(false),
    }),
    response: pageSchema(searchHitSchema).extend({
      categories: z.array(searchCategorySchema),
      /** Facets of the results under the chosen filters, when loadFilters was asked. */
      filters: z.array(facetSchema).optional(),
    }),
  }),
};
