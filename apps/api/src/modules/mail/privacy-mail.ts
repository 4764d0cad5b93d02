import type { LocaleCode } from '@shop/contracts';

interface Texts {
  newsletterSubject: string;
  /** Double opt-in: the subscription counts only once the link was followed. */
  newsletter: (name: string, link: string, hours: number) => string;
  deletedSubject: string;
  /** Sent to the address just before it is erased: what went and what the law keeps. */
  deleted: (name: string, customerNumber: string) => string;
}

/** The e-mails of the customer's own data (newsletter consent, account deletion), in their language. */
export const privacyMailTexts: Record<LocaleCode, Texts> = {
  de: {
    newsletterSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    newsletter: (name, link, hours) =>
      `Hallo ${name},\n\nSie möchten den Werkhaus-Newsletter erhalten. Bitte bestätigen Sie das über diesen Link:\n${link}\n\nDer Link ist ${hours} Stunden gültig und kann einmal verwendet werden. Erst danach senden wir Ihnen den Newsletter.\nWenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail.\n\nIhr Werkhaus-Team`,
    deletedSubject: 'Ihr Kundenkonto wurde gelöscht',
    deleted: (name, number) =>
      `Hallo ${name},\n\nwie gewünscht haben wir Ihr Kundenkonto ${number} gelöscht: Ihre Anmeldung, Ihre Adressen, Bestelllisten, Bewertungen und Ihre Newsletter-Einwilligung. Ihre Bestellungen behalten wir ohne Ihren Namen; Rechnungen und Gutschriften müssen wir nach HGB und AO zehn Jahre aufbewahren.\nDiese E-Mail ist die letzte an diese Adresse.\n\nIhr Werkhaus-Team`,
  },
  en: {
    newsletterSubject: 'Please confirm your newsletter subscription',
    newsletter: (name, link, hours) =>
      `Hello ${name},\n\nYou asked to receive the Werkhaus newsletter. Please confirm with this link:\n${link}\n\nThe link works once and for ${hours} hours. Only then will we send you the newsletter.\nIf you did not subscribe, ignore this e-mail.\n\nYour Werkhaus team`,
    deletedSubject: 'Your customer account has been deleted',
    deleted: (name, number) =>
      `Hello ${name},\n\nAs you asked, we have deleted your customer account ${number}: your login, addresses, order lists, reviews and newsletter consent. We keep your orders without your name; invoices and credit notes must be kept for ten years under German commercial and tax law (HGB, AO).\nThis is the last e-mail to this address.\n\nYour Werkhaus team`,
  },
  fr: {
    newsletterSubject: 'Veuillez confirmer votre inscription à la newsletter',
    newsletter: (name, link, hours) =>
      `Bonjour ${name},\n\nVous souhaitez recevoir la newsletter Werkhaus. Veuillez confirmer avec ce lien :\n${link}\n\nLe lien est valable ${hours} heures et une seule fois. Ce n’est qu’ensuite que nous vous enverrons la newsletter.\nSi vous ne vous êtes pas inscrit, ignorez cet e-mail.\n\nL’équipe Werkhaus`,
    deletedSubject: 'Votre compte client a été supprimé',
    deleted: (name, number) =>
      `Bonjour ${name},\n\nComme vous l’avez demandé, nous avons supprimé votre compte client ${number} : votre connexion, vos adresses, listes de commande, avis et votre consentement à la newsletter. Nous conservons vos commandes sans votre nom ; les factures et avoirs doivent être conservés dix ans selon le droit commercial et fiscal allemand (HGB, AO).\nCet e-mail est le dernier envoyé à cette adresse.\n\nL’équipe Werkhaus`,
  },
  es: {
    newsletterSubject: 'Confirme su suscripción al boletín',
    newsletter: (name, link, hours) =>
      `Hola ${name}:\n\nHa pedido recibir el boletín de Werkhaus. Confírmelo con este enlace:\n${link}\n\nEl enlace vale ${hours} horas y una sola vez. Solo después le enviaremos el boletín.\nSi no se ha suscrito, ignore este correo.\n\nEl equipo de Werkhaus`,
    deletedSubject: 'Su cuenta de cliente ha sido eliminada',
    deleted: (name, number) =>
      `Hola ${name}:\n\nComo nos pidió, hemos eliminado su cuenta de cliente ${number}: su acceso, direcciones, listas de pedido, valoraciones y su consentimiento para el boletín. Conservamos sus pedidos sin su nombre; las facturas y notas de abono deben conservarse diez años según el derecho mercantil y fiscal alemán (HGB, AO).\nEste es el último correo a esta dirección.\n\nEl equipo de Werkhaus`,
  },
  it: {
    newsletterSubject: 'Conferma la tua iscrizione alla newsletter',
    newsletter: (name, link, hours) =>
      `Ciao ${name},\n\nhai chiesto di ricevere la newsletter di Werkhaus. Confermalo con questo link:\n${link}\n\nIl link vale ${hours} ore e una sola volta. Solo dopo ti invieremo la newsletter.\nSe non ti sei iscritto, ignora questa e-mail.\n\nIl team Werkhaus`,
    deletedSubject: 'Il tuo account cliente è stato eliminato',
    deleted: (name, number) =>
      `Ciao ${name},\n\ncome richiesto abbiamo eliminato il tuo account cliente ${number}: accesso, indirizzi, liste d’ordine, recensioni e consenso alla newsletter. Conserviamo i tuoi ordini senza il tuo nome; fatture e note di credito vanno conservate dieci anni secondo il diritto commerciale e fiscale tedesco (HGB, AO).\nQuesta è l’ultima e-mail a questo indirizzo.\n\nIl team Werkhaus`,
  },
};
