import type { LocaleCode, Order } from '@shop/contracts';
import { moneyOf, signed } from './order-mail';
import type { Mail } from './tables';

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
    ...signed(order.locale, order, body),
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
    ...signed(order.locale, order, [
      said(moneyOf(order, amount), order.transactionnum),
      ...(lines.length > 0 ? [[t.refundedLines, ...lines.map((l) => `${l.quantity} × ${l.name}`)].join('\n')] : []),
    ]),
  };
}
