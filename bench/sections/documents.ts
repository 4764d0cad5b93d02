/**
 * The documents section: invoice PDFs as the documents module draws them when it issues one, in
 * this process: 30 distinct invoices of 50 lines each (their own items, quantities, prices and
 * numbers; nothing is kept between them), each timed alone after one warm-up. Each is what an
 * issue stores: the PDF/A-3 with its fonts embedded and its e-invoice (the CII written by
 * @e-invoice-eu/core) attached as factur-x.xml.
 */
import { unnamedSeller } from '@shop/contracts';
import { renderDocumentPdf } from '../../apps/api/src/modules/documents/pdf';
import type { DocumentContent } from '../../apps/api/src/modules/documents/tables';
import { p95 } from '../lib/figures';
import type { Bench } from './context';

const section = 'documents';

const address = {
  firstName: 'Petra',
  lastName: 'Einkauf',
  company: 'Bau Müller GmbH',
  street: 'Hafenstraße 3',
  apartment: '',
  city: 'Hamburg',
  postalCode: '20457',
  region: '',
  country: 'DE',
  phone: '',
  email: 'einkauf@bau-mueller.example',
  vatId: 'DE136695976',
};

/** Invoice `n`: 50 lines of its own, the totals as the order would have them. */
function invoice(n: number): DocumentContent {
  const lines = Array.from({ length: 50 }, (_, i) => {
    const quantity = 1 + ((n + i) % 12);
    const unitPrice = 199 + ((n * 37 + i * 113) % 25_000);
    return {
      itemnum: `BENCH-${n}-${i}`,
      name: `Artikel ${i} der Rechnung ${n}`,
      quantity,
      unitPrice,
      taxRate: i % 7 === 0 ? 700 : 1900,
      total: quantity * unitPrice,
    };
  });
  const rates = [1900, 700].map((rate) => {
    const basis = lines.filter((line) => line.taxRate === rate).reduce((sum, line) => sum + line.total, 0);
    return { rate, basis, amount: Math.round((basis * rate) / 10_000) };
  });
  const net = rates.reduce((sum, rate) => sum + rate.basis, 0);
  const tax = rates.reduce((sum, rate) => sum + rate.amount, 0);
  const at = new Date(Date.UTC(2026, 11, 1 + (n % 28))).toISOString();
  return {
    kind: 'invoice',
    number: `RE-2026-${String(n).padStart(6, '0')}`,
    issuedAt: at,
    locale: 'de',
    currency: 'EUR',
    seller: {
      ...unnamedSeller,
      name: 'Werkhaus GmbH',
      street: 'Werkstraße 12',
      postalCode: '80331',
      city: 'München',
      vatId: 'DE136695976',
    },
    buyer: address,
    buyerEmail: address.email,
    shipTo: address,
    orderNumber: `WH-${String(n).padStart(7, '0')}`,
    orderDate: at,
    orderReference: `PO-${n}`,
    customerNumber: 'K-10001',
    deliveryDate: at,
    lines,
    discount: 0,
    taxes: rates,
    net,
    tax,
    gross: net + tax,
    taxExempt: false,
    dueDate: at,
    paymentMethod: 'invoice',
    corrects: null,
  };
}

export async function documentsSection({ report, quick }: Bench) {
  const n = quick ? 5 : 30;
  await renderDocumentPdf(invoice(0));
  const times: number[] = [];
  let bytes = 0;
  for (let i = 1; i <= n; i++) {
    const started = performance.now();
    bytes += (await renderDocumentPdf(invoice(i))).length;
    times.push(performance.now() - started);
  }
  report.add(
    section,
    `invoice PDF/A-3 of 50 lines with its Factur-X XML (pdfkit, @e-invoice-eu/core, in process), ${n} distinct invoices, p95 (average ${Math.round(bytes / n / 1024)} KB)`,
    `${p95(times)} ms`,
    '< 200 ms',
    p95(times) < 200,
  );
}
