// An order's business documents: an invoice order is invoiced when placed, a shipment brings its
// delivery note, a cancellation a credit note; numbers are gapless per series and year, a document
// is the same at every download, and its amounts are the order's to the cent.
import type { OrderDocument } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import { testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { customers } from '../customer/tables';
import { usePaymentApi } from '../payment/testing';
import { nextNumber } from './numbering';
import { orderDocuments } from './tables';

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe.each(databaseKinds)('order documents on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    shop.ctx.api.inject({
      method,
      url,
      headers: { authorization: `Bearer ${testAdminToken}` },
      ...(payload && { payload }),
    });
  const documentsOf = async (cookie: string, orderId: number) => {
    const res = await shop.call('GET', `/orders/${orderId}/documents`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: OrderDocument[] }).data;
  };
  const download = async (cookie: string, orderId: number, documentId: number) => {
    const res = await shop.call('GET', `/orders/${orderId}/documents/${documentId}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.rawPayload;
  };
  const contentOf = async (id: number) =>
    (await shop.ctx.database.db.select().from(orderDocuments).where(eq(orderDocuments.id, id)))[0]!.content;

  it('invoices an invoice order when placed, with the order’s amounts, the same at every download', async () => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice', 3);
    const [invoice, ...others] = await documentsOf(cookie, order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^RE-\d{4}-\d{6}$/),
      grandTotal: order.cartInfo.grandTotalIncTax,
      currency: 'EUR',
    });
    const content = await contentOf(invoice!.id);
    expect(content.tax).toBe(order.cartInfo.tax_amount);
    expect(content.net + content.tax).toBe(content.gross);
    expect(content.taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBe(order.cartInfo.tax_amount);
    expect(content.taxes.reduce((sum, tax) => sum + tax.basis, 0)).toBe(content.net);
    expect(content.lines.reduce((sum, line) => sum + line.total!, 0) - content.discount).toBe(content.net);
    expect(content.dueDate).not.toBeNull();

    const pdf = await download(cookie, order.id, invoice!.id);
    expect(Buffer.compare(pdf, await download(cookie, order.id, invoice!.id))).toBe(0);
    const text = await textOf(pdf);
    expect(text).toContain(`Rechnung ${invoice!.number}`);
    expect(text).toContain(order.transactionnum);
    const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    // The PDF's text has a plain space where Intl puts a no-break one.
    expect(text).toContain(euros.format(order.cartInfo.grandTotalIncTax / 100).replace(/\s/g, ' '));
    expect(text).toContain('Werkhaus GmbH');
    expect(text).toContain('DE136695976');

    // Staff read the same documents; nobody else learns the order has any.
    const listed = await staff('GET', `/admin/api/orders/${order.id}/documents`);
    expect((listed.json() as { data: OrderDocument[] }).data).toEqual([invoice]);
    expect((await shop.call('GET', `/orders/${order.id}/documents`, '')).statusCode).toBe(404);
  });

  it('brings a delivery note without prices with the shipment, and a credit note with a cancellation', async () => {
    const cookie = await shop.login();
    const shipped = await shop.order(cookie, 'invoice');
    const placed = (await staff('GET', `/admin/api/orders/${shipped.id}`)).json().version as number;
    const confirmed = await staff('POST', `/admin/api/orders/${shipped.id}/confirm`, { version: placed });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const version = (confirmed.json() as { version: number }).version;
    const ship = await staff('POST', `/admin/api/orders/${shipped.id}/ship`, {
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
      version,
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const [shippedInvoice, note] = await documentsOf(cookie, shipped.id);
    // The confirmation and the shipped e-mail carry the invoice as it was issued.
    const mailsOf = () => shop.state.mails.filter((mail) => mail.subject.includes(shipped.transactionnum));
    await vi.waitFor(() => expect(mailsOf()).toHaveLength(2));
    for (const mail of mailsOf()) {
      expect(mail.attachments?.map((file) => file.filename)).toEqual([`${shippedInvoice!.number}.pdf`]);
      const pdf = await download(cookie, shipped.id, shippedInvoice!.id);
      expect(Buffer.compare(mail.attachments![0]!.content, pdf)).toBe(0);
    }
    expect(note).toMatchObject({ kind: 'delivery_note', number: expect.stringMatching(/^LS-/), grandTotal: 0 });
    const noteText = await textOf(await download(cookie, shipped.id, note!.id));
    expect(noteText).toContain(`Lieferschein ${note!.number}`);
    expect(noteText).not.toMatch(/€/);

    const cancelled = await shop.order(cookie, 'invoice', 2);
    const [invoice] = await documentsOf(cookie, cancelled.id);
    const current = (await staff('GET', `/admin/api/orders/${cancelled.id}`)).json().version as number;
    const cancel = await staff('POST', `/admin/api/orders/${cancelled.id}/cancel`, {
      reason: 'Bestellfehler',
      version: current,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [, credit] = await documentsOf(cookie, cancelled.id);
    const cancelMail = await vi.waitFor(() => {
      const found = shop.state.mails.find(
        (mail) =>
          mail.subject.includes(cancelled.transactionnum) &&
          mail.attach === undefined &&
          mail.attachments?.[0]?.filename.startsWith('GS-'),
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect(cancelMail.attachments?.map((file) => file.filename)).toEqual([`${credit!.number}.pdf`]);
    expect(credit).toMatchObject({ kind: 'credit_note', grandTotal: -invoice!.grandTotal });
    const content = await contentOf(credit!.id);
    expect(content.corrects?.number).toBe(invoice!.number);
    expect(content.tax).toBe(-cancelled.cartInfo.tax_amount);
    expect(content.lines.every((line) => line.total! <= 0 && line.quantity < 0)).toBe(true);
    const creditText = await textOf(await download(cookie, cancelled.id, credit!.id));
    expect(creditText).toContain(`Korrigiert die Rechnung ${invoice!.number}`);
  });

  it('says why a tax-exempt account pays no tax', async () => {
    const db = shop.ctx.database.db;
    await db.update(customers).set({ excludeTax: true }).where(eq(customers.email, 'payer@example.com'));
    try {
      const cookie = await shop.login();
      const order = await shop.order(cookie, 'invoice');
      const [invoice] = await documentsOf(cookie, order.id);
      const content = await contentOf(invoice!.id);
      expect(content).toMatchObject({ taxExempt: true, tax: 0, gross: content.net });
      expect(await textOf(await download(cookie, order.id, invoice!.id))).toContain('Steuerfreie Lieferung');
    } finally {
      await db.update(customers).set({ excludeTax: false }).where(eq(customers.email, 'payer@example.com'));
    }
  });

  it('numbers without gaps when twenty issues run at once and some roll back', async () => {
    const db = shop.ctx.database.db;
    const year = 2099;
    const attempts = Array.from({ length: 20 }, (_, i) =>
      db
        .transaction(async (tx) => {
          const number = await nextNumber(tx, 'invoice', year);
          if (i % 5 === 4) throw new Error('rolled back');
          return number;
        })
        .catch(() => null),
    );
    const numbers = (await Promise.all(attempts)).filter((n): n is string => n !== null).sort();
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => `RE-${year}-${String(i + 1).padStart(6, '0')}`));
  });
});
