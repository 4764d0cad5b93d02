import type { LocaleCode } from '@shop/contracts';

interface MemberTexts {
  subject: (company: string) => string;
  /** A company's administrator added a member: they choose their password with the link (7 days, once). */
  invite: (name: string, inviter: string, company: string, link: string) => string;
}

/** The invitation of a company's new member, in the company's language. */
export const memberMailTexts: Record<LocaleCode, MemberTexts> = {
  de: {
    subject: (company) => `Ihr Zugang für ${company} bei Werkhaus`,
    invite: (name, inviter, company, link) =>
      `Hallo ${name},\n\n${inviter} hat Sie zum Firmenkonto von ${company} bei Werkhaus eingeladen.\nÜber diesen Link vergeben Sie Ihr Passwort:\n${link}\n\nDer Link ist 7 Tage gültig und kann einmal verwendet werden. Danach melden Sie sich mit Ihrer E-Mail-Adresse an.\n\nIhr Werkhaus-Team`,
  },
  en: {
    subject: (company) => `Your login for ${company} at Werkhaus`,
    invite: (name, inviter, company, link) =>
      `Hello ${name},\n\n${inviter} has invited you to the company account of ${company} at Werkhaus.\nUse this link to choose your password:\n${link}\n\nThe link works once and for 7 days. Then log in with your e-mail address.\n\nYour Werkhaus team`,
  },
  fr: {
    subject: (company) => `Votre accès pour ${company} chez Werkhaus`,
    invite: (name, inviter, company, link) =>
      `Bonjour ${name},\n\n${inviter} vous a invité au compte entreprise de ${company} chez Werkhaus.\nChoisissez votre mot de passe avec ce lien :\n${link}\n\nLe lien est valable 7 jours et une seule fois. Connectez-vous ensuite avec votre e-mail.\n\nL’équipe Werkhaus`,
  },
  es: {
    subject: (company) => `Su acceso para ${company} en Werkhaus`,
    invite: (name, inviter, company, link) =>
      `Hola ${name}:\n\n${inviter} le ha invitado a la cuenta de empresa de ${company} en Werkhaus.\nElija su contraseña con este enlace:\n${link}\n\nEl enlace vale 7 días y una sola vez. Después inicie sesión con su correo.\n\nEl equipo de Werkhaus`,
  },
  it: {
    subject: (company) => `Il tuo accesso per ${company} su Werkhaus`,
    invite: (name, inviter, company, link) =>
      `Ciao ${name},\n\n${inviter} ti ha invitato all’account aziendale di ${company} su Werkhaus.\nScegli la tua password con questo link:\n${link}\n\nIl link vale 7 giorni e una sola volta. Poi accedi con la tua e-mail.\n\nIl team Werkhaus`,
  },
};
