import { Readable } from 'node:stream';
import {
  type InvoiceExportColumn,
  invoiceExportColumns,
  type invoiceQuerySchema,
  type LedgerEntry,
  type PostalAddress,
  siteConfig,
} from '@shop/contracts';
import { and, count, desc, eq, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { csvLine, decimal, typedText } from '../../lib/csv';
import { orderDocuments, type TaxBreakdown } from './tables';
import { documentTexts } from './texts';

type InvoiceQuery = z.output<typeof invoiceQuerySchema>;
type Period = Omit<InvoiceQuery, 'offset' | 'limit'>;

/** Documents read per query while the CSV is written. */
const BATCH = 1000;
const zone = siteConfig.timeZone;
const content = orderDocuments.content;
/** An amount of the frozen content (minor units). */
const amount = (name: 'net' | 'tax' | 'gross') => sql<number>`(${content}->>${sql.raw(`'${name}'`)})::bigint`;

/**
 * The documents issued in the period, its days the shop's (a day starts at midnight in its time
 * zone, summer time included), both included; invoices and credit notes, or the kind asked for.
 * Delivery notes carry no amounts: they are no part of the ledger (and of its index).
 */
function issuedIn({ from, to, kind }: Period): SQL {
  return and(
    ne(orderDocuments.kind, 'delivery_note'),
    kind && eq(orderDocuments.kind, kind),
    sql`${orderDocuments.issuedAt} >= (${from}::date)::timestamp at time zone ${zone}`,
    sql`${orderDocuments.issuedAt} < (${to}::date + 1)::timestamp at time zone ${zone}`,
  )!;
}

/** What the ledger reads of a document: its row's columns and the parts of its content it names. */
const ledgerColumns = {
  id: orderDocuments.id,
  orderId: orderDocuments.orderId,
  kind: orderDocuments.kind,
  number: orderDocuments.number,
  issuedAt: orderDocuments.issuedAt,
  issuedOn: sql<string>`to_char(${orderDocuments.issuedAt} at time zone ${zone}, 'YYYY-MM-DD')`,
  currency: orderDocuments.currency,
  correctsId: orderDocuments.correctsId,
  correctsNumber: sql<string | null>`${content}->'corrects'->>'number'`,
  orderNumber: sql<string>`${content}->>'orderNumber'`,
  customerNumber: sql<string | null>`${content}->>'customerNumber'`,
  buyer: sql<PostalAddress>`${content}->'buyer'`,
  net: amount('net').mapWith(Number),
  tax: amount('tax').mapWith(Number),
  gross: amount('gross').mapWith(Number),
};
/** And for the export, the tax rates. */
const exportColumns = { ...ledgerColumns, taxes: sql<TaxBreakdown[]>`${content}->'taxes'` };
type LedgerRow = SelectResultFields<typeof ledgerColumns>;

/** The buyer as the document names them: their company, else their name. */
const buyerName = (buyer: PostalAddress) => buyer.company || `${buyer.firstName} ${buyer.lastName}`.trim();

const entryOf = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  orderId: row.orderId,
  kind: row.kind as LedgerEntry['kind'],
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  issuedOn: row.issuedOn,
  orderNumber: row.orderNumber,
  customerNumber: row.customerNumber,
  customer: buyerName(row.buyer),
  net: row.net,
  tax: row.tax,
  gross: row.gross,
  currency: row.currency,
  corrects: row.correctsId === null ? null : { id: row.correctsId, number: row.correctsNumber ?? '' },
});

type CsvRow = Record<InvoiceExportColumn, string>;
const bookkeeping = documentTexts[siteConfig.defaultLocale];

/**
 * A document's rows in the export: one per tax rate, its net basis and tax as the document states
 * them (they add up to its totals to the cent); a document without a rate, one row of its totals.
 */
function csvRowsOf(row: SelectResultFields<typeof exportColumns>): CsvRow[] {
  const common = {
    document_number: row.number,
    document_date: row.issuedOn,
    document_type: row.kind,
    corrects_number: row.correctsNumber ?? '',
    order_number: row.orderNumber,
    customer_number: row.customerNumber ?? '',
    customer_name: typedText(buyerName(row.buyer)),
    customer_vat_id: typedText(row.buyer.vatId ?? ''),
    customer_country: row.buyer.country,
    currency: row.currency,
    text: typedText(`${bookkeeping.title[row.kind]} ${row.number}, ${row.orderNumber}`),
  };
  const rates = row.taxes.length > 0 ? row.taxes : [{ rate: 0, basis: row.net, amount: row.tax }];
  return rates.map((tax) => ({
    ...common,
    tax_rate: decimal(tax.rate),
    net: decimal(tax.basis),
    tax: decimal(tax.amount),
    gross: decimal(tax.basis + tax.amount),
  }));
}

/**
 * The invoices and credit notes of a period, for bookkeeping: a page of them newest first with the
 * period's totals per currency, and the CSV of them all in the order they were issued, streamed a
 * batch at a time. Everything is read from the documents as issued, never from the orders now.
 */
export function invoiceLedger(db: Database) {
  async function list(query: InvoiceQuery) {
    const where = issuedIn(query);
    const [page, totals] = await Promise.all([
      db
        .select(ledgerColumns)
        .from(orderDocuments)
        .where(where)
        .orderBy(desc(orderDocuments.issuedAt), desc(orderDocuments.id))
        .offset(query.offset)
        .limit(query.limit),
      db
        .select({
          currency: orderDocuments.currency,
          count: count(),
          net: sum(amount('net')).mapWith(Number),
          tax: sum(amount('tax')).mapWith(Number),
          gross: sum(amount('gross')).mapWith(Number),
        })
        .from(orderDocuments)
        .where(where)
        .groupBy(orderDocuments.currency)
        .orderBy(orderDocuments.currency),
    ]);
    return {
      data: page.map(entryOf),
      count: totals.reduce((all, total) => all + total.count, 0),
      offset: query.offset,
      limit: query.limit,
      totals,
    };
  }

  /** The period's documents in the order they were issued (the day's, then the number's order). */
  async function* records(period: Period) {
    let after: { at: string; id: number } | undefined;
    for (;;) {
      const batch: Array<SelectResultFields<typeof exportColumns>> = await db
        .select(exportColumns)
        .from(orderDocuments)
        .where(
          and(
            issuedIn(period),
            after && sql`(${orderDocuments.issuedAt}, ${orderDocuments.id}) > (${after.at}::timestamptz, ${after.id})`,
          ),
        )
        .orderBy(orderDocuments.issuedAt, orderDocuments.id)
        .limit(BATCH);
      for (const row of batch) yield* csvRowsOf(row);
      if (batch.length < BATCH) return;
      const last = batch.at(-1)!;
      after = { at: last.issuedAt.toISOString(), id: last.id };
    }
  }

  /** The CSV text, a header row first; UTF-8 with a BOM, so spreadsheets read umlauts right. */
  const csv = (period: Period): Readable =>
    Readable.from(
      (async function* () {
        yield `\ufeff${csvLine(invoiceExportColumns)}`;
        for await (const row of records(period)) yield csvLine(invoiceExportColumns.map((column) => row[column]));
      })(),
    );

  return { list, csv };
}
export type InvoiceLedger = ReturnType<typeof invoiceLedger>;
