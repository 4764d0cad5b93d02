import { type LocaleCode, localeInfo, type Quote } from '@shop/contracts';
import type { Mail } from './tables';

interface QuoteTexts {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  offered: (number: string) => string;
  validUntil: (day: string) => string;
  total: (amount: string) => string;
  totalNet: (amount: string) => string;
  message: string;
  readOn: string;
  closing: string;
}

/** The offer's words in the customer's language. */
const texts: Record<LocaleCode, QuoteTexts> = {
  de: {
    subject: (n) => `Ihr Angebot ${n}`,
    greeting: (name) => `Hallo ${name},`,
    offered: (n) => `unser Angebot ${n} zu Ihrer Anfrage ist fertig.`,
    validUntil: (d) => `Die Preise gelten bis einschließlich ${d}.`,
    total: (a) => `Summe der Artikel: ${a} inkl. MwSt., zzgl. Versand.`,
    totalNet: (a) => `Summe der Artikel: ${a} netto, zzgl. Versand.`,
    message: 'Unsere Nachricht an Sie:',
    readOn: 'Ansehen, annehmen oder ablehnen können Sie es in Ihrem Konto:',
    closing: 'Ihr Werkhaus-Team',
  },
  en: {
    subject: (n) => `Your quote ${n}`,
    greeting: (name) => `Hello ${name},`,
    offered: (n) => `our quote ${n} for your request is ready.`,
    validUntil: (d) => `The prices hold until ${d} inclusive.`,
    total: (a) => `Items total: ${a} incl. VAT, plus shipping.`,
    totalNet: (a) => `Items total: ${a} net, plus shipping.`,
    message: 'Our message to you:',
    readOn: 'See, accept or decline it in your account:',
    closing: 'Your Werkhaus team',
  },
  fr: {
    subject: (n) => `Votre devis ${n}`,
    greeting: (name) => `Bonjour ${name},`,
    offered: (n) => `notre devis ${n} pour votre demande est prêt.`,
    validUntil: (d) => `Les prix sont valables jusqu’au ${d} inclus.`,
    total: (a) => `Total des articles : ${a} TTC, hors frais de livraison.`,
    totalNet: (a) => `Total des articles : ${a} HT, hors frais de livraison.`,
    message: 'Notre message :',
    readOn: 'Consultez-le, acceptez-le ou refusez-le dans votre compte :',
    closing: 'L’équipe Werkhaus',
  },
  es: {
    subject: (n) => `Su presupuesto ${n}`,
    greeting: (name) => `Hola, ${name}:`,
    offered: (n) => `nuestro presupuesto ${n} para su solicitud está listo.`,
    validUntil: (d) => `Los precios son válidos hasta el ${d} inclusive.`,
    total: (a) => `Total de los artículos: ${a} IVA incluido, más el envío.`,
    totalNet: (a) => `Total de los artículos: ${a} sin IVA, más el envío.`,
    message: 'Nuestro mensaje:',
    readOn: 'Véalo, acéptelo o rechácelo en su cuenta:',
    closing: 'El equipo de Werkhaus',
  },
  it: {
    subject: (n) => `Il tuo preventivo ${n}`,
    greeting: (name) => `Ciao ${name},`,
    offered: (n) => `il nostro preventivo ${n} per la tua richiesta è pronto.`,
    validUntil: (d) => `I prezzi valgono fino al ${d} compreso.`,
    total: (a) => `Totale articoli: ${a} IVA inclusa, più la spedizione.`,
    totalNet: (a) => `Totale articoli: ${a} netto, più la spedizione.`,
    message: 'Il nostro messaggio:',
    readOn: 'Puoi vederlo, accettarlo o rifiutarlo nel tuo account:',
    closing: 'Il team Werkhaus',
  },
};

/**
 * Tells the customer, in the language they asked in, that staff answered their quote request:
 * its number, the last day its prices hold, the items' total, staff's message and where to accept
 * it (`page`, the quote in their account).
 */
export function quoteOfferedMail(
  quote: Quote,
  to: { email: string; name: string },
  page: string,
  locale: LocaleCode,
): Mail {
  const t = texts[locale];
  const iso = localeInfo(locale).iso;
  const day = new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${quote.validUntil}T12:00:00Z`),
  );
  const money = (minor: number) =>
    new Intl.NumberFormat(iso, { style: 'currency', currency: quote.currency }).format(minor / 100);
  const totals = quote.totals
    ? [quote.displayExcludingTaxes ? t.totalNet(money(quote.totals.subtotal)) : t.total(money(quote.totals.total))]
    : [];
  const message = quote.message ? ['', t.message, ...quote.message.split('\n').map((line) => `> ${line}`)] : [];
  const body = [
    t.greeting(to.name),
    '',
    t.offered(quote.number),
    t.validUntil(day),
    ...totals,
    ...message,
    '',
    t.readOn,
    page,
    '',
    t.closing,
  ];
  return { to: to.email, subject: t.subject(quote.number), text: body.join('\n'), locale };
}
