import { z } from 'zod';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { searchSortOptions, sortOptions } from './listing-options';

/**
 * Money is integer minor units (cents). `regular` and `special` are net of tax; `displayRegular`
 * and `displaySpecial` are the same prices as this shopper is shown them: with tax when the shop
 * shows prices with tax and the account pays it, else net. The storefront formats the display
 * prices and never adds tax itself. `startingPrice` marks a variant master whose price is the
 * lowest of its variants ("from …").
 */
export const priceInfoSchema = z
  .object({
    currency: currencyCodeSchema,
    regular: z.number().int().nullable(),
    special: z.number().int().nullable(),
    displayRegular: z.number().int().nullable(),
    displaySpecial: z.number().int().nullable(),
    startingPrice: z.boolean(),
    /** Tax rate in basis points (1900 = 19 %) for the shopper's country. */
    taxRate: z.number().int(),
  })
  .meta({ id: 'PriceInfo' });
export type PriceInfo = z.infer<typeof priceInfoSchema>;

/**
 * Everyone's quantity prices: from `minQty` units on, a unit costs `price` (net, minor units, in
 * priceInfo's currency), shown as `displayPrice`. Empty when prices are not shown.
 */
export const priceTiersSchema = z.array(
  z.object({ minQty: z.number().int(), price: z.number().int(), displayPrice: z.number().int() }),
);
export type PriceTier = z.infer<typeof priceTiersSchema>[number];

export const stockSchema = z
  .object({
    qty: z.number().int(),
    effectivestock: z.number().int(),
    externalstock: z.number().int(),
    markedInStock: z.boolean(),
  })
  .meta({ id: 'Stock' });
export type Stock = z.infer<typeof stockSchema>;

/** A tree refers to itself, which in OpenAPI only a named schema can: #/components/schemas/CategoryNode. */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      /** Slugs from the root down, for /c/{slug_1}/…/{slug_n}. */
      path: z.array(z.string()),
      productCount: z.number().int(),
      image: z.string().nullable(),
      isCurrent: z.boolean(),
      children: z.array(categoryNodeSchema),
    }),
  )
  .meta({ id: 'CategoryNode' });
export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  path: string[];
  productCount: number;
  image: string | null;
  isCurrent: boolean;
  children: CategoryNode[];
}

export const breadcrumbSchema = z.object({ text: z.string(), link: z.string(), primary: z.boolean() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const productCardSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    itemnum: z.string(),
    name: z.string(),
    subtitle: z.string(),
    slug: z.string(),
    image: z.string().nullable(),
    hidePrices: z.boolean(),
    /** Null when prices are hidden from this shopper or loaded lazily. */
    priceInfo: priceInfoSchema.nullable(),
    stock: stockSchema.nullable(),
    variantCount: z.number().int(),
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof productCardSchema>;

export const customAttributeSchema = z.object({
  attribute_code: z.string(),
  label: z.string(),
  value: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  location: z.string(),
  html: z.string().nullable(),
});
export type CustomAttribute = z.infer<typeof customAttributeSchema>;

export const productDetailSchema = productCardSchema
  .extend({
    title: z.string(),
    description: z.string(),
    originalId: z.string().nullable(),
    masterId: z.number().int().nullable(),
    category: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.array(z.string()) })),
    breadcrumbs: z.array(breadcrumbSchema),
    galery: z.array(z.object({ image: z.string(), alt: z.string() })),
    custom_attributes: z.array(customAttributeSchema),
    /** The variant axes of a master (e.g. size), with the options its variants have. */
    attributes: z.array(
      z.object({
        attribute_code: z.string(),
        label: z.string(),
        control: z.string(),
        options: z.array(z.object({ value_index: z.string(), label: z.string() })),
      }),
    ),
    variants: z.array(productCardSchema.extend({ options: z.record(z.string(), z.string()) })),
    variantItemnus: z.array(z.string()),
    included: z.array(z.object({ itemnum: z.string(), name: z.string(), quantity: z.literal(1) })),
    additionalProducts: z.array(productCardSchema),
    priceTiers: priceTiersSchema,
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const facetSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    type: z.string(),
    options: z.array(
      z.object({
        value: z.string(),
        label: z.string(),
        count: z.number().int(),
        /** A colour attribute's value: its colour as #rrggbb, drawn as a swatch beside its name. */
        colour: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'Facet' });
export type Facet = z.infer<typeof facetSchema>;

export const sortSchema = z.enum(sortOptions);
export type Sort = z.infer<typeof sortSchema>;

export const searchSortSchema = z.enum(searchSortOptions);
export type SearchSort = z.infer<typeof searchSortSchema>;

export const filterSchema = z.object({
  name: z.string().max(60),
  values: z.array(z.string().max(120)).max(50),
});
export type Filter = z.infer<typeof filterSchema>;

/** Filters travel as JSON in one query parameter: [{"name":"brand","values":["brakon"]}]. */
export const filtersParam = z
  .string()
  .max(4000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filters must be JSON: [{"name":"brand","values":["x"]}]' });
      return z.NEVER;
    }
  })
  .pipe(z.array(filterSchema).max(20))
  // The spec: filters without values are dropped; one name given twice is one filter.
  .transform((filters) => {
    const byName = new Map<string, Set<string>>();
    for (const f of filters) for (const v of f.values) byName.set(f.name, (byName.get(f.name) ?? new Set()).add(v));
    return [...byName].map(([name, values]) => ({ name, values: [...values] }));
  });

export const viewQuery = {
  locale: localeCodeSchema.default('de'),
  currency: currencyCodeSchema.default('EUR'),
};

/** A product's list price in one currency, net, in minor units (a special price below it, or none). */
export const productPriceSchema = z
  .object({
    currency: currencyCodeSchema,
    regular: z.number().int().min(0).max(100_000_000),
    special: z.number().int().min(0).max(100_000_000).nullable().default(null),
  })
  .refine((p) => p.special === null || p.special < p.regular, {
    path: ['special'],
    message: 'A special price is below the regular price',
  });
