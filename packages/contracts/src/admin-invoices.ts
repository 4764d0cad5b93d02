import { z } from 'zod';
import { daySchema, fromNotAfterTo, toBeforeFrom } from './admin-fields';
import { currencyCodeSchema } from './codes';
import { defineOperation, pageSchema } from './operation';

// The invoices and credit notes of a period, as bookkeeping takes them: a list with the period's
// totals, and a CSV of a row per document and tax rate.

/** What the ledger lists: invoices and the credit notes that correct them (delivery notes carry no amounts). */
export const ledgerKinds = ['invoice', 'credit_note'] as const;

/** The days are the shop's (siteConfig.timeZone): a document issued at 00:30 in Berlin belongs to that day. */
export const invoiceQuerySchema = z.strictObject({
  /** The first day of the period. */
  from: daySchema,
  /** The last day of the period, included. */
  to: daySchema,
  /** Only invoices, or only credit notes; both when not given. */
  kind: z.enum(ledgerKinds).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type InvoiceQuery = z.input<typeof invoiceQuerySchema>;

/** The period and kind alone: what the CSV export takes. */
export const invoicePeriodSchema = invoiceQuerySchema.omit({ offset: true, limit: true });
export type InvoicePeriod = z.input<typeof invoicePeriodSchema>;

/** An invoice or credit note in the ledger: minor units, negative on a credit note. */
export const ledgerEntrySchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    kind: z.enum(ledgerKinds),
    number: z.string(),
    issuedAt: z.string(),
    /** The day it was issued, in the shop's time zone (YYYY-MM-DD): its date for bookkeeping. */
    issuedOn: z.string(),
    orderNumber: z.string(),
    /** Null for a guest's order. */
    customerNumber: z.string().nullable(),
    /** The billing address's company, else its person, as the document names the buyer. */
    customer: z.string(),
    net: z.number().int(),
    tax: z.number().int(),
    gross: z.number().int(),
    currency: currencyCodeSchema,
    /** The invoice a credit note corrects (a document of the same order). */
    corrects: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** The period's sums in one currency, of every document the query finds (not only the page's). */
export const ledgerTotalSchema = z.object({
  currency: currencyCodeSchema,
  count: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
});
export type LedgerTotal = z.infer<typeof ledgerTotalSchema>;

/**
 * The columns of the bookkeeping export (DATEV-style), in order: a row per document and tax rate.
 * Amounts are decimals with a dot (12.50) in the document's currency, negative on a credit note;
 * net + tax = gross on each row, and a document's rows add up to its totals. document_date is the
 * day of issue in the shop's time zone (YYYY-MM-DD); tax_rate a percentage (19.00); text the
 * booking text in the shop's default language.
 */
export const invoiceExportColumns = [
  'document_number',
  'document_date',
  'document_type',
  'corrects_number',
  'order_number',
  'customer_number',
  'customer_name',
  'customer_vat_id',
  'customer_country',
  'currency',
  'tax_rate',
  'net',
  'tax',
  'gross',
  'text',
] as const;
export type InvoiceExportColumn = (typeof invoiceExportColumns)[number];

export const invoiceOperations = {
  listInvoices: defineOperation({
    id: 'listInvoices',
    method: 'GET',
    path: '/admin/api/invoices',
    summary:
      "Invoices and credit notes issued from one day to another (the shop's time zone, both included), newest first, with the period's totals per currency (staff)",
    tag: 'order admin',
    auth: 'clerk',
    query: invoiceQuerySchema.refine(fromNotAfterTo, toBeforeFrom),
    response: pageSchema(ledgerEntrySchema).extend({ totals: z.array(ledgerTotalSchema) }),
  }),
  exportInvoices: defineOperation({
    id: 'exportInvoices',
    method: 'GET',
    path: '/admin/api/invoices/export',
    summary:
      "Invoices and credit notes issued from one day to another (the shop's time zone, both included) as CSV for bookkeeping: a row per document and tax rate, in the order they were issued (staff)",
    tag: 'order admin',
    auth: 'clerk',
    query: invoicePeriodSchema.refine(fromNotAfterTo, toBeforeFrom),
    download: 'text/csv',
    response: z.string().describe('The documents as CSV, a header row first (columns: invoiceExportColumns)'),
  }),
};
