import { hash } from '@node-rs/argon2';
import { defaultLocale, type LocaleCode, localeInfo } from '@shop/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { Mailer } from '../mail';
import { mailTexts } from '../mail';
import type { CustomerRow } from './tables';
import { customers, passwordResets, refreshTokens } from './tables';
import { hashToken, randomToken } from './tokens';

const RESET_MINUTES = 30;

interface Dependencies {
  db: Database;
  mailer: Mailer;
  /** The storefront's origin, for the link in the e-mail. */
  publicUrl: string;
  findByUsername: (username: string) => Promise<CustomerRow | undefined>;
  /** After a new password ended the customer's sessions (recognition.ts). */
  forget: (customerId: number) => void;
}

/** A forgotten password: a one-time link by e-mail, and a new password set with it. */
export function passwordReset({ db, mailer, publicUrl, findByUsername, forget }: Dependencies) {
  return {
    /** Sends a reset link if the account exists; the answer is the same either way. */
    async resetPassword(username: string, locale?: LocaleCode) {
      const row = await findByUsername(username);
      if (!row) return;
      const token = randomToken();
      await db.insert(passwordResets).values({
        tokenHash: hashToken(token),
        customerId: row.id,
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60 * 1000),
      });
      const language = locale ?? (row.locale as LocaleCode) ?? defaultLocale;
      const prefix = language === defaultLocale ? '' : `/${localeInfo(language).code}`;
      const link = `${publicUrl}${prefix}/create-password?token=${encodeURIComponent(token)}`;
      const texts = mailTexts[language];
      await mailer.send({ to: row.email, subject: texts.resetSubject, text: texts.reset(row.firstName, link) });
    },

    /** Sets a password with a reset token: once, within 30 minutes; all earlier sessions end. */
    async createPassword(token: string, password: string) {
      const [reset] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!reset) throw refusal('BAD_REQUEST', 'This link is invalid or has expired. Please ask for a new one.');
      await db
        .update(customers)
        .set({ passwordHash: await hash(password), tokenVersion: sql`${customers.tokenVersion} + 1` })
        .where(eq(customers.id, reset.customerId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.customerId, reset.customerId));
      forget(reset.customerId);
    },
  };
}
