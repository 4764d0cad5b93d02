import { hash } from '@node-rs/argon2';
import { defaultLocale, type LocaleCode, localeInfo } from '@shop/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { Mailer } from '../mail';
import { mailTexts } from '../mail';
import type { Login } from './member-logins';
import { companyMembers, customers, passwordResets, refreshTokens } from './tables';
import { hashToken, randomToken } from './tokens';

const RESET_MINUTES = 30;

interface Dependencies {
  db: Database;
  mailer: Mailer;
  /** The storefront's origin, for the link in the e-mail. */
  publicUrl: string;
  findLogin: (username: string) => Promise<Login | undefined>;
  /** After a new password ended the customer's sessions (recognition.ts). */
  forget: (customerId: number) => void;
}

/** A forgotten password: a one-time link by e-mail, and a new password set with it. */
export function passwordReset({ db, mailer, publicUrl, findLogin, forget }: Dependencies) {
  return {
    /** Sends a reset link if the account exists; the answer is the same either way. */
    async resetPassword(username: string, locale?: LocaleCode) {
      const login = await findLogin(username);
      if (!login) return;
      const row = login.account;
      const token = randomToken();
      await db.insert(passwordResets).values({
        tokenHash: hashToken(token),
        customerId: row.id,
        memberId: row.member.holder ? null : row.member.id,
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60 * 1000),
      });
      const language = locale ?? (row.locale as LocaleCode) ?? defaultLocale;
      const prefix = language === defaultLocale ? '' : `/${localeInfo(language).code}`;
      const link = `${publicUrl}${prefix}/create-password?token=${encodeURIComponent(token)}`;
      const texts = mailTexts[language];
      const text = texts.reset(login.firstName, link);
      await mailer.send({ to: login.email, subject: texts.resetSubject, text, locale: language });
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
      if (reset.memberId !== null) {
        // A member's link (their invitation, or a reset): their password, their sessions.
        await db
          .update(companyMembers)
          .set({ passwordHash: await hash(password) })
          .where(eq(companyMembers.id, reset.memberId));
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.memberId, reset.memberId));
        forget(reset.customerId);
        return;
      }
      await db
        .update(customers)
        .set({ passwordHash: await hash(password), tokenVersion: sql`${customers.tokenVersion} + 1` })
        .where(eq(customers.id, reset.customerId));
      // The account holder's sessions end; the company's other members stay logged in.
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.customerId, reset.customerId),
            sql`(${refreshTokens.memberId} is null or ${refreshTokens.memberId} in (select id from company_member where holder and customer_id = ${reset.customerId}))`,
          ),
        );
      forget(reset.customerId);
    },
  };
}
