import type { LocaleCode } from '@shop/contracts';
import type { DocumentKind } from './content';

/** What a document's words are, in the order's language. */
export interface DocumentTexts {
  title: Record<DocumentKind, string>;
  number: string;
  date: string;
  orderNumber: string;
  orderDate: string;
  reference: string;
  customerNumber: string;
  buyerReference: string;
  deliveryDate: string;
  shipTo: string;
  itemnum: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  total: string;
  discount: string;
  net: string;
  taxAt: (rate: string) => string;
  gross: string;
  due: (date: string) => string;
  paid: string;
  exempt: string;
  corrects: (number: string, date: string) => string;
  vatId: string;
  taxNumber: string;
  bank: string;
  page: (n: number, of: number) => string;
}

export const documentTexts: Record<LocaleCode, DocumentTexts> = {
  de: {
    title: { invoice: 'Rechnung', credit_note: 'Gutschrift (Rechnungskorrektur)', delivery_note: 'Lieferschein' },
    number: 'Nummer',
    date: 'Datum',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    reference: 'Ihre Bestellreferenz',
    customerNumber: 'Kundennummer',
    buyerReference: 'Käuferreferenz',
    deliveryDate: 'Lieferdatum',
    shipTo: 'Lieferanschrift',
    itemnum: 'Art.-Nr.',
    description: 'Bezeichnung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    taxRate: 'USt.',
    total: 'Gesamt',
    discount: 'Gutschein-Rabatt',
    net: 'Summe netto',
    taxAt: (rate) => `USt. ${rate}`,
    gross: 'Gesamtbetrag',
    due: (date) => `Zahlbar ohne Abzug bis ${date}.`,
    paid: 'Bereits bezahlt.',
    exempt:
      'Steuerfreie Lieferung (innergemeinschaftliche Lieferung nach § 4 Nr. 1b UStG oder Ausfuhr); die Steuer schuldet der Leistungsempfänger.',
    corrects: (number, date) => `Korrigiert die Rechnung ${number} vom ${date}.`,
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    bank: 'Bankverbindung',
    page: (n, of) => `Seite ${n} von ${of}`,
  },
  en: {
    title: { invoice: 'Invoice', credit_note: 'Credit note', delivery_note: 'Delivery note' },
    number: 'Number',
    date: 'Date',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    reference: 'Your order reference',
    customerNumber: 'Customer number',
    buyerReference: 'Buyer reference',
    deliveryDate: 'Delivery date',
    shipTo: 'Delivery address',
    itemnum: 'Item no.',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    taxRate: 'VAT',
    total: 'Total',
    discount: 'Coupon discount',
    net: 'Net total',
    taxAt: (rate) => `VAT ${rate}`,
    gross: 'Total due',
    due: (date) => `Payable without deduction by ${date}.`,
    paid: 'Paid.',
    exempt: 'Tax-exempt supply (intra-community supply or export): the recipient accounts for the VAT.',
    corrects: (number, date) => `Corrects invoice ${number} of ${date}.`,
    vatId: 'VAT ID',
    taxNumber: 'Tax number',
    bank: 'Bank details',
    page: (n, of) => `Page ${n} of ${of}`,
  },
  fr: {
    title: { invoice: 'Facture', credit_note: 'Avoir', delivery_note: 'Bon de livraison' },
    number: 'Numéro',
    date: 'Date',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    reference: 'Votre référence de commande',
    customerNumber: 'Numéro client',
    buyerReference: 'Référence acheteur',
    deliveryDate: 'Date de livraison',
    shipTo: 'Adresse de livraison',
    itemnum: 'Réf.',
    description: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    taxRate: 'TVA',
    total: 'Total',
    discount: 'Remise du bon',
    net: 'Total HT',
    taxAt: (rate) => `TVA ${rate}`,
    gross: 'Total TTC',
    due: (date) => `Payable sans escompte au plus tard le ${date}.`,
    paid: 'Payée.',
    exempt:
      'Exonération de TVA, article 262 ter I du CGI (livraison intracommunautaire) ou exportation : TVA due par le preneur.',
    corrects: (number, date) => `Corrige la facture ${number} du ${date}.`,
    vatId: 'N° TVA',
    taxNumber: 'Numéro fiscal',
    bank: 'Coordonnées bancaires',
    page: (n, of) => `Page ${n} sur ${of}`,
  },
  es: {
    title: { invoice: 'Factura', credit_note: 'Factura rectificativa', delivery_note: 'Albarán' },
    number: 'Número',
    date: 'Fecha',
    orderNumber: 'Número de pedido',
    orderDate: 'Fecha del pedido',
    reference: 'Su referencia de pedido',
    customerNumber: 'Número de cliente',
    buyerReference: 'Referencia del comprador',
    deliveryDate: 'Fecha de entrega',
    shipTo: 'Dirección de entrega',
    itemnum: 'Ref.',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    taxRate: 'IVA',
    total: 'Total',
    discount: 'Descuento del cupón',
    net: 'Base imponible',
    taxAt: (rate) => `IVA ${rate}`,
    gross: 'Total',
    due: (date) => `Pagadero sin descuento hasta el ${date}.`,
    paid: 'Pagada.',
    exempt: 'Entrega exenta (entrega intracomunitaria o exportación): el IVA lo declara el destinatario.',
    corrects: (number, date) => `Rectifica la factura ${number} del ${date}.`,
    vatId: 'NIF-IVA',
    taxNumber: 'Número fiscal',
    bank: 'Datos bancarios',
    page: (n, of) => `Página ${n} de ${of}`,
  },
  it: {
    title: { invoice: 'Fattura', credit_note: 'Nota di credito', delivery_note: 'Documento di trasporto' },
    number: 'Numero',
    date: 'Data',
    orderNumber: 'Numero d’ordine',
    orderDate: 'Data dell’ordine',
    reference: 'Vostro riferimento d’ordine',
    customerNumber: 'Numero cliente',
    buyerReference: 'Riferimento acquirente',
    deliveryDate: 'Data di consegna',
    shipTo: 'Indirizzo di consegna',
    itemnum: 'Cod.',
    description: 'Descrizione',
    quantity: 'Q.tà',
    unitPrice: 'Prezzo unitario',
    taxRate: 'IVA',
    total: 'Totale',
    discount: 'Sconto del buono',
    net: 'Imponibile',
    taxAt: (rate) => `IVA ${rate}`,
    gross: 'Totale documento',
    due: (date) => `Pagabile senza sconto entro il ${date}.`,
    paid: 'Pagata.',
    exempt: 'Cessione non imponibile (cessione intracomunitaria o esportazione): l’IVA è dovuta dal cessionario.',
    corrects: (number, date) => `Rettifica la fattura ${number} del ${date}.`,
    vatId: 'P. IVA',
    taxNumber: 'Codice fiscale',
    bank: 'Coordinate bancarie',
    page: (n, of) => `Pagina ${n} di ${of}`,
  },
};
