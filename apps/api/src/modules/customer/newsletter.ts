import { defaultLocale, type LocaleCode, localeInfo } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import { type MailOutbox, privacyMailTexts } from '../mail';
import { type Account, asMember } from './member-logins';
import { customers, newsletterConfirmations } from './tables';
import { hashToken, randomToken } from './tokens';

/** How long a newsletter confirmation link works. */
const NEWSLETTER_CONFIRMATION_HOURS = 48;

/** Why a confirmation link is refused: the storefront's page says it in its language (`details.reason`). */
const refused = (reason: 'invalid' | 'expired', message: string) => refusal('BAD_REQUEST', message, { reason });

interface Dependencies {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
  /** The clock the links expire by (tests move it). */
  now: () => number;
}

/**
 * The newsletter choice with double opt-in: a subscription is stored only once the link sent to
 * the account's e-mail was followed (once, within NEWSLETTER_CONFIRMATION_HOURS); unsubscribing
 * is immediate. The customer row keeps when it was confirmed, the consent's proof.
 */
export function newsletterConsent({ db, outbox, publicUrl, now }: Dependencies) {
  return {
    /** Asks the login's address to confirm: nothing is stored as consent until it does. */
    async requestConfirmation(account: Account, locale?: LocaleCode) {
      const own = asMember(account);
      const token = randomToken();
      const language = locale ?? (account.locale as LocaleCode);
      const prefix = language === defaultLocale ? '' : `/${localeInfo(language).code}`;
      const link = `${publicUrl}${prefix}/newsletter-confirmation?token=${encodeURIComponent(token)}`;
      const texts = privacyMailTexts[language];
      await db.transaction(async (tx) => {
        await tx.insert(newsletterConfirmations).values({
          tokenHash: hashToken(token),
          customerId: account.id,
          email: own.email,
          expiresAt: new Date(now() + NEWSLETTER_CONFIRMATION_HOURS * 3_600_000),
        });
        await outbox.enqueue(tx, {
          to: own.email,
          subject: texts.newsletterSubject,
          text: texts.newsletter(own.firstName, link, NEWSLETTER_CONFIRMATION_HOURS),
        });
      });
      await outbox.deliver();
    },

    /** Follows a link: the subscription starts now; a used, unknown or expired link is refused. */
    async confirm(token: string) {
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(newsletterConfirmations)
          .where(eq(newsletterConfirmations.tokenHash, hashToken(token)))
          .for('update');
        if (!found || found.usedAt) throw refused('invalid', 'This confirmation link is not valid (any more)');
        if (found.expiresAt.getTime() <= now())
          throw refused('expired', 'This confirmation link has expired. Please subscribe again.');
        const at = new Date(now());
        await tx
          .update(newsletterConfirmations)
          .set({ usedAt: at })
          .where(eq(newsletterConfirmations.tokenHash, found.tokenHash));
        await tx
          .update(customers)
          .set({ newsletter: true, newsletterConfirmedAt: at })
          .where(and(eq(customers.id, found.customerId), isNull(customers.deletedAt)));
      });
    },

    /** Unsubscribes at once; links still on their way stop working. */
    async unsubscribe(customerId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({ newsletter: false, newsletterConfirmedAt: null })
          .where(eq(customers.id, customerId));
        await tx
          .update(newsletterConfirmations)
          .set({ usedAt: new Date(now()) })
          .where(and(eq(newsletterConfirmations.customerId, customerId), isNull(newsletterConfirmations.usedAt)));
      });
    },
  };
}
