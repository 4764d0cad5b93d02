import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { xmlText } from '../../lib/xml-text';

// What makes a document's PDF a PDF/A-3 (ISO 19005-3) and, for an invoice or credit note, a
// Factur-X/ZUGFeRD one: fonts embedded, the metadata in XMP (equal to the info dictionary), and
// the CII XML attached as factur-x.xml with the Factur-X extension schema declared.

const require = createRequire(import.meta.url);

/**
 * PDF/A forbids the 14 standard fonts pdfkit would leave unembedded: Arimo (SIL OFL) has the
 * metrics of Helvetica and Arial, so the layout drawn with it stays as it was.
 */
export const fonts = {
  regular: readFileSync(require.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf')),
  bold: readFileSync(require.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf')),
};

/** What pdfkit keeps of a font it embeds: fontkit's parsed font, and the glyphs this PDF uses of it. */
interface EmbeddedFace {
  font: { createSubset(): unknown };
  subset: unknown;
  layoutCache?: Record<string, unknown>;
}
const parsedFaces = new Map<string, { font: EmbeddedFace['font']; layouts: Record<string, unknown> }>();
/** How many words' layouts a face keeps between documents (item names and amounts vary without end). */
const keptLayouts = 20_000;

/**
 * Sets a registered face as the font, its parsed tables shared by every document of the process.
 * pdfkit parses a font anew for each document, and decodes its kerning (GPOS) anew at its first
 * line: some 25 ms a face and PDF. fontkit's parsed font is only read once parsed, so the
 * document's embedded font is pointed at the process's; its subset (the glyphs this PDF embeds)
 * stays its own.
 */
export function useFace(doc: PDFKit.PDFDocument, name: 'Regular' | 'Bold') {
  doc.font(name);
  const embedded = (doc as unknown as { _font: EmbeddedFace })._font;
  let parsed = parsedFaces.get(name);
  if (!parsed || Object.keys(parsed.layouts).length > keptLayouts) {
    parsed = { font: parsed?.font ?? embedded.font, layouts: Object.create(null) };
    parsedFaces.set(name, parsed);
  }
  if (embedded.font !== parsed.font) {
    embedded.font = parsed.font;
    embedded.subset = parsed.font.createSubset();
  }
  // A word's glyphs and positions are the font's, not the document's: laid out once per process.
  embedded.layoutCache = parsed.layouts;
  return doc;
}

/** The conformance the PDF claims: part 3, level B (the visual appearance is preserved). */
export const pdfaSubset = 'PDF/A-3b';

/** An instant as XMP writes it (ISO 8601, UTC, whole seconds). */
const xmpDate = (at: Date) => `${at.toISOString().split('.')[0]}Z`;

interface Info {
  title: string;
  author: string;
  created: Date;
}

/**
 * The XMP that says what the info dictionary says (PDF/A requires the two to agree). pdfkit's own
 * writes the title and author unescaped, so a seller named "Müller & Söhne" would break the XML:
 * this replaces it for the document at hand.
 */
export function xmpInfo(doc: PDFKit.PDFDocument, { title, author, created }: Info) {
  const producer = String((doc.info as { Producer?: string }).Producer ?? 'PDFKit');
  const creator = String((doc.info as { Creator?: string }).Creator ?? 'PDFKit');
  (doc as unknown as { _addInfo: () => void })._addInfo = () =>
    doc.appendXML(`
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
            <xmp:CreateDate>${xmpDate(created)}</xmp:CreateDate>
            <xmp:CreatorTool>${xmlText(creator)}</xmp:CreatorTool>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:format>application/pdf</dc:format>
            <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(title)}</rdf:li></rdf:Alt></dc:title>
            <dc:creator><rdf:Seq><rdf:li>${xmlText(author)}</rdf:li></rdf:Seq></dc:creator>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
            <pdf:Producer>${xmlText(producer)}</pdf:Producer>
        </rdf:Description>`);
}

/** Factur-X's XMP properties, declared as PDF/A requires of a schema it does not know. */
const facturXSchema = `
        <rdf:Description rdf:about=""
            xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
            xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
            <pdfaExtension:schemas>
                <rdf:Bag>
                    <rdf:li rdf:parseType="Resource">
                        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                        <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
                        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                        <pdfaSchema:property>
                            <rdf:Seq>
${[
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
]
  .map(
    ([name, description]) => `                                <rdf:li rdf:parseType="Resource">
                                    <pdfaProperty:name>${name}</pdfaProperty:name>
                                    <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                                    <pdfaProperty:category>external</pdfaProperty:category>
                                    <pdfaProperty:description>${description}</pdfaProperty:description>
                                </rdf:li>`,
  )
  .join('\n')}
                            </rdf:Seq>
                        </pdfaSchema:property>
                    </rdf:li>
                </rdf:Bag>
            </pdfaExtension:schemas>
        </rdf:Description>`;

/** The name Factur-X (and ZUGFeRD 2) give the attached XML. */
const facturXFileName = 'factur-x.xml';

/**
 * Attaches an invoice's CII as factur-x.xml (the PDF's alternative, machine-readable form) and
 * says in the XMP which profile it follows: EN 16931 (ZUGFeRD's "COMFORT").
 */
export function attachFacturX(doc: PDFKit.PDFDocument, xml: string, issued: Date) {
  // pdfkit writes the AFRelationship PDF/A-3 asks of an associated file; its types do not know it yet.
  const options = {
    name: facturXFileName,
    type: 'text/xml',
    description: 'Factur-X/ZUGFeRD invoice, profile EN 16931',
    relationship: 'Alternative',
    creationDate: issued,
    modifiedDate: issued,
  };
  doc.file(Buffer.from(xml, 'utf8'), options);
  doc.appendXML(`
        <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>${facturXFileName}</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>${facturXSchema}`);
}
