// An invoice's and a credit note's e-invoices: the PDF/A-3 with its Factur-X XML (CII, EN 16931)
// and the XRechnung (CII) download, both valid by the official EN 16931 XML schema and business rules (Schematron), their amounts
// the order's to the cent, the buyer's reference (Leitweg-ID) as their account said when the
// document was issued, tax exemption by category.
import { FormatFactoryService, invoiceSchema } from '@e-invoice-eu/core';
import type { OrderDocument } from '@shop/contracts';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { en16931RuleFailures, en16931RulesCompiled } from '../../testing/en16931/rules';
import { facturXSchemaErrors } from '../../testing/factur-x-schema';
import { customers } from '../customer/tables';
import { usePaymentApi } from '../payment/testing';
import { eInvoiceOf } from './e-invoice';
import { orderDocuments } from './tables';

/** Every text of an element, in document order (the XML here has no nested same-named elements). */
const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]!);
const text = (xml: string, tag: string) => texts(xml, tag)[0];
/** A decimal amount of the XML in minor units. */
const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);

/** The EN 16931 model checked against @e-invoice-eu/core's schema with XRechnung's rules (cardinalities, code lists, patterns). */
const modelCheck = (() => {
  const schema = structuredClone(invoiceSchema);
  new FormatFactoryService().createFormatService('XRECHNUNG-CII', console).patchSchema(schema);
  return new Ajv2019({ strict: true, allErrors: true }).compile(schema);
})();

/** What the official checks say of an XML: the EN 16931 XML schema's errors and the business rules it fails. */
const officialVerdict = async (xml: string) => ({
  schema: await facturXSchemaErrors(xml),
  rules: await en16931RuleFailures(xml),
});
const valid = { schema: [], rules: [] };

// The first file to need the rules compiles them (a quarter minute of CPU), later ones read them.
beforeAll(() => en16931RulesCompiled, 300_000);

describe.each(databaseKinds)('e-invoices on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const staff = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    shop.ctx.api.inject({
      method,
      url,
      headers: { authorization: `Bearer ${testAdminToken}` },
      ...(payload && { payload }),
    });
  const documentsOf = async (cookie: string, orderId: number) =>
    ((await shop.call('GET', `/orders/${orderId}/documents`, cookie)).json() as { data: OrderDocument[] }).data;
  const download = async (cookie: string, orderId: number, documentId: number, format?: string) => {
    const res = await shop.call(
      'GET',
      `/orders/${orderId}/documents/${documentId}${format ? `?format=${format}` : ''}`,
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const contentOf = async (id: number) =>
    (await shop.ctx.database.db.select().from(orderDocuments).where(eq(orderDocuments.id, id)))[0]!.content;
  const payer = async () =>
    (await shop.ctx.database.db.select().from(customers).where(eq(customers.email, 'payer@example.com')))[0]!;
  /** Sets the payer's buyer reference as staff do, and puts it back when the test ends. */
  const setBuyerReference = async (buyerReference: string) => {
    const { id } = await payer();
    const update = async (value: string) => {
      const { version } = (await staff('GET', `/admin/api/customers/${id}`)).json() as { version: number };
      return staff('PATCH', `/admin/api/customers/${id}`, { buyerReference: value, version });
    };
    const res = await update(buyerReference);
    expect(res.statusCode, res.body).toBe(200);
    onTestFinished(async () => void (await update('')));
    return id;
  };
  const facturXOf = async (pdf: Buffer) => {
    const files = (await (await getDocumentProxy(new Uint8Array(pdf))).getAttachments()) as Record<
      string,
      { filename: string; content: Uint8Array }
    >;
    expect(Object.values(files).map((file) => file.filename)).toEqual(['factur-x.xml']);
    const xml = Buffer.from(Object.values(files)[0]!.content).toString('utf8');
    // Every Factur-X the shop writes passes the official EN 16931 profile's XML schema and CEN's business rules.
    expect(await officialVerdict(xml)).toEqual(valid);
    return xml;
  };

  it('issues an invoice as a PDF/A-3 carrying its EN 16931 CII, with the order’s amounts and the buyer’s Leitweg-ID', async () => {
    const leitwegId = '04011000-12345-67';
    await setBuyerReference(leitwegId);
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice', 3);
    const [invoice] = await documentsOf(cookie, order.id);
    const pdf = (await download(cookie, order.id, invoice!.id)).rawPayload;
    expect(Buffer.compare(pdf, (await download(cookie, order.id, invoice!.id)).rawPayload)).toBe(0);

    // PDF/A-3 as Factur-X asks: XMP with the profile, the XML an alternative of the PDF, fonts embedded.
    const raw = pdf.toString('latin1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(raw).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');
    expect(raw).toMatch(/\/AFRelationship \/Alternative/);
    expect(raw).toMatch(/\/FontFile2 /);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    const shown = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
    expect(shown).toContain(invoice!.number);
    const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(shown).toContain(euros.format(order.cartInfo.grandTotalIncTax / 100).replace(/\s/g, ' '));
    expect(shown).toContain(leitwegId);

    const xml = await facturXOf(pdf);
    expect(text(xml, 'ram:TypeCode')).toBe('380');
    expect(texts(xml, 'ram:ID')).toContain('urn:cen.eu:en16931:2017');
    expect(text(xml, 'ram:BuyerReference')).toBe(leitwegId);
    expect(xml).toContain(`<ram:ID>${invoice!.number}</ram:ID>`);
    expect(xml).toContain('<ram:ID schemeID="VA">DE136695976</ram:ID>');
    expect(text(xml, 'ram:IBANID')).toBe('DE89370400440532013000');
    const { cartInfo } = order;
    const content = await contentOf(invoice!.id);
    // BR-CO-10 to BR-CO-16, and each the order's to the cent.
    const lineTotals = texts(xml, 'ram:LineTotalAmount').map(cents);
    const [documentLineTotal, ...lines] = [lineTotals.at(-1)!, ...lineTotals.slice(0, -1)];
    expect(lines).toHaveLength(content.lines.length);
    expect(lines.reduce((sum, line) => sum + line, 0)).toBe(documentLineTotal);
    expect(documentLineTotal).toBe(cartInfo.subtotal + cartInfo.shipping_amount);
    expect(cents(text(xml, 'ram:TaxBasisTotalAmount'))).toBe(
      cartInfo.subtotal - cartInfo.coupon_amount + cartInfo.shipping_amount,
    );
    expect(cents(text(xml, 'ram:TaxTotalAmount'))).toBe(cartInfo.tax_amount);
    expect(texts(xml, 'ram:CalculatedAmount').map(cents)).toEqual(cartInfo.taxes.map((tax) => tax.amount));
    expect(cents(text(xml, 'ram:GrandTotalAmount'))).toBe(cartInfo.grandTotalIncTax);
    expect(cents(text(xml, 'ram:DuePayableAmount'))).toBe(cartInfo.grandTotalIncTax);
    expect(xml).toContain('<ram:CategoryCode>S</ram:CategoryCode>');
    expect(modelCheck(eInvoiceOf(content)), JSON.stringify(modelCheck.errors)).toBe(true);
    // The rules do judge: the same invoice owing a cent more than its total is refused by BR-CO-16.
    const owingMore = xml.replace(/<ram:DuePayableAmount>([^<]*)</, (_, amount: string) => {
      return `<ram:DuePayableAmount>${(Number(amount) + 0.01).toFixed(2)}<`;
    });
    expect((await en16931RuleFailures(owingMore)).map(({ rule, flag }) => ({ rule, flag }))).toEqual([
      { rule: 'BR-CO-16', flag: 'fatal' },
    ]);
  });

  it('gives an invoice’s and its credit note’s XRechnung; the credit note a 381 with the invoice’s amounts, naming it', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice', 2);
    const [invoice] = await documentsOf(cookie, order.id);
    const res = await download(cookie, order.id, invoice!.id, 'xrechnung');
    expect(res.headers['content-type']).toBe('application/xml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number}-xrechnung.xml"`);
    const xrechnung = res.body;
    expect(await officialVerdict(xrechnung)).toEqual(valid);
    expect(texts(xrechnung, 'ram:ID')).toContain(
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    );
    expect(text(xrechnung, 'ram:TypeCode')).toBe('380');
    // No Leitweg-ID on the account: the customer number names the buyer (the order has no reference of its own).
    expect(text(xrechnung, 'ram:BuyerReference')).toBe(order.cartInfo.orderReference || 'K-60001');
    expect(xrechnung).toContain('<ram:URIID schemeID="EM">payer@example.com</ram:URIID>');
    expect(cents(text(xrechnung, 'ram:DuePayableAmount'))).toBe(order.cartInfo.grandTotalIncTax);
    expect(cents(text(xrechnung, 'ram:TaxTotalAmount'))).toBe(order.cartInfo.tax_amount);

    const version = (await staff('GET', `/admin/api/orders/${order.id}`)).json().version as number;
    const cancel = await shop.ctx.api.inject({
      method: 'POST',
      url: `/admin/api/orders/${order.id}/cancel`,
      headers: { authorization: `Bearer ${testAdminToken}` },
      payload: { reason: 'Bestellfehler', version },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [, credit] = await documentsOf(cookie, order.id);
    const creditNote = (await download(cookie, order.id, credit!.id, 'xrechnung')).body;
    expect(await officialVerdict(creditNote)).toEqual(valid);
    expect(text(creditNote, 'ram:TypeCode')).toBe('381');
    expect(creditNote).toContain(`<ram:ID>${credit!.number}</ram:ID>`);
    expect(creditNote).toMatch(
      new RegExp(`<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${invoice!.number}<`),
    );
    // A credit note credits by its type: its amounts are the invoice's, not negative.
    expect(cents(text(creditNote, 'ram:DuePayableAmount'))).toBe(order.cartInfo.grandTotalIncTax);
    expect(texts(creditNote, 'ram:BilledQuantity').every((quantity) => Number(quantity) > 0)).toBe(true);
    expect(creditNote).not.toMatch(/>-\d/);

    const cii = await facturXOf((await download(cookie, order.id, credit!.id)).rawPayload);
    expect(text(cii, 'ram:TypeCode')).toBe('381');
    expect(cii).toMatch(new RegExp(`<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${invoice!.number}<`));
    expect(cents(text(cii, 'ram:GrandTotalAmount'))).toBe(order.cartInfo.grandTotalIncTax);
    expect(cii).not.toMatch(/>-\d/);
    expect(modelCheck(eInvoiceOf(await contentOf(credit!.id))), JSON.stringify(modelCheck.errors)).toBe(true);
  });

  it('keeps the buyer reference the document was issued with, and renders documents issued before it was kept', async () => {
    await setBuyerReference('991-01234-56');
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const [invoice] = await documentsOf(cookie, order.id);
    await setBuyerReference('04011000-99999-01');
    const xrechnung = (await download(cookie, order.id, invoice!.id, 'xrechnung')).body;
    expect(text(xrechnung, 'ram:BuyerReference')).toBe('991-01234-56');

    // A content stored before the buyer reference and e-mail were kept: the customer number names the buyer.
    const { buyerReference: _, buyerEmail: __, ...older } = await contentOf(invoice!.id);
    await shop.ctx.database.db.update(orderDocuments).set({ content: older }).where(eq(orderDocuments.id, invoice!.id));
    const again = (await download(cookie, order.id, invoice!.id, 'xrechnung')).body;
    expect(text(again, 'ram:BuyerReference')).toBe(older.orderReference || 'K-60001');
    expect(cents(text(again, 'ram:DuePayableAmount'))).toBe(order.cartInfo.grandTotalIncTax);
  });

  it('names an exempt supply’s category and reason, without tax', async () => {
    const db = shop.ctx.database.db;
    await db.update(customers).set({ excludeTax: true }).where(eq(customers.email, 'payer@example.com'));
    onTestFinished(async () => {
      await db.update(customers).set({ excludeTax: false }).where(eq(customers.email, 'payer@example.com'));
    });
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const [invoice] = await documentsOf(cookie, order.id);
    const cii = await facturXOf((await download(cookie, order.id, invoice!.id)).rawPayload);
    // A buyer in the seller's own country: exempt (E), with the note the PDF prints as its reason.
    expect(new Set(texts(cii, 'ram:CategoryCode'))).toEqual(new Set(['E']));
    expect(text(cii, 'ram:ExemptionReason')).toContain('Steuerfreie Lieferung');
    expect(cents(text(cii, 'ram:TaxTotalAmount'))).toBe(0);
    expect(texts(cii, 'ram:CalculatedAmount').map(cents)).toEqual([0]);
    expect(cents(text(cii, 'ram:GrandTotalAmount'))).toBe(order.cartInfo.grandTotalIncTax);
    const xrechnung = (await download(cookie, order.id, invoice!.id, 'xrechnung')).body;
    expect(await officialVerdict(xrechnung)).toEqual(valid);
    expect(text(xrechnung, 'ram:ExemptionReason')).toContain('Steuerfreie Lieferung');
    expect(texts(xrechnung, 'ram:RateApplicablePercent').every((rate) => Number(rate) === 0)).toBe(true);
  });

  it('refuses an XRechnung of a delivery note, and a format it does not know', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const confirmed = await shop.ctx.api.inject({
      method: 'POST',
      url: `/admin/api/orders/${order.id}/confirm`,
      headers: { authorization: `Bearer ${testAdminToken}` },
      payload: { version: (await staff('GET', `/admin/api/orders/${order.id}`)).json().version },
    });
    const shipped = await shop.ctx.api.inject({
      method: 'POST',
      url: `/admin/api/orders/${order.id}/ship`,
      headers: { authorization: `Bearer ${testAdminToken}` },
      payload: { carrier: 'DHL', trackingNumber: '00340434161094042557', version: confirmed.json().version },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const note = (await documentsOf(cookie, order.id)).find((document) => document.kind === 'delivery_note')!;
    const refused = await shop.call('GET', `/orders/${order.id}/documents/${note.id}?format=xrechnung`, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      `${note.number} is a delivery note: only invoices and credit notes have an XRechnung`,
    );
    const staffRefused = await staff('GET', `/admin/api/orders/${order.id}/documents/${note.id}?format=xrechnung`);
    expect(staffRefused.json().error).toMatchObject({ problem: 'noEInvoice', values: { document: note.number } });
    expect((await shop.call('GET', `/orders/${order.id}/documents/${note.id}?format=docx`, cookie)).statusCode).toBe(
      400,
    );
    // The delivery note's PDF is a PDF/A too, without an e-invoice.
    const pdf = (await download(cookie, order.id, note.id)).rawPayload;
    expect(pdf.toString('latin1')).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(pdf.toString('latin1')).not.toContain('factur-x.xml');
  });
});
