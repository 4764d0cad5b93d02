import type { Invoice } from '@e-invoice-eu/core';
import { type PostalAddress, siteConfig } from '@shop/contracts';
import { allocate } from '../cart';
import type { DocumentContent } from './tables';
import { documentTexts } from './texts';

// An invoice or credit note as EN 16931 says it: the semantic model (in the UBL-shaped JSON
// @e-invoice-eu/core takes) that e-invoice-xml.ts writes as CII (Factur-X) or UBL (XRechnung).

type Body = Invoice['ubl:Invoice'];

/** The EU's member states: a buyer there with a VAT ID receives an intra-community supply, elsewhere an export. */
const euCountries = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/** Minor units as the standard's decimal amount (two decimals; the shop's currencies have cents). */
const decimal = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Basis points as a percentage: 1900 → "19", 550 → "5.5". */
const percent = (basisPoints: number) => String(basisPoints / 100);

/** An instant's calendar day in the shop's time zone, as the standard writes dates (YYYY-MM-DD). */
export const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: siteConfig.timeZone }).format(new Date(iso));

/** A VAT ID as the standard wants it: the country prefix first (Greece's is EL), no spaces or dots. */
function vatIdentifier(vatId: string, country: string) {
  const prefix = country === 'GR' ? 'EL' : country;
  const id = vatId.replace(/[\s.-]/g, '').toUpperCase();
  return /^[A-Z]{2}/.test(id) ? id : `${prefix}${id}`;
}

/** A VAT category (UNCL5305) and its rate; an exempt one with the reason the standard asks for. */
interface Category {
  code: 'S' | 'Z' | 'E' | 'K' | 'G';
  rate: number;
  reasonCode?: string;
  reason?: string;
}

/**
 * Why an exempt account pays no tax, as far as the addresses tell: a buyer in another member
 * state with a VAT ID receives an intra-community supply (K), one outside the EU an export (G);
 * otherwise the supply is exempt (E) for the reason the document's note gives.
 */
function exemptCategory(content: DocumentContent): Category {
  const { buyer, seller } = content;
  if (buyer.country !== seller.country && euCountries.has(buyer.country) && buyer.vatId)
    return { code: 'K', rate: 0, reasonCode: 'VATEX-EU-IC', reason: 'Intra-community supply' };
  if (!euCountries.has(buyer.country))
    return { code: 'G', rate: 0, reasonCode: 'VATEX-EU-G', reason: 'Export outside the EU' };
  return { code: 'E', rate: 0, reason: documentTexts[content.locale].exempt };
}

const categoryOf = (content: DocumentContent, rate: number): Category =>
  content.taxExempt ? exemptCategory(content) : { code: rate > 0 ? 'S' : 'Z', rate };

const keyOf = (category: Category) => `${category.code}:${category.rate}`;

const taxCategory = (category: Category) => ({
  'cbc:ID': category.code,
  'cbc:Percent': percent(category.rate),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

type Place = Pick<PostalAddress, 'street' | 'city' | 'postalCode' | 'country'> &
  Partial<Pick<PostalAddress, 'apartment' | 'region'>>;

const address = (at: Place) => ({
  'cbc:StreetName': at.street,
  ...(at.apartment && { 'cbc:AdditionalStreetName': at.apartment }),
  'cbc:CityName': at.city,
  'cbc:PostalZone': at.postalCode,
  ...(at.region && { 'cbc:CountrySubentity': at.region }),
  'cac:Country': { 'cbc:IdentificationCode': at.country },
});

const nameOf = (at: PostalAddress) => at.company || `${at.firstName} ${at.lastName}`.trim();

/**
 * The amounts as the standard reads them. A credit note (381) says by its type that it credits:
 * its amounts are the invoice's, positive, where the stored content keeps them negative.
 */
function amountsOf(content: DocumentContent) {
  const sign = content.kind === 'credit_note' ? -1 : 1;
  const lines = content.lines.map((line) => ({
    ...line,
    quantity: sign * line.quantity,
    total: sign * line.total!,
  }));
  // The coupon split over the goods' rates as the cart split it: the shipping, the last line and
  // the only one without an item number (content.ts), takes none of it.
  const goods = new Map<number, number>();
  for (const line of lines.at(-1)?.itemnum === '' ? lines.slice(0, -1) : lines)
    goods.set(line.taxRate, (goods.get(line.taxRate) ?? 0) + line.total);
  const rates = [...goods.keys()].sort((a, b) => b - a);
  const shares = allocate(
    sign * content.discount,
    rates.map((rate) => goods.get(rate)!),
  );
  const allowances = rates
    .map((rate, i) => ({ category: categoryOf(content, rate), amount: shares[i]! }))
    .filter((allowance) => allowance.amount !== 0);
  // One breakdown per category and rate: its lines less its allowances, and the order's tax on it.
  const breakdown = new Map<string, { category: Category; basis: number; tax: number }>();
  const entry = (category: Category) => {
    const found = breakdown.get(keyOf(category)) ?? { category, basis: 0, tax: 0 };
    breakdown.set(keyOf(category), found);
    return found;
  };
  for (const line of lines) entry(categoryOf(content, line.taxRate)).basis += line.total;
  for (const allowance of allowances) entry(allowance.category).basis -= allowance.amount;
  for (const tax of content.taxes) if (tax.rate > 0) entry(categoryOf(content, tax.rate)).tax += sign * tax.amount;
  const lineTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const totals = {
    lineTotal,
    allowances: sign * content.discount,
    net: sign * content.net,
    tax: sign * content.tax,
    gross: sign * content.gross,
  };
  // BR-CO-10 to BR-CO-15: the XML's sums must be the document's, to the cent.
  const basisSum = [...breakdown.values()].reduce((sum, b) => sum + b.basis, 0);
  const taxSum = [...breakdown.values()].reduce((sum, b) => sum + b.tax, 0);
  if (lineTotal - totals.allowances !== totals.net || basisSum !== totals.net || taxSum !== totals.tax)
    throw new Error(`Document ${content.number}: its lines, taxes and totals do not add up`);
  if (totals.net + totals.tax !== totals.gross)
    throw new Error(`Document ${content.number}: net and tax do not make the grand total`);
  return { lines, allowances, breakdown: [...breakdown.values()], totals };
}

/**
 * How the buyer pays: an invoice order by transfer to the seller's account (SEPA, 58), one paid
 * online through its payment service (68). A credit note names no account of the buyer's: the
 * shop refunds the way the order was paid.
 */
function paymentMeans(content: DocumentContent): NonNullable<Body['cac:PaymentMeans']> {
  const { seller } = content;
  if (content.kind === 'invoice' && content.paymentMethod === 'invoice' && seller.iban)
    return [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': content.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': seller.iban.replace(/\s/g, ''),
          'cbc:Name': seller.name,
          ...(seller.bic && { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic } }),
        },
      },
    ];
  return [{ 'cbc:PaymentMeansCode': content.paymentMethod === 'invoice' ? '1' : '68' }];
}

/** BT-10: the buyer's own reference (a Leitweg-ID), else their order reference, else their customer number. */
const buyerReferenceOf = (content: DocumentContent) =>
  content.buyerReference || content.orderReference || content.customerNumber || content.orderNumber;

/** An issued invoice or credit note in the EN 16931 model; amounts in the document's currency. */
export function eInvoiceOf(content: DocumentContent): Invoice {
  if (content.kind === 'delivery_note') throw new Error('A delivery note is no invoice');
  const { seller, buyer, shipTo, currency } = content;
  const texts = documentTexts[content.locale];
  const iso = siteConfig.locales.find((l) => l.code === content.locale)?.iso ?? 'de-DE';
  const localDay = (at: string) =>
    new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeZone: siteConfig.timeZone }).format(new Date(at));
  const { lines, allowances, breakdown, totals } = amountsOf(content);
  const money = (cents: number) => decimal(cents);
  const paid = content.kind === 'invoice' && content.dueDate === null ? totals.gross : 0;
  const due = content.dueDate ? dayOf(content.dueDate) : null;
  const sellerVatId = seller.vatId && vatIdentifier(seller.vatId, seller.country);
  const body: Body = {
    'cbc:ID': content.number,
    'cbc:IssueDate': dayOf(content.issuedAt),
    ...(due && content.kind === 'invoice' && { 'cbc:DueDate': due }),
    'cbc:InvoiceTypeCode': content.kind === 'credit_note' ? '381' : '380',
    ...(content.taxExempt && { 'cbc:Note': [texts.exempt] }),
    'cbc:DocumentCurrencyCode': currency,
    'cbc:BuyerReference': buyerReferenceOf(content),
    'cac:OrderReference': {
      ...(content.orderReference && { 'cbc:ID': content.orderReference }),
      'cbc:SalesOrderID': content.orderNumber,
    },
    ...(content.corrects && {
      'cac:BillingReference': [
        {
          'cac:InvoiceDocumentReference': {
            'cbc:ID': content.corrects.number,
            'cbc:IssueDate': dayOf(content.corrects.issuedAt),
          },
        },
      ],
    }),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        ...(seller.email && { 'cbc:EndpointID': seller.email, 'cbc:EndpointID@schemeID': 'EM' }),
        'cac:PostalAddress': address(seller),
        'cac:PartyTaxScheme': [
          ...(sellerVatId ? [{ 'cbc:CompanyID': sellerVatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
          ...(seller.taxNumber ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
        ] as NonNullable<Body['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme']>,
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': seller.name,
          ...((seller.register || seller.managingDirectors) && {
            'cbc:CompanyLegalForm': [seller.register, seller.managingDirectors].filter(Boolean).join(' · '),
          }),
        },
        'cac:Contact': {
          'cbc:Name': seller.name,
          ...(seller.phone && { 'cbc:Telephone': seller.phone }),
          ...(seller.email && { 'cbc:ElectronicMail': seller.email }),
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        ...(content.buyerEmail && { 'cbc:EndpointID': content.buyerEmail, 'cbc:EndpointID@schemeID': 'EM' }),
        ...(content.customerNumber && { 'cac:PartyIdentification': { 'cbc:ID': content.customerNumber } }),
        'cac:PostalAddress': address(buyer),
        ...(buyer.vatId && {
          'cac:PartyTaxScheme': {
            'cbc:CompanyID': vatIdentifier(buyer.vatId, buyer.country),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        }),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': nameOf(buyer) },
      },
    },
    'cac:Delivery': {
      'cbc:ActualDeliveryDate': dayOf(content.deliveryDate),
      'cac:DeliveryLocation': { 'cac:Address': address(shipTo) },
      'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': nameOf(shipTo) } },
    },
    'cac:PaymentMeans': paymentMeans(content),
    ...(content.kind === 'invoice' && {
      'cac:PaymentTerms': { 'cbc:Note': content.dueDate ? texts.due(localDay(content.dueDate)) : texts.paid },
    }),
    ...(allowances.length > 0 && {
      'cac:AllowanceCharge': allowances.map((allowance) => ({
        'cbc:ChargeIndicator': 'false',
        'cbc:AllowanceChargeReasonCode': '95',
        'cbc:AllowanceChargeReason': texts.discount,
        'cbc:Amount': money(allowance.amount),
        'cbc:Amount@currencyID': currency,
        'cac:TaxCategory': taxCategory(allowance.category),
      })),
    }),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(totals.tax),
        'cbc:TaxAmount@currencyID': currency,
        'cac:TaxSubtotal': breakdown.map(({ category, basis, tax }) => ({
          'cbc:TaxableAmount': money(basis),
          'cbc:TaxableAmount@currencyID': currency,
          'cbc:TaxAmount': money(tax),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxCategory': {
            ...taxCategory(category),
            ...(category.reasonCode && { 'cbc:TaxExemptionReasonCode': category.reasonCode }),
            ...(category.reason && { 'cbc:TaxExemptionReason': category.reason }),
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(totals.lineTotal),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': money(totals.net),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': money(totals.gross),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      ...(totals.allowances !== 0 && {
        'cbc:AllowanceTotalAmount': money(totals.allowances),
        'cbc:AllowanceTotalAmount@currencyID': currency,
      }),
      ...(paid !== 0 && { 'cbc:PrepaidAmount': money(paid), 'cbc:PrepaidAmount@currencyID': currency }),
      'cbc:PayableAmount': money(totals.gross - paid),
      'cbc:PayableAmount@currencyID': currency,
    },
    'cac:InvoiceLine': lines.map((line, i) => ({
      'cbc:ID': String(i + 1),
      // Pieces, and the shipping once: UN/ECE Recommendation 20's "one".
      'cbc:InvoicedQuantity': String(line.quantity),
      'cbc:InvoicedQuantity@unitCode': 'C62',
      'cbc:LineExtensionAmount': money(line.total),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cac:Item': {
        'cbc:Name': line.name,
        ...(line.itemnum && { 'cac:SellersItemIdentification': { 'cbc:ID': line.itemnum } }),
        'cac:ClassifiedTaxCategory': taxCategory(categoryOf(content, line.taxRate)),
      },
      'cac:Price': { 'cbc:PriceAmount': money(line.unitPrice!), 'cbc:PriceAmount@currencyID': currency },
    })) as Body['cac:InvoiceLine'],
  } as Body;
  return { 'ubl:Invoice': body };
}
