import type { LocaleCode } from '@shop/contracts';

interface Texts {
  resetSubject: string;
  reset: (name: string, link: string) => string;
  welcomeSubject: string;
  welcome: (name: string, customerNumber: string) => string;
  inviteSubject: string;
  /** An account staff opened: the customer chooses their password with the link (7 days, once). */
  invite: (name: string, customerNumber: string, link: string) => string;
}

/** The account e-mails in the customer's language. */
export const mailTexts: Record<LocaleCode, Texts> = {
  de: {
    resetSubject: 'Ihr Link zum Zurücksetzen des Passworts',
    reset: (name, link) =>
      `Hallo ${name},\n\nüber diesen Link vergeben Sie ein neues Passwort:\n${link}\n\nDer Link ist 30 Minuten gültig und kann einmal verwendet werden. Diese E-Mail kann bis zu 30 Minuten unterwegs sein.\nWenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail.\n\nIhr Werkhaus-Team`,
    welcomeSubject: 'Willkommen bei Werkhaus',
    welcome: (name, number) =>
      `Hallo ${name},\n\nIhr Kundenkonto ist eingerichtet. Ihre Kundennummer: ${number}.\nSie können sich mit Ihrer E-Mail-Adresse oder Ihrer Kundennummer anmelden.\n\nIhr Werkhaus-Team`,
    inviteSubject: 'Ihr Kundenkonto bei Werkhaus',
    invite: (name, number, link) =>
      `Hallo ${name},\n\nwir haben ein Kundenkonto für Sie eingerichtet. Ihre Kundennummer: ${number}.\nÜber diesen Link vergeben Sie Ihr Passwort:\n${link}\n\nDer Link ist 7 Tage gültig und kann einmal verwendet werden. Danach melden Sie sich mit Ihrer E-Mail-Adresse oder Ihrer Kundennummer an.\n\nIhr Werkhaus-Team`,
  },
  en: {
    resetSubject: 'Your link to reset your password',
    reset: (name, link) =>
      `Hello ${name},\n\nUse this link to choose a new password:\n${link}\n\nThe link works once and for 30 minutes. This e-mail may take up to 30 minutes to arrive.\nIf you did not ask for a new password, ignore this e-mail.\n\nYour Werkhaus team`,
    welcomeSubject: 'Welcome to Werkhaus',
    welcome: (name, number) =>
      `Hello ${name},\n\nYour customer account is ready. Your customer number: ${number}.\nYou can log in with your e-mail address or your customer number.\n\nYour Werkhaus team`,
    inviteSubject: 'Your customer account at Werkhaus',
    invite: (name, number, link) =>
      `Hello ${name},\n\nwe have opened a customer account for you. Your customer number: ${number}.\nUse this link to choose your password:\n${link}\n\nThe link works once and for 7 days. Then log in with your e-mail address or your customer number.\n\nYour Werkhaus team`,
  },
  fr: {
    resetSubject: 'Votre lien pour réinitialiser le mot de passe',
    reset: (name, link) =>
      `Bonjour ${name},\n\nChoisissez un nouveau mot de passe avec ce lien :\n${link}\n\nLe lien est valable 30 minutes et une seule fois. Cet e-mail peut mettre jusqu’à 30 minutes à arriver.\nSi vous n’avez rien demandé, ignorez cet e-mail.\n\nL’équipe Werkhaus`,
    welcomeSubject: 'Bienvenue chez Werkhaus',
    welcome: (name, number) =>
      `Bonjour ${name},\n\nVotre compte client est prêt. Votre numéro client : ${number}.\nVous pouvez vous connecter avec votre e-mail ou votre numéro client.\n\nL’équipe Werkhaus`,
    inviteSubject: 'Votre compte client chez Werkhaus',
    invite: (name, number, link) =>
      `Bonjour ${name},\n\nnous avons ouvert un compte client pour vous. Votre numéro client : ${number}.\nChoisissez votre mot de passe avec ce lien :\n${link}\n\nLe lien est valable 7 jours et une seule fois. Connectez-vous ensuite avec votre e-mail ou votre numéro client.\n\nL’équipe Werkhaus`,
  },
  es: {
    resetSubject: 'Su enlace para restablecer la contraseña',
    reset: (name, link) =>
      `Hola ${name}:\n\nElija una contraseña nueva con este enlace:\n${link}\n\nEl enlace vale 30 minutos y una sola vez. Este correo puede tardar hasta 30 minutos en llegar.\nSi no lo ha pedido, ignore este correo.\n\nEl equipo de Werkhaus`,
    welcomeSubject: 'Bienvenido a Werkhaus',
    welcome: (name, number) =>
      `Hola ${name}:\n\nSu cuenta de cliente está lista. Su número de cliente: ${number}.\nPuede iniciar sesión con su correo o su número de cliente.\n\nEl equipo de Werkhaus`,
    inviteSubject: 'Su cuenta de cliente en Werkhaus',
    invite: (name, number, link) =>
      `Hola ${name}:\n\nhemos abierto una cuenta de cliente para usted. Su número de cliente: ${number}.\nElija su contraseña con este enlace:\n${link}\n\nEl enlace vale 7 días y una sola vez. Después inicie sesión con su correo o su número de cliente.\n\nEl equipo de Werkhaus`,
  },
  it: {
    resetSubject: 'Il tuo link per reimpostare la password',
    reset: (name, link) =>
      `Ciao ${name},\n\nScegli una nuova password con questo link:\n${link}\n\nIl link vale 30 minuti e una sola volta. Questa e-mail può impiegare fino a 30 minuti ad arrivare.\nSe non l’hai richiesto, ignora questa e-mail.\n\nIl team Werkhaus`,
    welcomeSubject: 'Benvenuto da Werkhaus',
    welcome: (name, number) =>
      `Ciao ${name},\n\nIl tuo account cliente è pronto. Il tuo numero cliente: ${number}.\nPuoi accedere con la tua e-mail o con il numero cliente.\n\nIl team Werkhaus`,
    inviteSubject: 'Il tuo account cliente su Werkhaus',
    invite: (name, number, link) =>
      `Ciao ${name},\n\nabbiamo aperto un account cliente per te. Il tuo numero cliente: ${number}.\nScegli la tua password con questo link:\n${link}\n\nIl link vale 7 giorni e una sola volta. Poi accedi con la tua e-mail o con il numero cliente.\n\nIl team Werkhaus`,
  },
};
