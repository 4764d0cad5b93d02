import { type LocaleCode, localeInfo, type OrderRequest } from '@shop/contracts';
import type { Mail } from './tables';

interface RequestTexts {
  greeting: (name: string) => string;
  asked: {
    subject: (number: string, who: string) => string;
    body: (who: string, number: string, total: string) => string;
  };
  approved: {
    subject: (number: string) => string;
    body: (number: string, who: string, order: string, total: string) => string;
  };
  pay: string;
  rejected: { subject: (number: string) => string; body: (number: string, who: string) => string };
  returned: { subject: (number: string) => string; body: (number: string, who: string) => string };
  readOn: string;
  closing: string;
}

/** The order request's words, in the reader's language. */
const texts: Record<LocaleCode, RequestTexts> = {
  de: {
    greeting: (name) => `Hallo ${name},`,
    asked: {
      subject: (n, who) => `Bestellanfrage ${n} von ${who} wartet auf Ihre Freigabe`,
      body: (who, n, total) => `${who} bittet um Freigabe der Bestellanfrage ${n} über ${total}.`,
    },
    approved: {
      subject: (n) => `Ihre Bestellanfrage ${n} ist freigegeben`,
      body: (n, who, order, total) =>
        `${who} hat Ihre Bestellanfrage ${n} freigegeben. Sie ist jetzt die Bestellung ${order} über ${total}.`,
    },
    pay: 'Bitte bezahlen Sie sie hier:',
    rejected: {
      subject: (n) => `Ihre Bestellanfrage ${n} wurde abgelehnt`,
      body: (n, who) => `${who} hat Ihre Bestellanfrage ${n} abgelehnt. Der Grund:`,
    },
    returned: {
      subject: (n) => `Ihre Bestellanfrage ${n} kommt mit einem Kommentar zurück`,
      body: (n, who) => `${who} hat Ihre Bestellanfrage ${n} zurückgeschickt. Der Kommentar:`,
    },
    readOn: 'Alles Weitere finden Sie in Ihrem Konto unter Freigaben:',
    closing: 'Ihr Werkhaus-Team',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    asked: {
      subject: (n, who) => `Order request ${n} from ${who} waits for your approval`,
      body: (who, n, total) => `${who} asks you to approve the order request ${n} for ${total}.`,
    },
    approved: {
      subject: (n) => `Your order request ${n} is approved`,
      body: (n, who, order, total) =>
        `${who} approved your order request ${n}. It is now the order ${order} for ${total}.`,
    },
    pay: 'Please pay it here:',
    rejected: {
      subject: (n) => `Your order request ${n} was rejected`,
      body: (n, who) => `${who} rejected your order request ${n}. The reason:`,
    },
    returned: {
      subject: (n) => `Your order request ${n} was sent back with a comment`,
      body: (n, who) => `${who} sent your order request ${n} back to you. The comment:`,
    },
    readOn: 'See it in your account under Approvals:',
    closing: 'Your Werkhaus team',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    asked: {
      subject: (n, who) => `La demande de commande ${n} de ${who} attend votre approbation`,
      body: (who, n, total) => `${who} vous demande d’approuver la demande de commande ${n} de ${total}.`,
    },
    approved: {
      subject: (n) => `Votre demande de commande ${n} est approuvée`,
      body: (n, who, order, total) =>
        `${who} a approuvé votre demande de commande ${n}. C’est maintenant la commande ${order} de ${total}.`,
    },
    pay: 'Veuillez la payer ici :',
    rejected: {
      subject: (n) => `Votre demande de commande ${n} a été refusée`,
      body: (n, who) => `${who} a refusé votre demande de commande ${n}. La raison :`,
    },
    returned: {
      subject: (n) => `Votre demande de commande ${n} vous est renvoyée avec un commentaire`,
      body: (n, who) => `${who} vous a renvoyé votre demande de commande ${n}. Le commentaire :`,
    },
    readOn: 'Retrouvez-la dans votre compte, sous Approbations :',
    closing: 'L’équipe Werkhaus',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    asked: {
      subject: (n, who) => `La solicitud de pedido ${n} de ${who} espera su aprobación`,
      body: (who, n, total) => `${who} le pide que apruebe la solicitud de pedido ${n} por ${total}.`,
    },
    approved: {
      subject: (n) => `Su solicitud de pedido ${n} está aprobada`,
      body: (n, who, order, total) =>
        `${who} ha aprobado su solicitud de pedido ${n}. Ahora es el pedido ${order} por ${total}.`,
    },
    pay: 'Páguelo aquí:',
    rejected: {
      subject: (n) => `Su solicitud de pedido ${n} ha sido rechazada`,
      body: (n, who) => `${who} ha rechazado su solicitud de pedido ${n}. El motivo:`,
    },
    returned: {
      subject: (n) => `Su solicitud de pedido ${n} le ha sido devuelta con un comentario`,
      body: (n, who) => `${who} le ha devuelto su solicitud de pedido ${n}. El comentario:`,
    },
    readOn: 'Véala en su cuenta, en Aprobaciones:',
    closing: 'El equipo de Werkhaus',
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    asked: {
      subject: (n, who) => `La richiesta d’ordine ${n} di ${who} attende la tua approvazione`,
      body: (who, n, total) => `${who} ti chiede di approvare la richiesta d’ordine ${n} di ${total}.`,
    },
    approved: {
      subject: (n) => `La tua richiesta d’ordine ${n} è approvata`,
      body: (n, who, order, total) =>
        `${who} ha approvato la tua richiesta d’ordine ${n}. Ora è l’ordine ${order} di ${total}.`,
    },
    pay: 'Pagalo qui:',
    rejected: {
      subject: (n) => `La tua richiesta d’ordine ${n} è stata rifiutata`,
      body: (n, who) => `${who} ha rifiutato la tua richiesta d’ordine ${n}. Il motivo:`,
    },
    returned: {
      subject: (n) => `La tua richiesta d’ordine ${n} ti è stata rimandata con un commento`,
      body: (n, who) => `${who} ti ha rimandato la richiesta d’ordine ${n}. Il commento:`,
    },
    readOn: 'La trovi nel tuo account, alla voce Approvazioni:',
    closing: 'Il team Werkhaus',
  },
};

const moneyIn = (locale: LocaleCode, currency: string) => (minor: number) =>
  new Intl.NumberFormat(localeInfo(locale).iso, { style: 'currency', currency }).format(minor / 100);

const quoted = (text: string) => text.split('\n').map((line) => `> ${line}`);

/** Tells an administrator that a member's order waits for their approval, with where to decide. */
export function orderRequestedMail(
  request: OrderRequest,
  to: { email: string; name: string },
  page: string,
  locale: LocaleCode,
): Mail {
  const t = texts[locale];
  const total = moneyIn(locale, request.cartInfo.currency)(request.cartInfo.grandTotalIncTax);
  const body = [
    t.greeting(to.name),
    '',
    t.asked.body(request.requestedBy, request.number, total),
    '',
    t.readOn,
    page,
    '',
    t.closing,
  ];
  return { to: to.email, subject: t.asked.subject(request.number, request.requestedBy), text: body.join('\n') };
}

/**
 * Tells the requester, in the language they asked in, how their request was decided: approved
 * (the order's number and total, and where to pay an order paid online), rejected with the
 * reason, or sent back with the comment.
 */
export function orderRequestDecidedMail(
  request: OrderRequest,
  to: { email: string; name: string },
  links: { page: string; pay: string | null },
  locale: LocaleCode,
): Mail {
  const t = texts[locale];
  const decider = request.decidedBy ?? '';
  const money = moneyIn(locale, request.cartInfo.currency);
  const [subject, lines] =
    request.state === 'approved'
      ? [
          t.approved.subject(request.number),
          [
            t.approved.body(request.number, decider, request.orderNumber ?? '', money(request.orderTotal ?? 0)),
            ...(links.pay ? ['', t.pay, links.pay] : []),
          ],
        ]
      : request.state === 'rejected'
        ? [t.rejected.subject(request.number), [t.rejected.body(request.number, decider), ...quoted(request.note)]]
        : [t.returned.subject(request.number), [t.returned.body(request.number, decider), ...quoted(request.note)]];
  const body = [t.greeting(to.name), '', ...lines, '', t.readOn, links.page, '', t.closing];
  return { to: to.email, subject, text: body.join('\n') };
}
