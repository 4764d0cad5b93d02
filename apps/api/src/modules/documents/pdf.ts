import { siteConfig } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import type { BrandLogo } from '../media';
import { facturXml } from './e-invoice-xml';
import { attachFacturX, fonts, pdfaSubset, useFace, xmpInfo } from './pdf-a';
import type { DocumentContent, DocumentLine } from './tables';
import { documentTexts } from './texts';

// A document as a tagged A4 PDF/A-3 with selectable text, drawn from its frozen content alone; an
// invoice's or credit note's carries its e-invoice (Factur-X/ZUGFeRD, profile EN 16931).

const margin = 50;
const width = 595.28 - 2 * margin;
/** The lines table's columns: x offset and width within the text area, and alignment. */
const columns = [
  { key: 'itemnum', x: 0, width: 70, align: 'left' },
  { key: 'description', x: 75, width: 190, align: 'left' },
  { key: 'quantity', x: 270, width: 40, align: 'right' },
  { key: 'unitPrice', x: 315, width: 70, align: 'right' },
  { key: 'taxRate', x: 390, width: 40, align: 'right' },
  { key: 'total', x: 430, width: width - 430, align: 'right' },
] as const;

/** What every part of a document's drawing uses: the PDF, its words, formats and tagging. */
interface Drawing {
  doc: PDFKit.PDFDocument;
  content: DocumentContent;
  texts: (typeof documentTexts)[keyof typeof documentTexts];
  amount: (cents: number) => string;
  percent: (basisPoints: number) => string;
  day: (iso8601: string) => string;
  /** Draws as a tagged element of the document's structure (a screen reader reads it in order). */
  tagged: (type: string, draw: () => void, options?: { alt?: string }) => void;
  /**
   * A tagged element whose parts are drawn one by one (a table's rows): a page may begin between
   * two of them, never within one, so no marked content spans two pages' content.
   */
  taggedParts: (type: string) => { part: (type: string, draw: () => void) => void; end: () => void };
}

export async function renderDocumentPdf(content: DocumentContent, logo?: BrandLogo): Promise<Buffer> {
  const xml = content.kind === 'delivery_note' ? null : await facturXml(content);
  const texts = documentTexts[content.locale];
  const iso = siteConfig.locales.find((l) => l.code === content.locale)?.iso ?? 'de-DE';
  const money = new Intl.NumberFormat(iso, { style: 'currency', currency: content.currency });
  const amount = (cents: number) => money.format(cents / 100);
  const percent = (basisPoints: number) =>
    new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  const day = (iso8601: string) =>
    new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeZone: siteConfig.timeZone }).format(new Date(iso8601));
  const title = `${texts.title[content.kind]} ${content.number}`;
  const issued = new Date(content.issuedAt);

  const doc = new PDFDocument({
    size: 'A4',
    // The foot is drawn below the text area: a bottom margin there would start a new page.
    margins: { top: margin, left: margin, right: margin, bottom: 20 },
    bufferPages: true,
    tagged: true,
    lang: iso,
    displayTitle: true,
    pdfVersion: '1.7',
    subset: pdfaSubset,
    // No default font: pdfkit's (Helvetica) is not embedded, and PDF/A wants every font embedded.
    font: null as unknown as string,
    info: { Title: title, Author: content.seller.name, CreationDate: issued },
  });
  doc.registerFont('Regular', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  useFace(doc, 'Bold');
  useFace(doc, 'Regular');
  xmpInfo(doc, { title, author: content.seller.name, created: issued });
  if (xml) attachFacturX(doc, xml, issued);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const tagged = (type: string, draw: () => void, options = {}) => void root.add(doc.struct(type, options, draw));
  const taggedParts = (type: string) => {
    const element = doc.struct(type);
    root.add(element);
    return {
      part: (part: string, draw: () => void) => void element.add(doc.struct(part, {}, draw)),
      end: () => element.end(),
    };
  };
  const drawing: Drawing = { doc, content, texts, amount, percent, day, tagged, taggedParts };
  if (logo) drawLogo(drawing, logo);
  drawHead(drawing, title);
  drawLines(drawing);
  if (content.kind !== 'delivery_note') drawTotals(drawing);
  drawFoot(drawing);
  root.end();
  doc.end();
  return done;
}

/** The shop's logo at the head's right, within a box that leaves the seller's name its line. */
function drawLogo({ doc, content, tagged }: Drawing, logo: BrandLogo) {
  const box: [number, number] = [Math.min(logo.width, 180), Math.min(logo.height, 60)];
  tagged('Figure', () => doc.image(logo.png, width + margin - box[0], margin, { fit: box, align: 'right' }), {
    alt: logo.alt || content.seller.name,
  });
}

/** The seller, the buyer where a window envelope shows it, what identifies the document, and its title. */
function drawHead({ doc, content, texts, day, tagged }: Drawing, title: string) {
  const seller = content.seller;
  tagged('H1', () => doc.font('Bold').fontSize(16).text(seller.name, margin, margin));
  tagged('P', () =>
    doc
      .font('Regular')
      .fontSize(7)
      .text(`${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city}`, margin, 130),
  );
  const buyer = content.buyer;
  tagged('P', () =>
    doc
      .fontSize(10)
      .text(
        [
          buyer.company,
          `${buyer.firstName} ${buyer.lastName}`.trim(),
          buyer.street,
          buyer.apartment,
          `${buyer.postalCode} ${buyer.city}`,
          buyer.country,
          buyer.vatId && `${texts.vatId} ${buyer.vatId}`,
        ]
          .filter(Boolean)
          .join('\n'),
        margin,
        142,
        { width: 240 },
      ),
  );

  // What identifies the document, beside the address.
  const facts: Array<[string, string]> = [
    [texts.number, content.number],
    [texts.date, day(content.issuedAt)],
    [texts.orderNumber, content.orderNumber],
    [texts.orderDate, day(content.orderDate)],
    ...(content.orderReference ? [[texts.reference, content.orderReference] as [string, string]] : []),
    ...(content.customerNumber ? [[texts.customerNumber, content.customerNumber] as [string, string]] : []),
    ...(content.buyerReference ? [[texts.buyerReference, content.buyerReference] as [string, string]] : []),
    [texts.deliveryDate, day(content.deliveryDate)],
  ];
  tagged('Table', () => {
    facts.forEach(([label, value], i) => {
      const y = 130 + i * 14;
      doc.fontSize(9).text(label, 330, y, { width: 105 });
      doc.text(value, 435, y, { width: width + margin - 435, align: 'right' });
    });
  });
  const shipTo = content.shipTo;
  if (content.kind === 'delivery_note' || shipTo.street !== buyer.street || shipTo.postalCode !== buyer.postalCode)
    tagged('P', () =>
      doc
        .fontSize(9)
        .text(
          `${texts.shipTo}: ${[shipTo.company, `${shipTo.firstName} ${shipTo.lastName}`.trim(), shipTo.street, `${shipTo.postalCode} ${shipTo.city}`, shipTo.country].filter(Boolean).join(', ')}`,
          margin,
          Math.max(250, 134 + facts.length * 14),
          { width },
        ),
    );

  doc.moveDown(2);
  tagged('H2', () => doc.font('Bold').fontSize(13).text(title, margin));
  if (content.corrects)
    tagged('P', () =>
      doc
        .font('Regular')
        .fontSize(9)
        .text(texts.corrects(content.corrects!.number, day(content.corrects!.issuedAt))),
    );
  doc.moveDown();
}

/** The lines, a row each, their header again on every page. */
function drawLines({ doc, content, texts, amount, percent, taggedParts }: Drawing) {
  const priced = content.kind !== 'delivery_note';
  const table = taggedParts('Table');
  const shown = priced
    ? columns
    : columns.filter((c) => c.key === 'itemnum' || c.key === 'description' || c.key === 'quantity');
  const row = (cells: Record<string, string>, bold = false) => {
    doc.font(bold ? 'Bold' : 'Regular').fontSize(9);
    const heights = shown.map((c) => doc.heightOfString(cells[c.key] ?? '', { width: c.width }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > 842 - margin - 70) {
      doc.addPage();
      header();
    }
    table.part('TR', () => {
      const y = doc.y;
      doc.font(bold ? 'Bold' : 'Regular').fontSize(9);
      for (const c of shown) doc.text(cells[c.key] ?? '', margin + c.x, y, { width: c.width, align: c.align });
      doc.y = y + height;
      if (bold) {
        doc
          .moveTo(margin, doc.y)
          .lineTo(margin + width, doc.y)
          .lineWidth(0.5)
          .stroke();
        doc.y += 4;
      }
    });
  };
  const header = () =>
    row(
      {
        itemnum: texts.itemnum,
        description: texts.description,
        quantity: texts.quantity,
        unitPrice: texts.unitPrice,
        taxRate: texts.taxRate,
        total: texts.total,
      },
      true,
    );
  const cellsOf = (line: DocumentLine) => ({
    itemnum: line.itemnum,
    description: line.name,
    quantity: String(line.quantity),
    unitPrice: line.unitPrice === null ? '' : amount(line.unitPrice),
    taxRate: percent(line.taxRate),
    total: line.total === null ? '' : amount(line.total),
  });
  header();
  for (const line of content.lines) row(cellsOf(line));
  table.end();
}

/** The totals per tax rate and in all, and what the buyer is to know: tax exemption, when to pay. */
function drawTotals({ doc, content, texts, amount, percent, day, tagged }: Drawing) {
  doc.moveDown();
  const total = (label: string, value: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Bold' : 'Regular').fontSize(10);
    doc.text(label, margin + 250, y, { width: 150 });
    doc.text(amount(value), margin + 400, y, { width: width - 400, align: 'right' });
    doc.y = y + 15;
  };
  tagged('Table', () => {
    if (content.discount !== 0) total(texts.discount, -content.discount);
    total(texts.net, content.net);
    for (const tax of content.taxes) if (tax.rate > 0) total(texts.taxAt(percent(tax.rate)), tax.amount);
    total(texts.gross, content.gross, true);
  });
  doc.moveDown();
  const notes = [
    content.taxExempt && texts.exempt,
    content.kind === 'invoice' && (content.dueDate ? texts.due(day(content.dueDate)) : texts.paid),
  ].filter(Boolean) as string[];
  for (const note of notes) tagged('P', () => doc.font('Regular').fontSize(9).text(note, margin, doc.y, { width }));
}

/** Every page's foot: who the seller is and where to pay, and the page. */
function drawFoot({ doc, content, texts, tagged }: Drawing) {
  const seller = content.seller;
  const foot = [
    `${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city} · ${seller.email} · ${seller.phone}`,
    [
      seller.vatId && `${texts.vatId} ${seller.vatId}`,
      seller.taxNumber && `${texts.taxNumber} ${seller.taxNumber}`,
      seller.register,
      seller.managingDirectors,
    ]
      .filter(Boolean)
      .join(' · '),
    seller.iban && `${texts.bank}: ${seller.bankName} · IBAN ${seller.iban} · BIC ${seller.bic}`,
  ]
    .filter(Boolean)
    .join('\n');
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(i);
    tagged('P', () => {
      doc
        .font('Regular')
        .fontSize(7)
        .text(foot, margin, 842 - margin - 40, { width, align: 'center', lineBreak: true });
      doc.text(texts.page(i + 1, pages.count), margin, 842 - margin - 8, { width, align: 'right' });
    });
  }
}
