import type { Order } from '@shop/contracts';
import { signed } from './order-mail';
import type { Mail } from './tables';

type DocumentKind = 'invoice' | 'credit_note' | 'delivery_note';
type Words = Record<DocumentKind, (number: string, order: string) => string>;

/** A document sent again, in the order's language: the subject, and what the mail says of its attachment. */
const texts: Record<Order['locale'], { subject: Words; body: Words }> = {
  de: {
    subject: {
      invoice: (n, o) => `Ihre Rechnung ${n} zur Bestellung ${o}`,
      credit_note: (n, o) => `Ihre Gutschrift ${n} zur Bestellung ${o}`,
      delivery_note: (n, o) => `Ihr Lieferschein ${n} zur Bestellung ${o}`,
    },
    body: {
      invoice: (n, o) => `anbei erhalten Sie Ihre Rechnung ${n} zur Bestellung ${o} noch einmal als PDF.`,
      credit_note: (n, o) => `anbei erhalten Sie Ihre Gutschrift ${n} zur Bestellung ${o} noch einmal als PDF.`,
      delivery_note: (n, o) => `anbei erhalten Sie Ihren Lieferschein ${n} zur Bestellung ${o} noch einmal als PDF.`,
    },
  },
  en: {
    subject: {
      invoice: (n, o) => `Your invoice ${n} for order ${o}`,
      credit_note: (n, o) => `Your credit note ${n} for order ${o}`,
      delivery_note: (n, o) => `Your delivery note ${n} for order ${o}`,
    },
    body: {
      invoice: (n, o) => `attached is your invoice ${n} for order ${o} once more, as a PDF.`,
      credit_note: (n, o) => `attached is your credit note ${n} for order ${o} once more, as a PDF.`,
      delivery_note: (n, o) => `attached is your delivery note ${n} for order ${o} once more, as a PDF.`,
    },
  },
  fr: {
    subject: {
      invoice: (n, o) => `Votre facture ${n} pour la commande ${o}`,
      credit_note: (n, o) => `Votre avoir ${n} pour la commande ${o}`,
      delivery_note: (n, o) => `Votre bon de livraison ${n} pour la commande ${o}`,
    },
    body: {
      invoice: (n, o) => `vous trouverez de nouveau ci-joint votre facture ${n} pour la commande ${o}, au format PDF.`,
      credit_note: (n, o) =>
        `vous trouverez de nouveau ci-joint votre avoir ${n} pour la commande ${o}, au format PDF.`,
      delivery_note: (n, o) =>
        `vous trouverez de nouveau ci-joint votre bon de livraison ${n} pour la commande ${o}, au format PDF.`,
    },
  },
  es: {
    subject: {
      invoice: (n, o) => `Su factura ${n} del pedido ${o}`,
      credit_note: (n, o) => `Su factura rectificativa ${n} del pedido ${o}`,
      delivery_note: (n, o) => `Su albarán ${n} del pedido ${o}`,
    },
    body: {
      invoice: (n, o) => `le enviamos de nuevo su factura ${n} del pedido ${o}, adjunta en PDF.`,
      credit_note: (n, o) => `le enviamos de nuevo su factura rectificativa ${n} del pedido ${o}, adjunta en PDF.`,
      delivery_note: (n, o) => `le enviamos de nuevo su albarán ${n} del pedido ${o}, adjunto en PDF.`,
    },
  },
  it: {
    subject: {
      invoice: (n, o) => `La tua fattura ${n} per l’ordine ${o}`,
      credit_note: (n, o) => `La tua nota di credito ${n} per l’ordine ${o}`,
      delivery_note: (n, o) => `Il tuo documento di trasporto ${n} per l’ordine ${o}`,
    },
    body: {
      invoice: (n, o) => `ti inviamo di nuovo la tua fattura ${n} per l’ordine ${o}, in allegato in PDF.`,
      credit_note: (n, o) => `ti inviamo di nuovo la tua nota di credito ${n} per l’ordine ${o}, in allegato in PDF.`,
      delivery_note: (n, o) =>
        `ti inviamo di nuovo il tuo documento di trasporto ${n} per l’ordine ${o}, in allegato in PDF.`,
    },
  },
};

/**
 * One of an order's documents sent again (staff's Resend), to the order's address in its language,
 * with that document's PDF attached as it was issued.
 */
export function documentMail(order: Order, document: { id: number; kind: DocumentKind; number: string }): Mail {
  const t = texts[order.locale];
  return {
    to: order.email,
    subject: t.subject[document.kind](document.number, order.transactionnum),
    ...signed(order.locale, order, [t.body[document.kind](document.number, order.transactionnum)]),
    attach: { orderId: order.id, kinds: [document.kind], documentId: document.id },
  };
}
