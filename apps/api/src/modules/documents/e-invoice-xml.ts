import { FormatFactoryService, type Logger } from '@e-invoice-eu/core';
import { xmlText } from '../../lib/xml-text';
import { dayOf, eInvoiceOf } from './e-invoice';
import type { DocumentContent } from './tables';

// The e-invoice's XML, written by @e-invoice-eu/core from the EN 16931 model (e-invoice.ts) in one
// syntax, CII (UN/CEFACT D16B): for the Factur-X/ZUGFeRD PDF (profile EN 16931) and for the XRechnung
// download, which German public buyers' portals take in CII as in UBL. One syntax is one mapping
// to get right, and the tests check both against the official EN 16931 XML schema. The library's
// InvoiceService would compile its JSON schema at every call (~100 ms); the format services it
// wraps write the same XML, and the tests check the model against that schema instead.

const formats = new FormatFactoryService();
const quiet: Logger = { log() {}, warn() {}, error() {} };

async function write(content: DocumentContent, format: 'CII' | 'XRECHNUNG-CII'): Promise<string> {
  const service = formats.createFormatService(format, quiet);
  const invoice = eInvoiceOf(content);
  service.fillInvoiceDefaults(invoice);
  const generated = await service.generate(invoice, { format: formats.normalizeFormat(format), lang: content.locale });
  const xml = typeof generated === 'string' ? generated : Buffer.from(generated).toString('utf8');
  return content.corrects ? withPrecedingInvoice(xml, content.corrects) : xml;
}

/**
 * The invoice a credit note corrects (BG-3) in CII. @e-invoice-eu/core 2.3 writes it into UBL but
 * not into CII (its mapping misses the InvoiceDocumentReference level), so it is added here where
 * D16B puts it: last in the header's settlement, the date a qualified (qdt) one.
 */
function withPrecedingInvoice(xml: string, corrects: NonNullable<DocumentContent['corrects']>) {
  const reference = `\t<ram:InvoiceReferencedDocument>
\t\t\t\t<ram:IssuerAssignedID>${xmlText(corrects.number)}</ram:IssuerAssignedID>
\t\t\t\t<ram:FormattedIssueDateTime>
\t\t\t\t\t<qdt:DateTimeString format="102">${dayOf(corrects.issuedAt).replaceAll('-', '')}</qdt:DateTimeString>
\t\t\t\t</ram:FormattedIssueDateTime>
\t\t\t</ram:InvoiceReferencedDocument>
\t\t`;
  const end = '</ram:ApplicableHeaderTradeSettlement>';
  if (xml.includes('<ram:InvoiceReferencedDocument>') || !xml.includes(end)) return xml;
  return xml.replace(end, `${reference}${end}`);
}

/** The CII (UN/CEFACT D16B) of an invoice or credit note, guideline EN 16931: the PDF's factur-x.xml. */
export const facturXml = (content: DocumentContent) => write(content, 'CII');

/** The XRechnung 3.0 (CII) of an invoice or credit note. */
export const xrechnungXml = (content: DocumentContent) => write(content, 'XRECHNUNG-CII');
