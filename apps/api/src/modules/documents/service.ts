import {
  type Order,
  type OrderDocument,
  type OrderDocumentFormat,
  type Settings,
  siteConfig,
  type WebhookEventType,
} from '@shop/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound, staffRefusal } from '../../lib/domain-errors';
import type { Mail, MailAttachment } from '../mail';
import type { BrandLogo } from '../media';
import { creditNoteOf, type DocumentContent, documentOf, lineCreditNoteOf, type ReturnCredit } from './content';
import { xrechnungXml } from './e-invoice-xml';
import { nextNumber } from './numbering';
import { renderDocumentPdf } from './pdf';
import { orderDocuments } from './tables';

export interface DocumentDependencies {
  settings: () => Promise<Settings>;
  /** The shop's logo for the documents' head, as the branding has it when one is issued. */
  logo: (tx: Transaction) => Promise<BrandLogo | undefined>;
  /** What a customer's invoices name them by: their number and buyer reference. */
  recipientOf: (
    tx: Transaction,
    customerId: number,
  ) => Promise<{ customerNumber: string; buyerReference: string } | null>;
}

/** A document as a file to download. */
export interface DocumentFile {
  contentType: 'application/pdf' | 'application/xml';
  body: Buffer;
  fileName: string;
}

/** The year a moment falls in, in the shop's time zone: a number's series restarts with it. */
const yearOf = (at: Date) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: siteConfig.timeZone }).format(at));

const describe = (row: typeof orderDocuments.$inferSelect): OrderDocument => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  grandTotal: row.grandTotal,
  currency: row.currency,
  shipment: row.shipment,
});

/**
 * An order's business documents: its invoice, the credit note that corrects it, its delivery
 * note. Each is issued in the transaction of the order's change that calls for it (placed, paid,
 * shipped, cancelled), numbered there, and kept as issued.
 */
export function documentService(db: Database, dependencies: DocumentDependencies) {
  const noteOf = (tx: Transaction, orderId: number, shipment: number) =>
    tx
      .select({ id: orderDocuments.id })
      .from(orderDocuments)
      .where(
        and(
          eq(orderDocuments.orderId, orderId),
          eq(orderDocuments.kind, 'delivery_note'),
          eq(orderDocuments.shipment, shipment),
        ),
      )
      .then((rows) => rows[0]);

  /** The order's invoice in force: its latest, unless a credit note of all of it corrected it (a cancel, an edit; a return's credits only lines). */
  async function invoiceInForce(tx: Transaction, orderId: number) {
    const [latest] = await tx
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'invoice')))
      .orderBy(desc(orderDocuments.id))
      .limit(1);
    if (!latest) return undefined;
    const [corrected] = await tx
      .select({ id: orderDocuments.id })
      .from(orderDocuments)
      .where(and(eq(orderDocuments.correctsId, latest.id), eq(orderDocuments.whole, true)));
    return corrected ? undefined : latest;
  }

  async function store(
    tx: Transaction,
    orderId: number,
    content: DocumentContent,
    {
      correctsId = null,
      shipment = null,
      whole = true,
    }: { correctsId?: number | null; shipment?: number | null; whole?: boolean } = {},
  ) {
    const pdf = await renderDocumentPdf(content, await dependencies.logo(tx));
    await tx.insert(orderDocuments).values({
      orderId,
      kind: content.kind,
      number: content.number,
      issuedAt: new Date(content.issuedAt),
      correctsId,
      shipment,
      whole,
      content,
      grandTotal: content.gross,
      currency: content.currency,
      pdf,
    });
  }

  /**
   * Issues an order's invoice, once, or the delivery note of its latest parcel, once per parcel
   * (an order shipped before parcels were kept has one, of the whole order): a second call finds it issued.
   */
  async function issue(tx: Transaction, kind: 'invoice' | 'delivery_note', order: Order, customerId: number | null) {
    const settings = await dependencies.settings();
    // A shop that has not named its seller issues nothing: a document without one is no invoice.
    if (!settings.seller.name) return;
    const parcel = kind === 'delivery_note' ? order.shipments.at(-1) : undefined;
    const shipment = kind === 'delivery_note' ? (parcel?.number ?? 1) : null;
    if (await (shipment === null ? invoiceInForce(tx, order.id) : noteOf(tx, order.id, shipment))) return;
    const issuedAt = new Date();
    const created = new Date(order.createdDate);
    await store(
      tx,
      order.id,
      documentOf(order, {
        kind,
        number: await nextNumber(tx, kind, yearOf(issuedAt)),
        issuedAt,
        seller: settings.seller,
        recipient: customerId === null ? null : await dependencies.recipientOf(tx, customerId),
        dueDate:
          order.paymentMethodCode === 'invoice'
            ? new Date(created.getTime() + settings.invoicePaymentTermDays * 86_400_000)
            : null,
        ...(parcel && { parcel }),
      }),
      { shipment },
    );
  }

  /** Corrects the invoice in force by a credit note of its whole amount; nothing when none is. */
  async function correct(tx: Transaction, order: Order) {
    const invoice = await invoiceInForce(tx, order.id);
    if (!invoice) return;
    const issuedAt = new Date();
    const { seller } = await dependencies.settings();
    const number = await nextNumber(tx, 'credit_note', yearOf(issuedAt));
    await store(tx, order.id, creditNoteOf(invoice.content, { number, issuedAt, seller }), { correctsId: invoice.id });
  }

  return {
    /**
     * Credits chosen lines of an order's invoice (goods sent back) by a credit note of their own, in
     * the caller's transaction; answers its number, or null when the order has no invoice.
     */
    async creditReturn(tx: Transaction, orderId: number, credit: ReturnCredit): Promise<string | null> {
      const invoice = await invoiceInForce(tx, orderId);
      if (!invoice) return null;
      const issuedAt = new Date();
      const { seller } = await dependencies.settings();
      const number = await nextNumber(tx, 'credit_note', yearOf(issuedAt));
      await store(tx, orderId, lineCreditNoteOf(invoice.content, credit, { number, issuedAt, seller }), {
        correctsId: invoice.id,
        whole: false,
      });
      return number;
    },

    /**
     * What an order's change calls for, in its transaction: an order paid by invoice is invoiced
     * when placed; one paid online when paid or when shipped, as the shop sets; each parcel brings
     * its delivery note; a change before shipping corrects the invoice and issues a new one; a
     * cancellation corrects the invoice.
     *
     * An order shipped in parts is invoiced with its last parcel, not its first: the invoice is of
     * the whole order (its lines, shipping and coupon as booked), so it is issued once all of it
     * has been supplied, and its delivery date is that of the supply's end. An invoice at the
     * first parcel would bill goods not yet delivered, and a line never shipped would need a
     * credit note; paid online, the customer has paid already and waits for nothing.
     */
    async onOrderEvent(tx: Transaction, type: WebhookEventType, order: Order, customerId: number | null) {
      const byInvoice = order.paymentMethodCode === 'invoice';
      switch (type) {
        case 'order.placed':
          if (byInvoice) await issue(tx, 'invoice', order, customerId);
          return;
        case 'order.paid':
          if ((await dependencies.settings()).invoiceIssuedWhen === 'placed')
            await issue(tx, 'invoice', order, customerId);
          return;
        case 'order.partly-shipped':
          await issue(tx, 'delivery_note', order, customerId);
          return;
        case 'order.shipped':
          await issue(tx, 'invoice', order, customerId);
          await issue(tx, 'delivery_note', order, customerId);
          return;
        case 'order.changed':
          // An issued document is never changed: the invoice in force is corrected by a credit
          // note and the order, as it is now, invoiced anew. Without one, nothing is issued yet.
          if (await invoiceInForce(tx, order.id)) {
            await correct(tx, order);
            await issue(tx, 'invoice', order, customerId);
          }
          return;
        case 'order.cancelled':
          await correct(tx, order);
      }
    },

    /**
     * The files of an order's latest documents of these kinds, or of the one named, for a mail
     * (none while none is issued).
     */
    async attachmentsOf({ orderId, kinds, documentId }: NonNullable<Mail['attach']>): Promise<MailAttachment[]> {
      const rows = await db
        .select()
        .from(orderDocuments)
        .where(
          and(
            eq(orderDocuments.orderId, orderId),
            inArray(orderDocuments.kind, kinds),
            documentId === undefined ? undefined : eq(orderDocuments.id, documentId),
          ),
        )
        .orderBy(desc(orderDocuments.id));
      return rows
        .filter((row, i) => rows.findIndex((other) => other.kind === row.kind) === i)
        .map((row) => ({ filename: `${row.number}.pdf`, contentType: 'application/pdf', content: row.pdf }));
    },

    /** An order's documents, oldest first. */
    async list(orderId: number): Promise<OrderDocument[]> {
      const rows = await db
        .select()
        .from(orderDocuments)
        .where(eq(orderDocuments.orderId, orderId))
        .orderBy(asc(orderDocuments.id));
      return rows.map(describe);
    },

    /**
     * A document of an order as a file: its PDF as issued, or an invoice's or credit note's
     * XRechnung, written from the content frozen at issue; 404 when the order has no such document.
     */
    async file(orderId: number, documentId: number, format: OrderDocumentFormat): Promise<DocumentFile> {
      const [row] = await db
        .select()
        .from(orderDocuments)
        .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.id, documentId)));
      if (!row) throw notFound(`Order ${orderId} has no document ${documentId}`);
      if (format === 'pdf') return { contentType: 'application/pdf', body: row.pdf, fileName: `${row.number}.pdf` };
      if (row.kind === 'delivery_note') throw staffRefusal('BAD_REQUEST', 'noEInvoice', { document: row.number });
      return {
        contentType: 'application/xml',
        body: Buffer.from(await xrechnungXml(row.content), 'utf8'),
        fileName: `${row.number}-xrechnung.xml`,
      };
    },
  };
}

export type DocumentService = ReturnType<typeof documentService>;
