import { z } from 'zod';
import { currencyCodeSchema } from './codes';
import { defineOperation } from './operation';

/** The catalogue file's formats: this shop's columns as CSV or JSON Lines, or Shopify's product CSV. */
export const catalogFormats = ['csv', 'jsonl', 'shopify'] as const;
export type CatalogFormat = (typeof catalogFormats)[number];

/**
 * The most bytes a catalogue file may have: an export of 150,000 rows with every text in five
 * languages is 410 MB. The file waits on the API's disk while it is imported, a thousand rows at
 * a time; what the API holds meanwhile is about a kilobyte per row.
 */
export const maxCatalogFileBytes = 1024 * 1024 * 1024;
/** The most a picture uploaded for an import may weigh. */
export const maxMediaBytes = 20 * 1024 * 1024;
/** At most this many rows of a feed (stock, prices) in one call. */
export const maxFeedRows = 10_000;
/** Bad rows an import reports one by one; beyond, it counts them. */
export const maxReportedRowErrors = 1_000;

/**
 * What happens to an import: its file is read and every row checked (validating); with errors and
 * without --skip-invalid nothing is written (invalid); a dry run ends once checked (checked);
 * otherwise the rows are written in one transaction (writing), then done, or failed, which also
 * wrote nothing.
 */
export const catalogImportStatuses = ['validating', 'invalid', 'checked', 'writing', 'done', 'failed'] as const;
export type CatalogImportStatus = (typeof catalogImportStatuses)[number];

/** A bad row: its line in the file (1 is the header), the column, the value found and why it is refused. */
export const rowErrorSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  value: z.string().nullable(),
  reason: z.string(),
  sku: z.string().nullable(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

/**
 * A picture a row names by URL that could not be fetched (or is no picture): the product is
 * imported without it (unless strictMedia, which refuses the row instead).
 */
export const importWarningSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  url: z.string(),
  reason: z.string(),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;

export const catalogImportOptionsSchema = z.object({
  format: z.enum(catalogFormats).default('csv'),
  /** Check every row and report, write nothing. */
  dryRun: z.stringbool().default(false),
  /** Unlist active products the file does not name (they are never deleted). */
  replace: z.stringbool().default(false),
  /** Write the good rows and report the bad ones, instead of writing nothing. */
  skipInvalid: z.stringbool().default(false),
  /** Refuse a row whose picture URL cannot be fetched, instead of importing it without that picture. */
  strictMedia: z.stringbool().default(false),
});
export type CatalogImportOptions = z.output<typeof catalogImportOptionsSchema>;

/** Counts of what an import found and did, by product. */
export const catalogImportCountsSchema = z.object({
  /** Data rows read from the file (the header and empty lines not counted). */
  rows: z.number().int(),
  validated: z.number().int(),
  invalid: z.number().int(),
  /** Products written so far (new or changed). */
  written: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Products --replace unlisted. */
  unlisted: z.number().int(),
  categoriesCreated: z.number().int(),
  optionsCreated: z.number().int(),
  imagesFetched: z.number().int(),
});
export type CatalogImportCounts = z.infer<typeof catalogImportCountsSchema>;

export const catalogImportSchema = z
  .object({
    id: z.number().int(),
    format: z.enum(catalogFormats),
    options: catalogImportOptionsSchema.omit({ format: true }).extend({
      dryRun: z.boolean(),
      replace: z.boolean(),
      skipInvalid: z.boolean(),
      strictMedia: z.boolean(),
    }),
    status: z.enum(catalogImportStatuses),
    counts: catalogImportCountsSchema,
    /** Rows validated or written per second in the current step; null before it has a rate. */
    rate: z.number().nullable(),
    /** Seconds the current step will still take at that rate; null when unknown. */
    secondsLeft: z.number().nullable(),
    /** Bad rows, in file order (the first maxReportedRowErrors of them). */
    errors: z.array(rowErrorSchema),
    errorCount: z.number().int(),
    /** Pictures left out of the products they belong to, in file order (the first maxReportedRowErrors). */
    warnings: z.array(importWarningSchema),
    warningCount: z.number().int(),
    /** Why a failed import failed (nothing was written). */
    message: z.string().nullable(),
    actor: z.string(),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CatalogImport' });
export type CatalogImport = z.infer<typeof catalogImportSchema>;

export const stockFeedRowSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  /** Units in our own warehouse (delivered in 1-2 days). */
  qty: z.number().int().min(0).max(100_000_000),
  /** Units a supplier can deliver (4-5 days); left as it is when absent. */
  externalStock: z.number().int().min(0).max(100_000_000).optional(),
});
export type StockFeedRow = z.infer<typeof stockFeedRowSchema>;

export const priceFeedRowSchema = z
  .object({
    sku: z.string().trim().min(1).max(64),
    currency: currencyCodeSchema,
    regular: z.number().int().min(0).max(100_000_000),
    special: z.number().int().min(0).max(100_000_000).nullable().default(null),
  })
  .refine((p) => p.special === null || p.special < p.regular, {
    path: ['special'],
    message: 'A special price is below the regular price',
  });
export type PriceFeedRow = z.output<typeof priceFeedRowSchema>;

/** What a feed did: rows applied, rows that changed nothing, and SKUs the catalogue does not know (by row index). */
export const feedReportSchema = z.object({
  updated: z.number().int(),
  unchanged: z.number().int(),
  unknown: z.array(z.object({ index: z.number().int(), sku: z.string() })),
});
export type FeedReport = z.infer<typeof feedReportSchema>;

export const mediaUploadSchema = z.object({
  /** The file's name in the import's media folder ("drills/gsr-18.jpg"), what rows name it by. */
  name: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  /** Where the shop serves it: what a product's image column holds after the import. */
  url: z.string(),
});

/** A picture's name in a media folder: a relative path (a/b.jpg), no way up, no characters file systems refuse. */
const mediaNameSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[^\\:*?"<>|]+$/, 'A name has none of \\ : * ? " < > |')
  .refine((name) => [...name].every((c) => c >= ' '), { message: 'A name has no control characters' })
  .refine((name) => name.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), {
    message: 'A relative path without "..", "." or empty parts',
  });

export const catalogImportOperations = {
  importCatalog: defineOperation({
    id: 'importCatalog',
    method: 'POST',
    path: '/admin/api/catalog/imports',
    summary:
      'Starts an import of a catalogue file (CSV, JSON Lines or Shopify CSV): every row is checked first; nothing is written when one is bad (admin)',
    tag: 'catalog import',
    auth: 'owner',
    upload: {
      contentTypes: ['text/csv', 'application/x-ndjson', 'application/jsonl', 'application/octet-stream'],
      maxBytes: maxCatalogFileBytes,
    },
    query: catalogImportOptionsSchema,
    status: 202,
    response: catalogImportSchema,
  }),
  getCatalogImport: defineOperation({
    id: 'getCatalogImport',
    method: 'GET',
    path: '/admin/api/catalog/imports/:id',
    summary: "An import's state: progress, counts and every bad row found (admin)",
    tag: 'catalog import',
    auth: 'owner',
    params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    response: catalogImportSchema,
  }),
  listCatalogImports: defineOperation({
    id: 'listCatalogImports',
    method: 'GET',
    path: '/admin/api/catalog/imports',
    summary: 'The latest imports, newest first, without their row errors (admin)',
    tag: 'catalog import',
    auth: 'owner',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    response: z.object({ data: z.array(catalogImportSchema) }),
  }),
  exportCatalog: defineOperation({
    id: 'exportCatalog',
    method: 'GET',
    path: '/admin/api/catalog/export',
    summary: 'The whole catalogue in the import format: importing it unchanged changes nothing (admin)',
    tag: 'catalog import',
    auth: 'owner',
    query: z.object({ format: z.enum(['csv', 'jsonl']).default('csv') }),
    download: 'text/csv',
    response: z.string().describe('The catalogue file'),
  }),
  listImportMedia: defineOperation({
    id: 'listImportMedia',
    method: 'GET',
    path: '/admin/api/media',
    summary: 'Pictures uploaded for imports, by the name rows give them, with their SHA-256 (admin)',
    tag: 'catalog import',
    auth: 'owner',
    response: z.object({ data: z.array(mediaUploadSchema) }),
  }),
  uploadImportMedia: defineOperation({
    id: 'uploadImportMedia',
    method: 'PUT',
    path: '/admin/api/media/:name',
    summary: "Stores a picture of an import's media folder under its name (JPEG, PNG, WebP, GIF or AVIF; admin)",
    tag: 'catalog import',
    auth: 'owner',
    upload: {
      contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/octet-stream'],
      maxBytes: maxMediaBytes,
    },
    params: z.object({ name: mediaNameSchema }),
    response: mediaUploadSchema,
  }),
  updateStock: defineOperation({
    id: 'updateStock',
    method: 'POST',
    path: '/admin/api/stock',
    summary: "Sets the stock of products by SKU (an ERP's delta); unknown SKUs are reported, not fatal (admin)",
    tag: 'catalog import',
    auth: 'owner',
    body: z.object({ items: z.array(stockFeedRowSchema).min(1).max(maxFeedRows) }),
    response: feedReportSchema,
  }),
  updatePrices: defineOperation({
    id: 'updatePrices',
    method: 'POST',
    path: '/admin/api/prices',
    summary:
      'Sets list prices by SKU and currency (net, minor units); unknown SKUs are reported, not fatal; carts see them at once (admin)',
    tag: 'catalog import',
    auth: 'owner',
    body: z.object({ items: z.array(priceFeedRowSchema).min(1).max(maxFeedRows) }),
    response: feedReportSchema,
  }),
};
