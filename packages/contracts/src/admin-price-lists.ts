import { z } from 'zod';
import { endsAfterStart, instantSchema, siteCurrencySchema, versionSchema } from './admin-fields';
import { feedReportSchema, maxFeedRows, rowErrorSchema } from './catalog-import';
import { currencyCodeSchema } from './codes';
import { defineOperation, pageSchema } from './operation';
import { staffRefusalText as said } from './staff-refusals';

// Price lists as staff and the ERP keep them: a list has a code, a name, one currency, an optional
// validity window and entries (a SKU's price from one piece and its tiers), and serves any number
// of customers (each holds at most one). Amounts are net minor units (cents) in the list's currency;
// the CSV of a list's entries takes and gives euros as people type them (12.50 or 12,50).

/** The largest CSV of one list's entries the API takes. */
export const maxPriceListFileBytes = 32 * 1024 * 1024;

const price = z
  .number({ error: 'A price in cents (a whole number)' })
  .int('A price in cents (a whole number)')
  .positive('A price above 0')
  .max(100_000_000, 'At most 100000000 cents');

const sku = z
  .string()
  .trim()
  .min(1, said('skuRequired'))
  .max(64, said('atMostCharacters', { maximum: 64 }))
  .toUpperCase();

export const priceListCodeSchema = z
  .string()
  .trim()
  .min(1, 'A code')
  .max(40, said('atMostCharacters', { maximum: 40 }))
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, said('codeCharacters'));

/** A quantity price: from `minQty` units on, a unit costs `price`. */
export const priceListTierSchema = z.object({
  minQty: z
    .number({ error: said('quantity') })
    .int(said('wholeQuantity'))
    .min(2, said('fromTwoUnits'))
    .max(1_000_000),
  price,
});

/** A product's prices in a list: from one unit, and its tiers by ascending quantity. */
export const priceListEntryInputSchema = z.strictObject({
  sku,
  price,
  tiers: z
    .array(priceListTierSchema)
    .max(20)
    .default([])
    .superRefine((tiers, ctx) => {
      tiers.forEach((tier, i) => {
        const before = tiers[i - 1];
        if (before && tier.minQty <= before.minQty)
          ctx.addIssue({
            code: 'custom',
            path: [i, 'minQty'],
            message: said('tierOrder', { tier: i + 1, previous: i, units: before.minQty }),
          });
      });
    }),
});
export type PriceListEntryInput = z.input<typeof priceListEntryInputSchema>;

/** A price list as staff choose and look after it: what it holds and who holds it. */
export const adminPriceListSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    currency: currencyCodeSchema,
    validFrom: z.iso.datetime().nullable(),
    validTo: z.iso.datetime().nullable(),
    version: z.number().int(),
    /** Products it prices. */
    entries: z.number().int(),
    /** The customer numbers of those who buy at it. */
    customers: z.array(z.string()),
  })
  .meta({ id: 'AdminPriceList' });
export type AdminPriceList = z.infer<typeof adminPriceListSchema>;

export const adminPriceListEntrySchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  price: z.number().int(),
  tiers: z.array(priceListTierSchema),
});
export type AdminPriceListEntry = z.infer<typeof adminPriceListEntrySchema>;

export const priceListEntryQuerySchema = z.strictObject({
  /** A SKU or product name, or a part of one. */
  q: z
    .string()
    .trim()
    .max(100, said('atMostCharacters', { maximum: 100 }))
    .optional(),
  sort: z.enum(['sku', '-sku', 'name', '-name', 'price', '-price']).default('sku'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type PriceListEntryQuery = z.input<typeof priceListEntryQuerySchema>;

const isoOrNull = instantSchema.nullable();

/** A list as staff create or change it; `version` absent creates it. Entries named are replaced or removed. */
export const priceListSaveSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, said('nameRequired'))
      .max(200, said('atMostCharacters', { maximum: 200 })),
    currency: siteCurrencySchema,
    validFrom: isoOrNull.default(null),
    validTo: isoOrNull.default(null),
    version: versionSchema.optional(),
    /** Products priced anew (their tiers replaced), and SKUs no longer priced. */
    upsert: z.array(priceListEntryInputSchema).max(1000).default([]),
    remove: z.array(sku).max(1000).default([]),
  })
  .refine(endsAfterStart, {
    path: ['validTo'],
    message: said('endAfterStart'),
  })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.upsert.forEach((entry, i) => {
      if (seen.has(entry.sku))
        ctx.addIssue({ code: 'custom', path: ['upsert', i, 'sku'], message: said('pricedTwice', { sku: entry.sku }) });
      seen.add(entry.sku);
    });
  });
export type PriceListSave = z.input<typeof priceListSaveSchema>;

/** One row of the ERP's batch: a SKU's price from `minQty` units on (1: its base price). */
export const priceListRowSchema = z.strictObject({
  sku,
  price,
  minQty: z
    .number()
    .int(said('wholeQuantity'))
    .min(1, said('atLeast', { minimum: 1 }))
    .max(1_000_000)
    .default(1),
});

/** What an import of a list's CSV did, or (dry run) would do. */
export const priceListImportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  products: z.number().int(),
  /** Products priced before and no longer in the file. */
  removed: z.number().int(),
});
export type PriceListImport = z.infer<typeof priceListImportSchema>;

/** A CSV's refused lines, in a 400 answer's details. */
export const priceListFileErrorsSchema = z.object({ errors: z.array(rowErrorSchema) });

const codeParams = z.object({ code: priceListCodeSchema });

export const priceListAdminOperations = {
  listPriceLists: defineOperation({
    id: 'listPriceLists',
    method: 'GET',
    path: '/admin/api/price-lists',
    summary: 'Every price list by name: code, currency, validity, products priced and who holds it (staff)',
    tag: 'price list admin',
    auth: 'clerk',
    response: z.object({ data: z.array(adminPriceListSchema) }),
  }),
  getPriceList: defineOperation({
    id: 'getPriceList',
    method: 'GET',
    path: '/admin/api/price-lists/:code',
    summary: 'One price list with a page of its entries, found by SKU or name and sorted (staff)',
    tag: 'price list admin',
    auth: 'clerk',
    params: codeParams,
    query: priceListEntryQuerySchema,
    response: z.object({ list: adminPriceListSchema, entries: pageSchema(adminPriceListEntrySchema) }),
  }),
  savePriceList: defineOperation({
    id: 'savePriceList',
    method: 'PUT',
    path: '/admin/api/price-lists/:code',
    summary:
      'Creates a price list (without version) or changes its name, currency, validity and entries at the version read (owner)',
    tag: 'price list admin',
    auth: 'owner',
    params: codeParams,
    body: priceListSaveSchema,
    response: adminPriceListSchema,
  }),
  deletePriceList: defineOperation({
    id: 'deletePriceList',
    method: 'DELETE',
    path: '/admin/api/price-lists/:code',
    summary: 'Deletes a price list at the version read; refused while a customer holds it (owner)',
    tag: 'price list admin',
    auth: 'owner',
    params: codeParams,
    query: z.strictObject({ version: z.coerce.number().pipe(versionSchema) }),
    response: z.object({ ok: z.literal(true) }),
  }),
  importPriceList: defineOperation({
    id: 'importPriceList',
    method: 'PUT',
    path: '/admin/api/price-lists/:code/entries',
    summary:
      "Replaces a list's entries with a CSV (sku;price;min_qty, prices in units such as 12.50): every line is checked first, a bad one refuses the file (owner)",
    tag: 'price list admin',
    auth: 'owner',
    params: codeParams,
    query: z.strictObject({ dryRun: z.enum(['true', 'false']).default('false') }),
    upload: { contentTypes: ['text/csv', 'text/plain', 'application/octet-stream'], maxBytes: maxPriceListFileBytes },
    response: priceListImportSchema,
  }),
  exportPriceList: defineOperation({
    id: 'exportPriceList',
    method: 'GET',
    path: '/admin/api/price-lists/:code/entries',
    summary: "A list's entries as CSV (sku;price;min_qty, prices in units), as importPriceList takes them (owner)",
    tag: 'price list admin',
    auth: 'owner',
    params: codeParams,
    download: 'text/csv',
    response: z.string().describe("The list's entries"),
  }),
  updatePriceListEntries: defineOperation({
    id: 'updatePriceListEntries',
    method: 'POST',
    path: '/admin/api/price-lists/:code/entries',
    summary:
      "Sets a list's prices by SKU and quantity (the ERP's batch, cents); unknown SKUs are reported by row, not fatal (owner)",
    tag: 'price list admin',
    auth: 'owner',
    params: codeParams,
    body: z.strictObject({ items: z.array(priceListRowSchema).min(1).max(maxFeedRows) }),
    response: feedReportSchema,
  }),
};
