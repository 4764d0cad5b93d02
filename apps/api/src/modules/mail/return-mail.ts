import { type LocaleCode, localeInfo, type Order, type OrderReturn } from '@shop/contracts';
import { signed } from './order-mail';
import type { Mail } from './tables';

interface ReturnTexts {
  requestedSubject: (number: string) => string;
  requested: (number: string, order: string) => string;
  /** What the customer does next: the parcel, marked with the return number. */
  sendParcel: (number: string) => string;
  receivedSubject: (number: string) => string;
  received: (number: string) => string;
  refundNext: string;
  refundedSubject: (number: string) => string;
  refunded: (amount: string, number: string) => string;
  credited: (amount: string, number: string) => string;
  rejectedSubject: (number: string) => string;
  rejected: (number: string) => string;
  reason: string;
  questions: string;
}

/** What the customer is told at each step of a return, in the order's language. */
const texts: Record<LocaleCode, ReturnTexts> = {
  de: {
    requestedSubject: (n) => `Ihre Rücksendung ${n}`,
    requested: (n, o) => `wir haben Ihre Rücksendung ${n} zur Bestellung ${o} erhalten.`,
    sendParcel: (n) =>
      `So geht es weiter: Verpacken Sie die Artikel sicher, schreiben Sie die Rücksendenummer ${n} gut lesbar auf das Paket und senden Sie es an uns. Sobald es angekommen ist, melden wir uns.`,
    receivedSubject: (n) => `Ihre Rücksendung ${n} ist angekommen`,
    received: (n) => `Ihre Rücksendung ${n} ist bei uns angekommen. Wir prüfen die Artikel.`,
    refundNext: 'Sie hören von uns, sobald die Erstattung veranlasst ist; Sie müssen nichts weiter tun.',
    refundedSubject: (n) => `Erstattung zu Ihrer Rücksendung ${n}`,
    refunded: (a, n) => `Für Ihre Rücksendung ${n} erstatten wir Ihnen ${a} auf dem Weg, auf dem Sie bezahlt haben.`,
    credited: (a, n) => `Für Ihre Rücksendung ${n} schreiben wir Ihnen ${a} auf Ihrer Rechnung gut.`,
    rejectedSubject: (n) => `Ihre Rücksendung ${n} wurde abgelehnt`,
    rejected: (n) => `Ihre Rücksendung ${n} können wir leider nicht annehmen.`,
    reason: 'Grund:',
    questions: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
  },
  en: {
    requestedSubject: (n) => `Your return ${n}`,
    requested: (n, o) => `we have received your return ${n} for order ${o}.`,
    sendParcel: (n) =>
      `What to do next: pack the items safely, write the return number ${n} clearly on the parcel and send it to us. We will be in touch as soon as it arrives.`,
    receivedSubject: (n) => `Your return ${n} has arrived`,
    received: (n) => `Your return ${n} has arrived. We are checking the items.`,
    refundNext: 'You will hear from us once the refund is on its way; there is nothing more for you to do.',
    refundedSubject: (n) => `A refund for your return ${n}`,
    refunded: (a, n) => `For your return ${n} we are refunding ${a} to the means of payment you used.`,
    credited: (a, n) => `For your return ${n} we are crediting ${a} to your invoice.`,
    rejectedSubject: (n) => `Your return ${n} was rejected`,
    rejected: (n) => `We are sorry: we cannot accept your return ${n}.`,
    reason: 'Reason:',
    questions: 'If you have any questions, simply reply to this e-mail.',
  },
  fr: {
    requestedSubject: (n) => `Votre retour ${n}`,
    requested: (n, o) => `nous avons bien reçu votre demande de retour ${n} pour la commande ${o}.`,
    sendParcel: (n) =>
      `La suite : emballez soigneusement les articles, inscrivez lisiblement le numéro de retour ${n} sur le colis et envoyez-le-nous. Nous vous écrirons dès sa réception.`,
    receivedSubject: (n) => `Votre retour ${n} est arrivé`,
    received: (n) => `Votre retour ${n} nous est parvenu. Nous vérifions les articles.`,
    refundNext: 'Nous vous écrirons dès que le remboursement sera effectué ; vous n’avez rien d’autre à faire.',
    refundedSubject: (n) => `Un remboursement pour votre retour ${n}`,
    refunded: (a, n) => `Pour votre retour ${n}, nous vous remboursons ${a} par le moyen de paiement utilisé.`,
    credited: (a, n) => `Pour votre retour ${n}, nous créditons ${a} sur votre facture.`,
    rejectedSubject: (n) => `Votre retour ${n} a été refusé`,
    rejected: (n) => `Nous sommes désolés : nous ne pouvons pas accepter votre retour ${n}.`,
    reason: 'Motif :',
    questions: 'Pour toute question, répondez simplement à cet e-mail.',
  },
  es: {
    requestedSubject: (n) => `Su devolución ${n}`,
    requested: (n, o) => `hemos recibido su devolución ${n} del pedido ${o}.`,
    sendParcel: (n) =>
      `Próximos pasos: embale bien los artículos, escriba de forma legible el número de devolución ${n} en el paquete y envíenoslo. Le escribiremos en cuanto llegue.`,
    receivedSubject: (n) => `Su devolución ${n} ha llegado`,
    received: (n) => `Su devolución ${n} ha llegado. Estamos revisando los artículos.`,
    refundNext: 'Le avisaremos cuando el reembolso esté en camino; no tiene que hacer nada más.',
    refundedSubject: (n) => `Un reembolso de su devolución ${n}`,
    refunded: (a, n) => `Por su devolución ${n} le reembolsamos ${a} por el mismo medio de pago.`,
    credited: (a, n) => `Por su devolución ${n} le abonamos ${a} en su factura.`,
    rejectedSubject: (n) => `Su devolución ${n} ha sido rechazada`,
    rejected: (n) => `Lo sentimos: no podemos aceptar su devolución ${n}.`,
    reason: 'Motivo:',
    questions: 'Si tiene alguna pregunta, responda a este correo.',
  },
  it: {
    requestedSubject: (n) => `Il tuo reso ${n}`,
    requested: (n, o) => `abbiamo ricevuto la tua richiesta di reso ${n} per l’ordine ${o}.`,
    sendParcel: (n) =>
      `Come procedere: imballa bene gli articoli, scrivi in modo leggibile il numero di reso ${n} sul pacco e spediscilo a noi. Ti scriveremo appena arriva.`,
    receivedSubject: (n) => `Il tuo reso ${n} è arrivato`,
    received: (n) => `Il tuo reso ${n} è arrivato. Stiamo controllando gli articoli.`,
    refundNext: 'Ti scriveremo quando il rimborso sarà avviato; non devi fare nient’altro.',
    refundedSubject: (n) => `Un rimborso per il tuo reso ${n}`,
    refunded: (a, n) => `Per il tuo reso ${n} ti rimborsiamo ${a} con lo stesso metodo di pagamento.`,
    credited: (a, n) => `Per il tuo reso ${n} ti accreditiamo ${a} sulla fattura.`,
    rejectedSubject: (n) => `Il tuo reso ${n} è stato rifiutato`,
    rejected: (n) => `Ci dispiace: non possiamo accettare il tuo reso ${n}.`,
    reason: 'Motivo:',
    questions: 'Per qualsiasi domanda, rispondi semplicemente a questa e-mail.',
  },
};

const moneyOf = (order: Order, minor: number) =>
  new Intl.NumberFormat(localeInfo(order.locale).iso, { style: 'currency', currency: order.cartInfo.currency }).format(
    minor / 100,
  );

/**
 * Tells the customer, in the order's language, where their return stands and what comes next:
 * asked for (the number to write on the parcel), received, refunded (with the credit note where
 * one was issued), or rejected with the reason.
 */
export function returnMail(order: Order, rma: OrderReturn): Mail {
  const t = texts[order.locale];
  const mail = (subject: string, body: string[]): Mail => ({
    to: order.email,
    subject,
    ...signed(order.locale, order, [...body, '', t.questions]),
  });
  switch (rma.state) {
    case 'requested':
      return mail(t.requestedSubject(rma.number), [
        t.requested(rma.number, order.transactionnum),
        '',
        t.sendParcel(rma.number),
      ]);
    case 'received':
      return mail(t.receivedSubject(rma.number), [t.received(rma.number), '', t.refundNext]);
    case 'refunded': {
      const amount = moneyOf(order, rma.refundedAmount ?? 0);
      const said = rma.refundedAs === 'credit' ? t.credited(amount, rma.number) : t.refunded(amount, rma.number);
      return {
        ...mail(t.refundedSubject(rma.number), [said]),
        ...(rma.creditNoteNumber && { attach: { orderId: order.id, kinds: ['credit_note'] } }),
      };
    }
    case 'rejected':
      return mail(t.rejectedSubject(rma.number), [t.rejected(rma.number), '', t.reason, rma.rejectReason ?? '']);
  }
}
