import type { LocaleCode, Order } from '@shop/contracts';
import { moneyOf, orderSummary, signed } from './order-mail';
import type { Mail } from './tables';

interface ChangeTexts {
  subject: (number: string) => string;
  changed: (number: string) => string;
  was: (total: string) => string;
  /** An online order not paid yet: its new total is paid on its pay page. */
  pay: (link: string) => string;
  /** A paid online order made dearer: the difference is paid on its own page. */
  difference: (amount: string, link: string) => string;
  /** An invoice order: the invoice's amount follows (a corrected invoice comes with it where one was issued). */
  invoice: string;
}

const texts: Record<LocaleCode, ChangeTexts> = {
  de: {
    subject: (n) => `Ihre Bestellung ${n} wurde geändert`,
    changed: (n) => `wie besprochen haben wir Ihre Bestellung ${n} geändert. So lautet sie jetzt:`,
    was: (total) => `Bisherige Gesamtsumme: ${total}.`,
    pay: (link) => `Bitte bezahlen Sie die neue Gesamtsumme hier: ${link}`,
    difference: (amount, link) => `Bitte bezahlen Sie die Differenz von ${amount} hier: ${link}`,
    invoice: 'Sie zahlen den neuen Betrag auf Rechnung.',
  },
  en: {
    subject: (n) => `Your order ${n} was changed`,
    changed: (n) => `as agreed, we have changed your order ${n}. This is how it reads now:`,
    was: (total) => `Previous grand total: ${total}.`,
    pay: (link) => `Please pay the new grand total here: ${link}`,
    difference: (amount, link) => `Please pay the difference of ${amount} here: ${link}`,
    invoice: 'You pay the new amount by invoice.',
  },
  fr: {
    subject: (n) => `Votre commande ${n} a été modifiée`,
    changed: (n) => `comme convenu, nous avons modifié votre commande ${n}. La voici désormais :`,
    was: (total) => `Total précédent : ${total}.`,
    pay: (link) => `Veuillez régler le nouveau total ici : ${link}`,
    difference: (amount, link) => `Veuillez régler la différence de ${amount} ici : ${link}`,
    invoice: 'Vous réglez le nouveau montant sur facture.',
  },
  es: {
    subject: (n) => `Su pedido ${n} ha sido modificado`,
    changed: (n) => `tal como acordamos, hemos modificado su pedido ${n}. Ahora queda así:`,
    was: (total) => `Total anterior: ${total}.`,
    pay: (link) => `Pague el nuevo total aquí: ${link}`,
    difference: (amount, link) => `Pague la diferencia de ${amount} aquí: ${link}`,
    invoice: 'Pagará el nuevo importe contra factura.',
  },
  it: {
    subject: (n) => `Il tuo ordine ${n} è stato modificato`,
    changed: (n) => `come concordato, abbiamo modificato il tuo ordine ${n}. Ora è così:`,
    was: (total) => `Totale precedente: ${total}.`,
    pay: (link) => `Paga il nuovo totale qui: ${link}`,
    difference: (amount, link) => `Paga la differenza di ${amount} qui: ${link}`,
    invoice: 'Paghi il nuovo importo con fattura.',
  },
};

/**
 * Tells the shopper staff changed their order: its lines and totals as they are now, in the
 * order's language; an online order not paid yet gets the link to pay its new total, a paid one
 * made dearer the link to pay the difference (signed for it: no login needed), an invoice
 * order its corrected invoice where one was issued. A refund of a difference has its own mail.
 */
export function orderChangedMail(
  order: Order,
  previousTotal: number,
  { displayItemnum = true, payLink = null as string | null } = {},
): Mail {
  const t = texts[order.locale];
  const byInvoice = order.paymentMethodCode === 'invoice';
  const body = [
    t.changed(order.transactionnum),
    '',
    ...orderSummary(order, order.locale, { displayItemnum }),
    '',
    t.was(moneyOf(order, previousTotal)),
    ...(byInvoice
      ? [t.invoice]
      : payLink
        ? [order.balanceDue > 0 ? t.difference(moneyOf(order, order.balanceDue), payLink) : t.pay(payLink)]
        : []),
  ];
  return {
    to: order.email,
    subject: t.subject(order.transactionnum),
    ...signed(order.locale, order, body),
    ...(byInvoice && { attach: { orderId: order.id, kinds: ['invoice' as const] } }),
  };
}

interface DifferencePaidTexts {
  subject: (number: string) => string;
  received: (amount: string, number: string) => string;
  settled: string;
  open: (amount: string) => string;
}

const differencePaidTexts: Record<LocaleCode, DifferencePaidTexts> = {
  de: {
    subject: (n) => `Zahlung für Ihre Bestellung ${n} erhalten`,
    received: (amount, n) =>
      `vielen Dank: Wir haben Ihre Zahlung von ${amount} für die Differenz Ihrer Bestellung ${n} erhalten.`,
    settled: 'Ihre Bestellung ist damit vollständig bezahlt.',
    open: (amount) => `Noch offen: ${amount}.`,
  },
  en: {
    subject: (n) => `Payment received for your order ${n}`,
    received: (amount, n) =>
      `thank you: we have received your payment of ${amount} for the difference on your order ${n}.`,
    settled: 'Your order is now paid in full.',
    open: (amount) => `Still to pay: ${amount}.`,
  },
  fr: {
    subject: (n) => `Paiement reçu pour votre commande ${n}`,
    received: (amount, n) =>
      `merci : nous avons bien reçu votre paiement de ${amount} pour la différence de votre commande ${n}.`,
    settled: 'Votre commande est désormais entièrement réglée.',
    open: (amount) => `Reste à payer : ${amount}.`,
  },
  es: {
    subject: (n) => `Pago recibido de su pedido ${n}`,
    received: (amount, n) => `gracias: hemos recibido su pago de ${amount} por la diferencia de su pedido ${n}.`,
    settled: 'Su pedido queda pagado por completo.',
    open: (amount) => `Pendiente de pago: ${amount}.`,
  },
  it: {
    subject: (n) => `Pagamento ricevuto per il tuo ordine ${n}`,
    received: (amount, n) =>
      `grazie: abbiamo ricevuto il tuo pagamento di ${amount} per la differenza del tuo ordine ${n}.`,
    settled: 'Il tuo ordine è ora pagato per intero.',
    open: (amount) => `Ancora da pagare: ${amount}.`,
  },
};

/** The receipt for a paid difference: what arrived, and whether anything is still open. */
export function differencePaidMail(order: Order, amount: number): Mail {
  const t = differencePaidTexts[order.locale];
  const body = [
    t.received(moneyOf(order, amount), order.transactionnum),
    order.balanceDue > 0 ? t.open(moneyOf(order, order.balanceDue)) : t.settled,
  ];
  return { to: order.email, subject: t.subject(order.transactionnum), ...signed(order.locale, order, body) };
}
