// The invoices of a period for bookkeeping: listInvoices and its CSV read the documents as issued,
// a period's days are the shop's (Europe/Berlin, summer time included) with both ends in, a credit
// note is a row of its own with negative amounts naming its invoice, and the CSV's rows (one per
// document and tax rate) add up to the documents' totals to the cent. Staff send a document again:
// one mail in the order's language with that PDF attached, and an audit row. And the CLI writes it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Cart,
  invoiceExportColumns,
  type LedgerEntry,
  type LedgerTotal,
  type Order,
  type ResentDocument,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../testing/api';
import { runTool } from '../../testing/cli';
import { useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { products } from '../catalog/tables';
import { addresses } from '../customer/tables';
import type { Mail } from '../mail';
import { orderDocuments } from './tables';

type Row = Record<(typeof invoiceExportColumns)[number], string>;
type Ledger = { data: LedgerEntry[]; count: number; totals: LedgerTotal[] };

const billing = {
  firstName: 'Lena',
  lastName: 'Vogel',
  company: 'Vogel Bau GmbH',
  street: 'Marienplatz 8',
  city: 'München',
  postalCode: '80331',
  country: 'DE',
  vatId: 'DE123456789',
};

// Around March 2025 in Berlin: it starts at 23:00 UTC the day before (winter time) and ends at
// 22:00 UTC on its last day (summer time began on 30 March).
const lastOfFebruary = new Date('2025-02-28T22:59:59.999Z');
const firstOfMarch = new Date('2025-02-28T23:00:00.000Z');
const lastOfMarch = new Date('2025-03-31T21:59:59.999Z');
const firstOfApril = new Date('2025-03-31T22:00:00.000Z');

describe.each(databaseKinds)('the invoice ledger on %s', (kind) => {
  const mails: Mail[] = [];
  const fixture = {} as { a: { id: number; sku: string }; b: { id: number; sku: string } };
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      const [a, b] = await seedMerchantShop(db, [1999, 5000]);
      // B at the reduced rate: an order of A and B is taxed at two rates.
      await db.update(products).set({ taxClass: 'reduced' }).where(eq(products.id, b!.id));
      fixture.a = a!;
      fixture.b = b!;
    },
    { mailer: { send: async (mail: Mail) => void mails.push(mail) } },
  );
  const { call, admin, ok, refused } = merchantCalls(ctx);
  const customer = useCustomers(ctx);

  /** An invoice order of these lines by a customer of the test's own, billed to a company (it is invoiced when placed). */
  async function invoiceOrder(cookie: string, lines: Array<{ sku: string; quantity: number }>, locale = 'de') {
    const cart = ok<Cart>(await call('POST', '/carts', {}, cookie));
    for (const line of lines) ok(await call('POST', `/carts/${cart.id}/items`, line, cookie));
    ok(await call('PUT', `/carts/${cart.id}/checkout`, { billingAddress: billing }, cookie));
    const ready = ok<Cart>(
      await call('PUT', `/carts/${cart.id}/checkout`, { shippingMethod: { methodCode: 'standard' } }, cookie),
    );
    const body = {
      cartId: ready.id,
      cart: { version: ready.version },
      paymentMethodCode: 'invoice',
      termsAccepted: true,
    };
    return ok<Order>(await call('POST', `/orders?locale=${locale}`, body, cookie), 201);
  }

  const documentsOf = async (orderId: number) =>
    ctx.database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId)).orderBy(orderDocuments.id);
  const issueAt = (id: number, at: Date) =>
    ctx.database.db.update(orderDocuments).set({ issuedAt: at }).where(eq(orderDocuments.id, id));

  const placed = {} as {
    customerNumber: string;
    cookie: string;
    /** Invoiced on the last millisecond of February, and on the first of March (at two rates). */
    february: Order;
    march: Order;
    /** Invoiced on March's last millisecond, cancelled on April's first. */
    cancelled: Order;
    ids: { february: number; march: number; cancelled: number; credit: number };
  };

  /** A customer of the test's own with the company's address as their default. */
  async function buyer(name: string) {
    const made = await customer(name);
    await ctx.database.db.insert(addresses).values({
      customerId: made.id,
      ...billing,
      isShipping: true,
      isBilling: true,
      isDefaultShipping: true,
      isDefaultBilling: true,
    });
    return made;
  }

  /** Three invoice orders of one customer, one cancelled, their documents moved to the edges of March 2025. */
  async function placeOrders() {
    if (placed.february) return placed;
    const mia = await buyer('mia.ledger');
    placed.customerNumber = mia.customerNumber!;
    placed.cookie = mia.cookie;
    placed.february = await invoiceOrder(mia.cookie, [{ sku: fixture.a.sku, quantity: 2 }]);
    placed.march = await invoiceOrder(mia.cookie, [
      { sku: fixture.a.sku, quantity: 1 },
      { sku: fixture.b.sku, quantity: 1 },
    ]);
    placed.cancelled = await invoiceOrder(mia.cookie, [
      { sku: fixture.a.sku, quantity: 1 },
      { sku: fixture.b.sku, quantity: 3 },
    ]);
    const { version } = ok<{ version: number }>(await admin('GET', `/admin/api/orders/${placed.cancelled.id}`));
    ok(await admin('POST', `/admin/api/orders/${placed.cancelled.id}/cancel`, { reason: 'Storno', version }));
    const [february] = await documentsOf(placed.february.id);
    const [march] = await documentsOf(placed.march.id);
    const [cancelled, credit] = await documentsOf(placed.cancelled.id);
    expect(credit).toMatchObject({ kind: 'credit_note', correctsId: cancelled!.id });
    placed.ids = { february: february!.id, march: march!.id, cancelled: cancelled!.id, credit: credit!.id };
    await issueAt(february!.id, lastOfFebruary);
    await issueAt(march!.id, firstOfMarch);
    await issueAt(cancelled!.id, lastOfMarch);
    await issueAt(credit!.id, firstOfApril);
    return placed;
  }

  const ledger = async (query: string) => ok<Ledger>(await admin('GET', `/admin/api/invoices?${query}`));
  const numbersOf = ({ data }: Ledger) => data.map((entry) => entry.id);
  const exportCsv = (query: string) => admin('GET', `/admin/api/invoices/export?${query}`);
  const rowsOf = (text: string): Row[] =>
    Papa.parse<Row>(text.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true }).data;

  it("lists the documents issued in the period, newest first, its days the shop's with both ends in", async () => {
    const { ids, march, cancelled, customerNumber } = await placeOrders();
    const inMarch = await ledger('from=2025-03-01&to=2025-03-31');
    expect(numbersOf(inMarch)).toEqual([ids.cancelled, ids.march]);
    expect(inMarch.data.map((entry) => entry.issuedOn)).toEqual(['2025-03-31', '2025-03-01']);
    const [last, first] = inMarch.data;
    expect(first).toEqual({
      id: ids.march,
      orderId: march.id,
      kind: 'invoice',
      number: expect.stringMatching(/^RE-\d{4}-\d{6}$/),
      issuedAt: firstOfMarch.toISOString(),
      issuedOn: '2025-03-01',
      orderNumber: march.transactionnum,
      customerNumber,
      customer: 'Vogel Bau GmbH',
      // The order's amounts, to the cent.
      net: march.cartInfo.subtotal - march.cartInfo.coupon_amount + march.cartInfo.shipping_amount,
      tax: march.cartInfo.tax_amount,
      gross: march.cartInfo.grandTotalIncTax,
      currency: 'EUR',
      corrects: null,
    });
    expect(last!.gross).toBe(cancelled.cartInfo.grandTotalIncTax);
    expect(inMarch.count).toBe(2);
    expect(inMarch.totals).toEqual([
      {
        currency: 'EUR',
        count: 2,
        net: first!.net + last!.net,
        tax: first!.tax + last!.tax,
        gross: first!.gross + last!.gross,
      },
    ]);

    // The millisecond before March is February's last day; the one after it April's first.
    const february = await ledger('from=2025-02-28&to=2025-02-28');
    expect(numbersOf(february)).toEqual([ids.february]);
    expect(february.data[0]!.issuedOn).toBe('2025-02-28');
    const april = await ledger('from=2025-04-01&to=2025-04-30');
    expect(numbersOf(april)).toEqual([ids.credit]);
    expect(april.data[0]).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(/^GS-\d{4}-\d{6}$/),
      issuedOn: '2025-04-01',
      orderNumber: cancelled.transactionnum,
      net: -last!.net,
      tax: -last!.tax,
      gross: -last!.gross,
      corrects: { id: ids.cancelled, number: last!.number },
    });
    expect(april.totals).toEqual([
      { currency: 'EUR', count: 1, net: -last!.net, tax: -last!.tax, gross: -last!.gross },
    ]);
    // One day is a period: the last of March, at its last millisecond.
    expect(numbersOf(await ledger('from=2025-03-31&to=2025-03-31'))).toEqual([ids.cancelled]);
    expect(numbersOf(await ledger('from=2024-03-01&to=2024-03-31'))).toEqual([]);
  });

  it('pages through the period, its totals those of every document found, and keeps to the kind asked for', async () => {
    const { ids } = await placeOrders();
    const all = await ledger('from=2025-02-01&to=2025-04-30');
    expect(numbersOf(all)).toEqual([ids.credit, ids.cancelled, ids.march, ids.february]);
    const page = await ledger('from=2025-02-01&to=2025-04-30&offset=1&limit=2');
    expect(numbersOf(page)).toEqual([ids.cancelled, ids.march]);
    expect({ count: page.count, totals: page.totals }).toEqual({ count: 4, totals: all.totals });
    // The credit note cancels its invoice: the period's totals are the two others'.
    const sum = (key: 'net' | 'tax' | 'gross') => all.data.reduce((total, entry) => total + entry[key], 0);
    expect(all.totals).toEqual([{ currency: 'EUR', count: 4, net: sum('net'), tax: sum('tax'), gross: sum('gross') }]);
    expect(sum('gross')).toBe(all.data[2]!.gross + all.data[3]!.gross);
    expect(numbersOf(await ledger('from=2025-02-01&to=2025-04-30&kind=credit_note'))).toEqual([ids.credit]);
    expect(numbersOf(await ledger('from=2025-02-01&to=2025-04-30&kind=invoice'))).toEqual([
      ids.cancelled,
      ids.march,
      ids.february,
    ]);
  });

  it('exports a row per document and tax rate, in the order issued, to the cent', async () => {
    const { march, cancelled, customerNumber } = await placeOrders();
    const res = await exportCsv('from=2025-03-01&to=2025-04-30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices-2025-03-01-2025-04-30.csv"');
    expect(res.body.startsWith(`\uFEFF${invoiceExportColumns.join(',')}\n`)).toBe(true);
    const rows = rowsOf(res.body);
    const [invoice, credit] = (await documentsOf(cancelled.id)).map((document) => document.number);
    const [first] = (await documentsOf(march.id)).map((document) => document.number);
    expect(rows.map((row) => [row.document_number, row.tax_rate])).toEqual([
      [first, '19.00'],
      [first, '7.00'],
      [invoice, '19.00'],
      [invoice, '7.00'],
      [credit, '19.00'],
      [credit, '7.00'],
    ]);
    // 19.99 at 19 % and 50.00 at 7 %, the standard shipping's 4.95 at 19 % (its tax class's rate).
    expect(march.cartInfo).toMatchObject({ subtotal: 6999, shipping_amount: 495, tax_amount: 380 + 94 + 350 });
    expect(rows.slice(0, 2).map((row) => [row.net, row.tax, row.gross])).toEqual([
      ['24.94', '4.74', '29.68'],
      ['50.00', '3.50', '53.50'],
    ]);
    // 1 × 19.99 at 19 %, 3 × 50.00 at 7 %; shipping free from 150.00.
    expect(cancelled.cartInfo).toMatchObject({ subtotal: 16_999, shipping_amount: 0 });
    const common = {
      document_type: 'invoice',
      corrects_number: '',
      order_number: cancelled.transactionnum,
      customer_number: customerNumber,
      customer_name: 'Vogel Bau GmbH',
      customer_vat_id: 'DE123456789',
      customer_country: 'DE',
      currency: 'EUR',
    };
    expect(rows[2]).toEqual({
      ...common,
      document_number: invoice,
      document_date: '2025-03-31',
      tax_rate: '19.00',
      net: '19.99',
      tax: '3.80',
      gross: '23.79',
      text: `Rechnung ${invoice}, ${cancelled.transactionnum}`,
    });
    expect(rows[3]).toEqual({
      ...common,
      document_number: invoice,
      document_date: '2025-03-31',
      tax_rate: '7.00',
      net: '150.00',
      tax: '10.50',
      gross: '160.50',
      text: `Rechnung ${invoice}, ${cancelled.transactionnum}`,
    });
    expect(rows[4]).toMatchObject({
      document_number: credit,
      document_date: '2025-04-01',
      document_type: 'credit_note',
      corrects_number: invoice,
      net: '-19.99',
      tax: '-3.80',
      gross: '-23.79',
      text: `Gutschrift (Rechnungskorrektur) ${credit}, ${cancelled.transactionnum}`,
    });
    // Each document's rows add up to its totals, net + tax = gross on each row.
    const cents = (value: string) => Math.round(Number(value) * 100);
    const listed = await ledger('from=2025-03-01&to=2025-04-30');
    for (const entry of listed.data) {
      const own = rows.filter((row) => row.document_number === entry.number);
      for (const key of ['net', 'tax', 'gross'] as const)
        expect(
          own.reduce((total, row) => total + cents(row[key]), 0),
          `${entry.number} ${key}`,
        ).toBe(entry[key]);
      for (const row of own) expect(cents(row.net) + cents(row.tax)).toBe(cents(row.gross));
    }
    // The kind asked for alone; a period without documents is the header row.
    expect(rowsOf((await exportCsv('from=2025-03-01&to=2025-04-30&kind=credit_note')).body)).toHaveLength(2);
    expect((await exportCsv('from=2024-03-01&to=2024-03-31')).body).toBe(`\uFEFF${invoiceExportColumns.join(',')}\n`);
  });

  it('refuses bad days and kinds with 400 naming the field in words the back office translates', async () => {
    const cases: [string, string, string][] = [
      ['from=2025-02-30&to=2025-03-01', 'query.from', 'A day as YYYY-MM-DD'],
      ['from=01.03.2025&to=2025-03-31', 'query.from', 'A day as YYYY-MM-DD'],
      ['from=2025-03-01', 'query.to', 'A day as YYYY-MM-DD'],
      ['from=1999-12-31&to=2025-03-01', 'query.from', 'From 2000-01-01 on'],
      ['from=2025-03-02&to=2025-03-01', 'query.to', 'Not before from'],
      ['from=2025-03-01&to=2025-03-31&kind=delivery_note', 'query.kind', ''],
    ];
    for (const url of ['/admin/api/invoices', '/admin/api/invoices/export'])
      for (const [query, field, message] of cases) {
        const error = refused(await admin('GET', `${url}?${query}`), 400, 'VALIDATION_ERROR');
        const issue = error.details?.issues?.find((i) => i.path === field);
        expect(issue, `${url}?${query}: ${error.message}`).toBeDefined();
        if (message) expect(issue!.message).toBe(message);
      }
    refused(await call('GET', '/admin/api/invoices?from=2025-03-01&to=2025-03-31'), 401, 'UNAUTHORIZED');
  });

  it('sends a document again: one mail to the order’s address in its language, that PDF attached, and an audit row', async () => {
    const ida = await buyer('ida.resend');
    const order = await invoiceOrder(ida.cookie, [{ sku: fixture.a.sku, quantity: 1 }], 'fr');
    const [invoice] = await documentsOf(order.id);
    await vi.waitFor(() => expect(mails.some((mail) => mail.to === ida.email)).toBe(true));
    const before = mails.length;
    const resent = ok<ResentDocument>(
      await admin('POST', `/admin/api/orders/${order.id}/documents/${invoice!.id}/resend`),
    );
    expect(resent).toEqual({ number: invoice!.number, sentTo: ida.email });
    await vi.waitFor(() => expect(mails.length).toBe(before + 1));
    const [mail] = mails.slice(before);
    expect(mail).toMatchObject({
      to: ida.email,
      subject: `Votre facture ${invoice!.number} pour la commande ${order.transactionnum}`,
    });
    expect(mail!.text).toContain(`vous trouverez de nouveau ci-joint votre facture ${invoice!.number}`);
    const pdf = await admin('GET', `/admin/api/orders/${order.id}/documents/${invoice!.id}`);
    expect(mail!.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoice!.number}.pdf`, 'application/pdf'],
    ]);
    expect(Buffer.compare(mail!.attachments![0]!.content, pdf.rawPayload)).toBe(0);
    const [audit, ...more] = (await auditRowsOf(ctx.database.db, 'order', order.transactionnum)).filter(
      (row) => row.action === 'order.document-resend',
    );
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actor: 'admin-key',
      after: { document: invoice!.number, kind: 'invoice', to: ida.email },
    });
    // The order's history on its page names it.
    const detail = ok<{ history: Array<{ action: string }> }>(await admin('GET', `/admin/api/orders/${order.id}`));
    expect(detail.history.map((entry) => entry.action)).toContain('order.document-resend');
  });

  it('sends the credit note itself, not the order’s invoice', async () => {
    const { cancelled, ids } = await placeOrders();
    const before = mails.length;
    ok(await admin('POST', `/admin/api/orders/${cancelled.id}/documents/${ids.credit}/resend`));
    await vi.waitFor(() => expect(mails.length).toBe(before + 1));
    const [mail] = mails.slice(before);
    const [, credit] = await documentsOf(cancelled.id);
    expect(mail!.subject).toBe(`Ihre Gutschrift ${credit!.number} zur Bestellung ${cancelled.transactionnum}`);
    expect(mail!.attachments?.map((file) => file.filename)).toEqual([`${credit!.number}.pdf`]);
  });

  it('knows no document of another order (404), sends nothing and audits nothing', async () => {
    const { february, march, ids } = await placeOrders();
    const audited = async () => (await auditRowsOf(ctx.database.db, 'order', march.transactionnum)).length;
    const before = { mails: mails.length, audited: await audited() };
    refused(await admin('POST', `/admin/api/orders/${march.id}/documents/${ids.february}/resend`), 404, 'NOT_FOUND');
    refused(await admin('POST', `/admin/api/orders/2000000000/documents/${ids.february}/resend`), 404, 'NOT_FOUND');
    expect(february.id).not.toBe(march.id);
    expect({ mails: mails.length, audited: await audited() }).toEqual(before);
  });

  describe('npm run orders -- invoices', () => {
    const dirs: string[] = [];
    afterAll(async () => {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });
    const cli = (...args: string[]) => runTool(ctx.api, 'orders.ts', args);
    const fileIn = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'invoices-export-'));
      dirs.push(dir);
      return path.join(dir, 'invoices.csv');
    };

    it('writes the file and says how many documents and rows it holds', async () => {
      await placeOrders();
      const file = await fileIn();
      const { code, stdout, stderr } = await cli('invoices', file, '--from', '2025-03-01', '--to', '2025-04-30');
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout.trim()).toBe(
        `exported 3 documents (6 rows, one per tax rate) issued 2025-03-01 to 2025-04-30 to ${file}`,
      );
      const written = await readFile(file, 'utf8');
      expect(written).toBe((await exportCsv('from=2025-03-01&to=2025-04-30')).body);
      const credits = await cli(
        'invoices',
        file,
        '--from',
        '2025-03-01',
        '--to',
        '2025-04-30',
        '--kind',
        'credit_note',
      );
      expect(credits.stdout.trim()).toMatch(/^exported 1 documents \(2 rows/);
    });

    it('says what is wrong with the days, and writes nothing', async () => {
      const file = await fileIn();
      const cases: [string[], RegExp][] = [
        [['--from', '2025-02-30', '--to', '2025-03-01'], /--from 2025-02-30: A day as YYYY-MM-DD/],
        [['--from', '2025-03-02', '--to', '2025-03-01'], /--to 2025-03-01: Not before from/],
        [['--from', '2025-03-01', '--to', '2025-03-31', '--kind', 'receipt'], /--kind receipt: /],
        [['--from', '2025-03-01'], /--from and --to/],
      ];
      for (const [args, message] of cases) {
        const { code, stderr } = await cli('invoices', file, ...args);
        expect(code, stderr).toBe(2);
        expect(stderr).toMatch(message);
      }
      await expect(readFile(file)).rejects.toThrow();
    });
  });
});
