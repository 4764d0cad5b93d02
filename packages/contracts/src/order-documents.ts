import { z } from 'zod';
import { currencyCodeSchema } from './codes';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';

/** An order's business documents: its invoice, a credit note correcting it, its delivery note. */
export const orderDocumentKinds = ['invoice', 'credit_note', 'delivery_note'] as const;

export const orderDocumentSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(orderDocumentKinds),
    /** From a gapless series per kind and year, e.g. RE-2026-000123. */
    number: z.string(),
    issuedAt: z.string(),
    /** Minor units; negative on a credit note, 0 on a delivery note (it shows no prices). */
    grandTotal: z.number().int(),
    currency: currencyCodeSchema,
    /** A delivery note's parcel: the number of the order's shipment it lists; null for other documents. */
    shipment: z.number().int().nullable(),
  })
  .meta({ id: 'OrderDocument' });
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

const orderParams = z.object({ id: rowIdSchema });
const documentParams = z.object({ id: rowIdSchema, documentId: rowIdSchema });
const documentList = z.object({ data: z.array(orderDocumentSchema) });
/** What form of a document to download: its PDF, or an invoice's or credit note's XRechnung. */
export const orderDocumentFormats = ['pdf', 'xrechnung'] as const;
export type OrderDocumentFormat = (typeof orderDocumentFormats)[number];
const documentQuery = z.strictObject({
  /**
   * pdf (default): the document as issued, a PDF/A-3 that for an invoice or credit note carries
   * its e-invoice (Factur-X/ZUGFeRD, profile EN 16931) as factur-x.xml; xrechnung: an invoice's or
   * credit note's XRechnung 3.0 (CII) as application/xml. A delivery note has none (400).
   */
  format: z.enum(orderDocumentFormats).default('pdf'),
});
const file = z
  .string()
  .describe(
    'The document as a PDF/A-3 (A4, tagged, text selectable; an invoice or credit note with its Factur-X XML embedded), or with format=xrechnung its XRechnung as application/xml',
  );

/** A document sent again: which, and to whom (the order's e-mail address). */
export const resentDocumentSchema = z.object({ number: z.string(), sentTo: z.string() });
export type ResentDocument = z.infer<typeof resentDocumentSchema>;

export const orderDocumentOperations = {
  listOrderDocuments: defineOperation({
    id: 'listOrderDocuments',
    method: 'GET',
    path: '/orders/:id/documents',
    summary:
      "An order's invoice, credit notes and delivery notes, for the customer or the guest browser that placed it",
    tag: 'order',
    params: orderParams,
    response: documentList,
  }),
  getOrderDocument: defineOperation({
    id: 'getOrderDocument',
    method: 'GET',
    path: '/orders/:id/documents/:documentId',
    summary:
      "One of an order's documents as a PDF (an invoice's or credit note's also as XRechnung), for the customer or the guest browser that placed it",
    tag: 'order',
    params: documentParams,
    query: documentQuery,
    download: 'application/pdf',
    response: file,
  }),
  listAdminOrderDocuments: defineOperation({
    id: 'listAdminOrderDocuments',
    method: 'GET',
    path: '/admin/api/orders/:id/documents',
    summary: "An order's invoice, credit notes and delivery notes (staff)",
    tag: 'order admin',
    auth: 'clerk',
    params: orderParams,
    response: documentList,
  }),
  getAdminOrderDocument: defineOperation({
    id: 'getAdminOrderDocument',
    method: 'GET',
    path: '/admin/api/orders/:id/documents/:documentId',
    summary: "One of an order's documents as a PDF (an invoice's or credit note's also as XRechnung) (staff)",
    tag: 'order admin',
    auth: 'clerk',
    params: documentParams,
    query: documentQuery,
    download: 'application/pdf',
    response: file,
  }),
  resendOrderDocument: defineOperation({
    id: 'resendOrderDocument',
    method: 'POST',
    path: '/admin/api/orders/:id/documents/:documentId/resend',
    summary:
      "Sends one of an order's documents again to the order's e-mail address, its PDF attached, in the order's language (staff)",
    tag: 'order admin',
    auth: 'clerk',
    params: documentParams,
    response: resentDocumentSchema,
  }),
};
