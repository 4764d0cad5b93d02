import type { LocaleCode, Order } from '@shop/contracts';
import { signed } from './order-mail';
import type { Mail } from './tables';

interface MessageTexts {
  /** To the customer: staff wrote to them about their order. */
  replySubject: (number: string) => string;
  reply: (number: string) => string;
  /** Where the customer reads and answers it: their account's order page, or a guest order's Order status page. */
  readOn: string;
  /** To the shop: a customer wrote about an order. */
  noticeSubject: (number: string) => string;
  notice: (number: string, from: string) => string;
  answerIn: string;
}

const texts: Record<LocaleCode, MessageTexts> = {
  de: {
    replySubject: (n) => `Eine Nachricht zu Ihrer Bestellung ${n}`,
    reply: (n) => `wir haben Ihnen zu Ihrer Bestellung ${n} geschrieben:`,
    readOn: 'Lesen und beantworten Sie die Nachricht auf der Seite Ihrer Bestellung:',
    noticeSubject: (n) => `Nachricht zur Bestellung ${n}`,
    notice: (n, from) => `${from} hat zur Bestellung ${n} geschrieben:`,
    answerIn: 'Antworten Sie im Backoffice auf der Seite der Bestellung.',
  },
  en: {
    replySubject: (n) => `A message about your order ${n}`,
    reply: (n) => `we have written to you about your order ${n}:`,
    readOn: 'Read and answer it on your order’s page:',
    noticeSubject: (n) => `Message on order ${n}`,
    notice: (n, from) => `${from} wrote about order ${n}:`,
    answerIn: 'Reply on the order’s page in the back office.',
  },
  fr: {
    replySubject: (n) => `Un message concernant votre commande ${n}`,
    reply: (n) => `nous vous avons écrit au sujet de votre commande ${n} :`,
    readOn: 'Lisez-le et répondez sur la page de votre commande :',
    noticeSubject: (n) => `Message sur la commande ${n}`,
    notice: (n, from) => `${from} a écrit au sujet de la commande ${n} :`,
    answerIn: 'Répondez sur la page de la commande dans le back-office.',
  },
  es: {
    replySubject: (n) => `Un mensaje sobre su pedido ${n}`,
    reply: (n) => `le hemos escrito sobre su pedido ${n}:`,
    readOn: 'Léalo y responda en la página de su pedido:',
    noticeSubject: (n) => `Mensaje sobre el pedido ${n}`,
    notice: (n, from) => `${from} ha escrito sobre el pedido ${n}:`,
    answerIn: 'Responda en la página del pedido en el back office.',
  },
  it: {
    replySubject: (n) => `Un messaggio sul tuo ordine ${n}`,
    reply: (n) => `ti abbiamo scritto a proposito del tuo ordine ${n}:`,
    readOn: 'Leggilo e rispondi nella pagina del tuo ordine:',
    noticeSubject: (n) => `Messaggio sull’ordine ${n}`,
    notice: (n, from) => `${from} ha scritto a proposito dell’ordine ${n}:`,
    answerIn: 'Rispondi nella pagina dell’ordine nel back office.',
  },
};

/** A message as a mail quotes it: each line marked, so it stands apart from the mail's own words. */
const quoted = (text: string) => text.split('\n').map((line) => `> ${line}`);

/**
 * Tells the customer, in the order's language, what staff wrote about their order, and where to
 * answer: `page` is the order's page, in their account or a guest order's Order status page.
 */
export function orderMessageMail(order: Order, text: string, page: string): Mail {
  const t = texts[order.locale];
  const body = [t.reply(order.transactionnum), '', ...quoted(text), '', t.readOn, page];
  return { to: order.email, subject: t.replySubject(order.transactionnum), ...signed(order.locale, order, body) };
}

/** Tells the shop's order desk, in the shop's language, what a customer wrote about an order. */
export function orderMessageNotice(order: Order, text: string, to: string, locale: LocaleCode): Mail {
  const t = texts[locale];
  const { firstName, lastName } = order.cartInfo.billingAddress;
  const from = `${firstName} ${lastName} <${order.email}>`;
  return {
    to,
    subject: t.noticeSubject(order.transactionnum),
    text: [t.notice(order.transactionnum, from), '', ...quoted(text), '', t.answerIn].join('\n'),
    locale,
  };
}
