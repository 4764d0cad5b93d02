import { type LocaleCode, localeInfo, type Order, type PaymentMethodCode } from '@shop/contracts';
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
 * setting displayItemnum), totals, address and payment, in the order's language.
 */
export function orderConfirmationMail(order: Order, locale: LocaleCode, { displayItemnum = true } = {}): Mail {
  const t = texts[locale];
  const lines = [
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
  ];
  // An order invoiced when placed or paid has its invoice with it (an online one invoiced later, none).
  return {
    to: order.email,
    subject: t.subject(order.transactionnum),
    text: lines.join('\n'),
    attach: { orderId: order.id, kinds: ['invoice'] },
  };
}

/** An order's lines, discount, shipping, taxes, grand total and delivery address, as its mails list them. */
export function orderSummary(order: Order, locale: LocaleCode, { displayItemnum = true } = {}): string[] {
  const t = texts[locale];
  const iso = localeInfo(locale).iso;
  const info = order.cartInfo;
  const money = (minor: number) =>
    new Intl.NumberFormat(iso, { style: 'currency', currency: info.currency }).format(minor / 100);
  const percent = (basisPoints: number) =>
    new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  const address = info.shippingAddress;
  return [
    ...info.cartItems.map(
      (item) => `${item.quantity} × ${item.name}${displayItemnum ? ` (${item.itemnum})` : ''}  ${money(item.rowTotal)}`,
    ),
    '',
    ...(info.coupon_amount > 0 ? [`${t.discount} ${info.couponCode ?? ''}  -${money(info.coupon_amount)}`] : []),
    `${t.shipping} (${info.shippingMethod.name})  ${money(info.shipping_amount)}`,
    ...info.taxes.map((tax) => `${t.tax(percent(tax.rate))}  ${money(tax.amount)}`),
    `${t.total}  ${money(info.grandTotalIncTax)}`,
    '',
    `${t.shipTo}:`,
    [address.company, `${address.firstName} ${address.lastName}`, address.street, address.apartment]
      .filter(Boolean)
      .join(', '),
    `${address.postalCode} ${address.city}, ${address.country}`,
  ];
}

interface FulfilmentTexts {
  cancelledSubject: (number: string) => string;
  cancelled: (number: string) => string;
  /** Why: an online payment that did not arrive in time. */
  notPaid: string;
  refunded: (amount: string) => string;
  refundSubject: (number: string) => string;
  refundedPart: (amount: string, number: string) => string;
  /** An invoice order's lines credited: the amount it owes less. */
  creditedPart: (amount: string, number: string) => string;
  /** Before the refunded lines, one a line. */
  refundedLines: string;
}

/** What the shopper is told when staff cancel their order or refund part of it, in the order's language. */
const fulfilmentTexts: Record<LocaleCode, FulfilmentTexts> = {
  de: {
    cancelledSubject: (n) => `Ihre Bestellung ${n} wurde storniert`,
    cancelled: (n) => `Ihre Bestellung ${n} wurde storniert.`,
    notPaid:
      'Die Zahlung ist nicht rechtzeitig bei uns eingegangen. Die Artikel sind wieder freigegeben; Sie können jederzeit neu bestellen.',
    refunded: (a) => `Den bezahlten Betrag von ${a} erstatten wir auf dem Weg, auf dem Sie bezahlt haben.`,
    refundSubject: (n) => `Erstattung zu Ihrer Bestellung ${n}`,
    refundedPart: (a, n) => `Wir erstatten Ihnen ${a} zu Ihrer Bestellung ${n} auf dem Weg, auf dem Sie bezahlt haben.`,
    creditedPart: (a, n) =>
      `Wir schreiben Ihnen ${a} zu Ihrer Bestellung ${n} gut; um diesen Betrag verringert sich Ihre offene Rechnung.`,
    refundedLines: 'Erstattete Artikel:',
  },
  en: {
    cancelledSubject: (n) => `Your order ${n} was cancelled`,
    cancelled: (n) => `Your order ${n} was cancelled.`,
    notPaid: 'Its payment did not reach us in time. The items are released again; you are welcome to order anew.',
    refunded: (a) => `We are refunding the ${a} you paid, the same way you paid it.`,
    refundSubject: (n) => `A refund for your order ${n}`,
    refundedPart: (a, n) => `We are refunding ${a} of your order ${n} to the means of payment you used.`,
    creditedPart: (a, n) => `We are crediting ${a} to your order ${n}; what you owe on its invoice is that much less.`,
    refundedLines: 'Items refunded:',
  },
  fr: {
    cancelledSubject: (n) => `Votre commande ${n} a été annulée`,
    cancelled: (n) => `Votre commande ${n} a été annulée.`,
    notPaid:
      'Le paiement ne nous est pas parvenu à temps. Les articles sont de nouveau disponibles ; vous pouvez commander à nouveau.',
    refunded: (a) => `Nous vous remboursons les ${a} payés, par le même moyen de paiement.`,
    refundSubject: (n) => `Un remboursement pour votre commande ${n}`,
    refundedPart: (a, n) => `Nous vous remboursons ${a} de votre commande ${n} par le moyen de paiement utilisé.`,
    creditedPart: (a, n) =>
      `Nous vous créditons ${a} sur votre commande ${n} ; le montant dû sur sa facture diminue d’autant.`,
    refundedLines: 'Articles remboursés :',
  },
  es: {
    cancelledSubject: (n) => `Su pedido ${n} ha sido cancelado`,
    cancelled: (n) => `Su pedido ${n} ha sido cancelado.`,
    notPaid:
      'El pago no nos llegó a tiempo. Los artículos vuelven a estar disponibles; puede hacer un nuevo pedido cuando quiera.',
    refunded: (a) => `Le devolvemos los ${a} pagados por el mismo medio de pago.`,
    refundSubject: (n) => `Un reembolso de su pedido ${n}`,
    refundedPart: (a, n) => `Le reembolsamos ${a} de su pedido ${n} por el mismo medio de pago.`,
    creditedPart: (a, n) => `Le abonamos ${a} en su pedido ${n}; lo que debe de su factura se reduce en esa cantidad.`,
    refundedLines: 'Artículos reembolsados:',
  },
  it: {
    cancelledSubject: (n) => `Il tuo ordine ${n} è stato annullato`,
    cancelled: (n) => `Il tuo ordine ${n} è stato annullato.`,
    notPaid:
      'Il pagamento non ci è arrivato in tempo. Gli articoli sono di nuovo disponibili; puoi ordinare di nuovo quando vuoi.',
    refunded: (a) => `Ti rimborsiamo i ${a} pagati con lo stesso metodo di pagamento.`,
    refundSubject: (n) => `Un rimborso per il tuo ordine ${n}`,
    refundedPart: (a, n) => `Ti rimborsiamo ${a} del tuo ordine ${n} con lo stesso metodo di pagamento.`,
    creditedPart: (a, n) =>
      `Ti accreditiamo ${a} sul tuo ordine ${n}; quanto devi per la sua fattura si riduce di tanto.`,
    refundedLines: 'Articoli rimborsati:',
  },
};

/** An amount of the order's currency, in its language. */
export const moneyOf = (order: Order, minor: number) =>
  new Intl.NumberFormat(localeInfo(order.locale).iso, { style: 'currency', currency: order.cartInfo.currency }).format(
    minor / 100,
  );

/** A mail's text to the order's shopper: greeted by name, signed by the shop, in the order's language. */
export const signed = (locale: LocaleCode, order: Order, body: string[]) =>
  [texts[locale].greeting(order.cartInfo.shippingAddress.firstName), '', ...body, '', texts[locale].closing].join('\n');

/**
 * Tells the shopper the shop cancelled their order: that it was not paid in time (the payment
 * window's expiry), or that the money is on its way back when it was paid (staff).
 */
export function orderCancelledMail(order: Order, refunded = order.cartInfo.grandTotalIncTax): Mail {
  const t = fulfilmentTexts[order.locale];
  const amount = moneyOf(order, refunded);
  const body = [
    t.cancelled(order.transactionnum),
    ...(order.paymentStatus === 'expired' ? [t.notPaid] : []),
    ...(order.status === 'refunded' ? [t.refunded(amount)] : []),
  ];
  return {
    to: order.email,
    subject: t.cancelledSubject(order.transactionnum),
    text: signed(order.locale, order, body),
    // The credit note that corrects its invoice, where one was issued.
    attach: { orderId: order.id, kinds: ['credit_note'] },
  };
}

/** Tells the shopper part of their payment is on its way back (staff refunded it without cancelling the order). */
export function orderRefundedMail(
  order: Order,
  amount: number,
  lines: Array<{ quantity: number; name: string }> = [],
): Mail {
  const t = fulfilmentTexts[order.locale];
  const said = order.paymentMethodCode === 'invoice' ? t.creditedPart : t.refundedPart;
  return {
    to: order.email,
    subject: t.refundSubject(order.transactionnum),
    text: signed(order.locale, order, [
      said(moneyOf(order, amount), order.transactionnum),
      ...(lines.length > 0 ? [[t.refundedLines, ...lines.map((l) => `${l.quantity} × ${l.name}`)].join('\n')] : []),
    ]),
  };
}
