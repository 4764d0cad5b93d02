import type { CurrencyCode, LocaleCode, PostalAddress, Seller } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, bytea, instant } from '../../db/columns';
import { orderKey } from '../order/tables';

export type DocumentKind = 'invoice' | 'credit_note' | 'delivery_note';

/** A line of a document: an item (or its additional product), the shipping, or a discount. */
export interface DocumentLine {
  itemnum: string;
  name: string;
  quantity: number;
  /** Net, minor units; null on a delivery note. */
  unitPrice: number | null;
  /** Basis points. */
  taxRate: number;
  /** Net, minor units; null on a delivery note. */
  total: number | null;
}

/** The tax at one rate: on what (net) and how much. */
export interface TaxBreakdown {
  rate: number;
  basis: number;
  amount: number;
}

/**
 * What a document says, frozen when it is issued (minor units): it is drawn again from this
 * alone, so a download years later is the same document.
 */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  /** ISO date-time. */
  issuedAt: string;
  locale: LocaleCode;
  currency: CurrencyCode;
  seller: Seller;
  buyer: PostalAddress;
  shipTo: PostalAddress;
  orderNumber: string;
  orderDate: string;
  /** The buyer's purchase order number. */
  orderReference: string;
  customerNumber: string | null;
  /**
   * The buyer's reference for their accounts payable (BT-10): their Leitweg-ID or own reference,
   * as their account said when the document was issued; null when none (and in documents issued
   * before it was kept).
   */
  buyerReference?: string | null;
  /** Where the buyer receives invoices (the order's e-mail, BT-49); missing in documents issued before it was kept. */
  buyerEmail?: string;
  /** When the goods went out (the delivery date the law asks for); the order's date until shipped. */
  deliveryDate: string;
  lines: DocumentLine[];
  /** The coupon's net discount, as a document-level allowance. */
  discount: number;
  taxes: TaxBreakdown[];
  net: number;
  tax: number;
  gross: number;
  /** The account is exempt from tax (an intra-community supply, or an export): the note says why. */
  taxExempt: boolean;
  /** An invoice order's due date (ISO); null when paid online. */
  dueDate: string | null;
  paymentMethod: string;
  /** The invoice a credit note corrects. */
  corrects: { number: string; issuedAt: string } | null;
}

/**
 * The last number given per series and year ('RE' invoices, 'GS' credit notes, 'LS' delivery
 * notes). A number is taken in the transaction that issues its document, which holds the row until
 * it commits: a rolled-back issue gives its number back, so the numbers have no gaps.
 */
export const documentSequences = pgTable(
  'document_sequence',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * An order's business document, issued once and never changed: its content as it was issued and
 * the PDF made of it, kept as the law asks (a correction is a credit note of its own).
 */
export const orderDocuments = pgTable(
  'order_document',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: belongsTo('order_id', orderKey),
    kind: text('kind').$type<DocumentKind>().notNull(),
    number: text('number').notNull(),
    issuedAt: instant('issued_at').notNull(),
    /** The invoice a credit note corrects. */
    correctsId: integer('corrects_id').references((): AnyPgColumn => orderDocuments.id),
    /** Whether a credit note corrects its whole invoice (a cancellation) or chosen lines of it (a return). */
    whole: boolean('whole').notNull().default(true),
    /** What the document says (minor units), frozen when issued. */
    content: jsonb('content').$type<DocumentContent>().notNull(),
    grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    pdf: bytea('pdf').notNull(),
    /** A delivery note's parcel: the order's shipment number it lists (1 for an order shipped whole); else null. */
    shipment: integer('shipment'),
  },
  (t) => [
    uniqueIndex('order_document_number').on(t.number),
    index('order_document_order').on(t.orderId, t.id),
    index('order_document_issued').on(t.issuedAt, t.id).where(sql`kind <> 'delivery_note'`),
    // One delivery note per parcel; one credit note of the whole invoice it corrects (returns credit
    // chosen lines of it, each by a note of its own). An order has one invoice in force, issued under
    // the order's row lock: an edit corrects it and issues the next.
    uniqueIndex('order_document_parcel').on(t.orderId, t.shipment).where(sql`kind = 'delivery_note'`),
    uniqueIndex('order_document_correction').on(t.correctsId).where(sql`whole`),
  ],
);
