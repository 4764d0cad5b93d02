import { type LocaleCode, localeInfo, type Order, type PaymentMethodCode } from '@shop/contracts';
import { type MailPart, written } from './blocks';
import type { Mail } from './tables';

interface OrderTexts {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  intro: (number: string) => string;
  shipping: string;
  discount: string;
  tax: (rate: string) => string;
  total: string;
  shipTo: string;
  payment: Record<PaymentMethodCode, string>;
  paid: (method: string) => string;
  next: string;
  closing: string;
}

const payment = (invoice: string, card: string, debit: string, sofort: string, paypal: string) => ({
  invoice,
  stripe: card,
  'stripe-debit': debit,
  'stripe-sofort': sofort,
  paypal,
  computop: card,
});

/** The order confirmation in the language the order was placed in. */
const texts: Record<LocaleCode, OrderTexts> = {
  de: {
    subject: (n) => `Ihre Bestellung ${n} bei Werkhaus`,
    greeting: (name) => `Hallo ${name},`,
    intro: (n) => `vielen Dank für Ihre Bestellung. Ihre Bestellnummer: ${n}.`,
    shipping: 'Versand',
    discount: 'Rabatt',
    tax: (rate) => `MwSt. ${rate}`,
    total: 'Gesamtsumme',
    shipTo: 'Lieferadresse',
    payment: payment('Kauf auf Rechnung', 'Kreditkarte', 'SEPA-Lastschrift', 'Sofort', 'PayPal'),
    paid: (m) => `Bezahlt mit ${m}.`,
    next: 'Wir melden uns, sobald Ihre Bestellung versandt ist.',
    closing: 'Ihr Werkhaus-Team',
  },
  en: {
    subject: (n) => `Your Werkhaus order ${n}`,
    greeting: (name) => `Hello ${name},`,
    intro: (n) => `thank you for your order. Your order number: ${n}.`,
    shipping: 'Shipping',
    discount: 'Discount',
    tax: (rate) => `VAT ${rate}`,
    total: 'Grand total',
    shipTo: 'Delivery address',
    payment: payment('Invoice', 'Credit card', 'SEPA direct debit', 'Sofort', 'PayPal'),
    paid: (m) => `Paid with ${m}.`,
    next: 'We will let you know as soon as your order has shipped.',
    closing: 'Your Werkhaus team',
  },
  fr: {
    subject: (n) => `Votre commande Werkhaus ${n}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (n) => `merci pour votre commande. Votre numéro de commande : ${n}.`,
    shipping: 'Livraison',
    discount: 'Remise',
    tax: (rate) => `TVA ${rate}`,
    total: 'Total',
    shipTo: 'Adresse de livraison',
    payment: payment('Facture', 'Carte bancaire', 'Prélèvement SEPA', 'Sofort', 'PayPal'),
    paid: (m) => `Payé par ${m}.`,
    next: 'Nous vous préviendrons dès que votre commande sera expédiée.',
    closing: 'L’équipe Werkhaus',
  },
  es: {
    subject: (n) => `Su pedido de Werkhaus ${n}`,
    greeting: (name) => `Hola ${name}:`,
    intro: (n) => `gracias por su pedido. Su número de pedido: ${n}.`,
    shipping: 'Envío',
    discount: 'Descuento',
    tax: (rate) => `IVA ${rate}`,
    total: 'Total',
    shipTo: 'Dirección de entrega',
    payment: payment('Factura', 'Tarjeta', 'Adeudo SEPA', 'Sofort', 'PayPal'),
    paid: (m) => `Pagado con ${m}.`,
    next: 'Le avisaremos en cuanto su pedido salga.',
    closing: 'El equipo de Werkhaus',
  },
  it: {
    subject: (n) => `Il tuo ordine Werkhaus ${n}`,
    greeting: (name) => `Ciao ${name},`,
    intro: (n) => `grazie per il tuo ordine. Numero d’ordine: ${n}.`,
    shipping: 'Spedizione',
    discount: 'Sconto',
    tax: (rate) => `IVA ${rate}`,
    total: 'Totale',
    shipTo: 'Indirizzo di consegna',
    payment: payment('Fattura', 'Carta di credito', 'Addebito SEPA', 'Sofort', 'PayPal'),
    paid: (m) => `Pagato con ${m}.`,
    next: 'Ti avviseremo appena l’ordine sarà spedito.',
    closing: 'Il team Werkhaus',
  },
};

/**
 * The order confirmation e-mail: lines (with their item numbers when the shop shows them, the
 * setting displayItemnum) and their pictures, totals, address and payment, in the order's language.
 */
export function orderConfirmationMail(order: Order, locale: LocaleCode, { displayItemnum = true } = {}): Mail {
  const t = texts[locale];
  const body = written([
    t.greeting(order.cartInfo.shippingAddress.firstName),
    '',
    t.intro(order.transactionnum),
    '',
    ...orderSummary(order, locale, { displayItemnum }),
    '',
    order.paymentStatus === 'paid' ? t.paid(t.payment[order.paymentMethodCode]) : t.payment[order.paymentMethodCode],
    t.next,
    '',
    t.closing,
  ]);
  // An order invoiced when placed or paid has its invoice with it (an online one invoiced later, none).
  return {
    to: order.email,
    subject: t.subject(order.transactionnum),
    ...body,
    locale,
    attach: { orderId: order.id, kinds: ['invoice'] },
  };
}

/**
 * An order's lines (with their pictures in the HTML part), discount, shipping, taxes, grand total
 * and delivery address, as its mails list them.
 */
export function orderSummary(order: Order, locale: LocaleCode, { displayItemnum = true } = {}): MailPart[] {
  const t = texts[locale];
  const iso = localeInfo(locale).iso;
  const info = order.cartInfo;
  const money = (minor: number) =>
    new Intl.NumberFormat(iso, { style: 'currency', currency: info.currency }).format(minor / 100);
  const percent = (basisPoints: number) =>
    new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  const items = info.cartItems.map((item) => ({
    name: `${item.quantity} × ${item.name}`,
    detail: displayItemnum ? item.itemnum : '',
    productId: item.productId,
    amount: money(item.rowTotal),
  }));
  const totals = [
    ...(info.coupon_amount > 0
      ? [{ label: `${t.discount} ${info.couponCode ?? ''}`, amount: `-${money(info.coupon_amount)}` }]
      : []),
    { label: `${t.shipping} (${info.shippingMethod.name})`, amount: money(info.shipping_amount) },
    ...info.taxes.map((tax) => ({ label: t.tax(percent(tax.rate)), amount: money(tax.amount) })),
    { label: t.total, amount: money(info.grandTotalIncTax) },
  ];
  const a = info.shippingAddress;
  const country = new Intl.DisplayNames([iso], { type: 'region' }).of(a.country) ?? a.country;
  const recipient = [a.company, `${a.firstName} ${a.lastName}`, a.street, a.apartment].filter((l): l is string => !!l);
  return [
    { block: { items }, text: items.map((i) => `${i.name}${i.detail && ` (${i.detail})`}  ${i.amount}`) },
    '',
    { block: { totals }, text: totals.map((row) => `${row.label}  ${row.amount}`) },
    '',
    {
      block: { address: { title: t.shipTo, lines: [...recipient, `${a.postalCode} ${a.city}`, country] } },
      text: [`${t.shipTo}:`, recipient.join(', '), `${a.postalCode} ${a.city}, ${a.country}`],
    },
  ];
}

/** An amount of the order's currency, in its language. */
export const moneyOf = (order: Order, minor: number) =>
  new Intl.NumberFormat(localeInfo(order.locale).iso, { style: 'currency', currency: order.cartInfo.currency }).format(
    minor / 100,
  );

/**
 * A mail's body to the order's shopper: greeted by name, signed by the shop, in the order's
 * language; its text part and, where the body has blocks of its own, its HTML part's blocks.
 */
export const signed = (locale: LocaleCode, order: Order, body: MailPart[]) => ({
  ...written([
    texts[locale].greeting(order.cartInfo.shippingAddress.firstName),
    '',
    ...body,
    '',
    texts[locale].closing,
  ]),
  locale,
});
