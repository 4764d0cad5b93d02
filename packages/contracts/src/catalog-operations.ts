import { z } from 'zod';
import {
  breadcrumbSchema,
  categoryNodeSchema,
  facetSchema,
  filtersParam,
  priceInfoSchema,
  priceTiersSchema,
  productCardSchema,
  productDetailSchema,
  productPriceSchema,
  sortSchema,
  stockSchema,
  viewQuery,
} from './catalog';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { maxRowId, rowIdSchema } from './ids';
import { maxListOffset } from './listing-options';
import { defineOperation, pageSchema } from './operation';

/** The storefront's catalogue reads (categories, product lists, facets, products, prices) and the admin's price change. */
export const catalogOperations = {
  setProductPrice: defineOperation({
    id: 'setProductPrice',
    method: 'PUT',
    path: '/admin/api/prices/:sku',
    summary:
      "Sets a product's list price in a currency (admin); carts show it at once, orders placed before keep theirs",
    tag: 'catalog admin',
    auth: 'owner',
    params: z.object({ sku: z.string().trim().min(1).max(60) }),
    body: productPriceSchema,
    response: z.object({
      sku: z.string(),
      currency: currencyCodeSchema,
      regular: z.number().int(),
      special: z.number().int().nullable(),
    }),
  }),
  categoryList: defineOperation({
    id: 'categoryList',
    method: 'GET',
    path: '/categories',
    summary: 'The category tree (or the subtree of the root named by slug), marking the category at path',
    tag: 'catalog',
    query: z.object({
      locale: viewQuery.locale,
      slug: z.string().max(120).optional(),
      /** Slugs from the root down ("werkzeug/hammer"): that category is marked isCurrent. */
      path: z.string().max(600).optional(),
    }),
    response: z.object({
      categories: z.array(categoryNodeSchema),
      current: z
        .object({
          id: z.number().int(),
          name: z.string(),
          description: z.string(),
          /** The page's title and description for search engines; empty: the name and the description. */
          seoTitle: z.string(),
          seoDescription: z.string(),
          /** The category's picture (a /media/ or /images/ path, or an https URL), shown by its heading; null: none. */
          image: z.string().nullable(),
          path: z.array(z.string()),
          breadcrumbs: z.array(breadcrumbSchema),
          /** The same category's path in every locale, for language links. */
          paths: z.record(localeCodeSchema, z.array(z.string())),
        })
        .nullable(),
    }),
  }),
  productList: defineOperation({
    id: 'productList',
    method: 'GET',
    path: '/products',
    summary: 'Products of a category and its subcategories, filtered, sorted and paged',
    tag: 'catalog',
    query: z.object({
      ...viewQuery,
      catId: z.coerce.number().int().min(-1).max(maxRowId),
      filters: filtersParam.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(10),
      offset: z.coerce.number().int().min(0).max(maxListOffset).default(0),
      sort: sortSchema.default('latest'),
      pricesLazyLoad: z.stringbool().default(false),
    }),
    response: pageSchema(productCardSchema),
  }),
  getMyItems: defineOperation({
    id: 'getMyItems',
    method: 'GET',
    path: '/me/items',
    summary:
      'My items: the products the logged-in customer has bought and those of their price list, filtered, sorted and paged as a category is, with their facets on request',
    tag: 'catalog',
    auth: 'customer',
    query: z.object({
      ...viewQuery,
      filters: filtersParam.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(maxListOffset).default(0),
      sort: sortSchema.default('latest'),
      pricesLazyLoad: z.stringbool().default(false),
      /** Also answer the facets of all the customer's items (the page's filters). */
      loadFilters: z.stringbool().default(false),
    }),
    response: pageSchema(productCardSchema).extend({
      /** Facets of the customer's items under the chosen filters, when loadFilters was asked. */
      filters: z.array(facetSchema).optional(),
    }),
  }),
  productFilterList: defineOperation({
    id: 'productFilterList',
    method: 'GET',
    path: '/products/filters',
    summary:
      'Facets with counts for a category, for the results of a keyword, or for the keyword within a category, given the filters already chosen',
    tag: 'catalog',
    query: z
      .object({
        locale: viewQuery.locale,
        catId: z.coerce.number().int().min(-1).max(maxRowId).optional(),
        filters: filtersParam.optional(),
        keyword: z.string().trim().min(1).max(100).optional(),
      })
      .refine((q) => q.catId !== undefined || q.keyword !== undefined, {
        message: 'catId or keyword is required',
        path: ['catId'],
      }),
    response: z.object({ filters: z.array(facetSchema) }),
  }),
  getProduct: defineOperation({
    id: 'getProduct',
    method: 'GET',
    path: '/products/:id',
    summary: 'One product with breadcrumbs, gallery, attributes, variants, stock and prices',
    tag: 'catalog',
    params: z.object({ id: rowIdSchema }),
    query: z.object(viewQuery),
    response: productDetailSchema,
  }),
  productRecommendations: defineOperation({
    id: 'productRecommendations',
    method: 'GET',
    path: '/products/recommendations',
    summary: 'Popular products of a category (masters shown for variants), for the related-products carousel',
    tag: 'catalog',
    query: z.object({
      ...viewQuery,
      catId: z.coerce.number().int().min(-1).max(maxRowId),
      exclude: z.coerce.number().int().min(-maxRowId).max(maxRowId).optional(),
      limit: z.coerce.number().int().min(1).max(24).default(10),
      popularOnly: z.stringbool().default(true),
    }),
    response: z.object({ data: z.array(productCardSchema) }),
  }),
  productSitemap: defineOperation({
    id: 'productSitemap',
    method: 'GET',
    path: '/products/sitemap',
    summary: 'Listed products (id and SKU) in id order, paged, for the sitemap',
    tag: 'catalog',
    query: z.object({
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(10_000).default(5_000),
    }),
    response: pageSchema(z.object({ id: z.number().int(), sku: z.string() })),
  }),
  productPriceList: defineOperation({
    id: 'productPriceList',
    method: 'GET',
    path: '/prices',
    summary: "Prices for SKUs (deduplicated) in the shopper's currency",
    tag: 'pricing',
    query: z.object({
      currency: viewQuery.currency,
      skus: z
        .string()
        .max(4000)
        .transform((s) => [
          ...new Set(
            s
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          ),
        ])
        .pipe(z.array(z.string().max(60)).min(1, 'skus must name at least one SKU').max(100)),
    }),
    response: z.object({
      items: z.array(
        z.object({
          sku: z.string(),
          priceInfo: priceInfoSchema.nullable(),
          stock: stockSchema.nullable(),
          priceTiers: priceTiersSchema,
        }),
      ),
    }),
  }),
};
