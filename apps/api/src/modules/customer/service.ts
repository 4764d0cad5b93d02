import { hash, verify } from '@node-rs/argon2';
import type { CurrencyCode, LocaleCode, PaymentMethodCode, Settings, User } from '@shop/contracts';
import { fieldProblems } from '@shop/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { fieldIssue, invalidField, refusal } from '../../lib/domain-errors';
import type { MailOutbox } from '../mail';
import { mailTexts } from '../mail';
import { type AddressRow, addressBook, toAddress } from './address-book';
import { type Account, asMember, loginTaken, memberLogins } from './member-logins';
import { companyMembersOf } from './members';
import { newsletterConsent } from './newsletter';
import { passwordReset } from './password-reset';
import { changeUser, type UserChanges } from './profile-changes';
import type { CustomerRecognition } from './recognition';
import { mustLogIn, type Session, sessions } from './sessions';
import { addresses, type CustomerRow, companyMembers, customers, refreshTokens } from './tables';
import type { ThrottleStore } from './throttle';
import type { TokenIssuer } from './tokens';

export type { CustomerRow } from './tables';

const toUser = (account: Account, own: AddressRow[] = [], activeCart: string | null = null): User => {
  const row = asMember(account);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    customernum: row.customerNumber,
    currency: row.currency as User['currency'],
    locale: row.locale as LocaleCode,
    excludeTax: row.excludeTax,
    newsletter: row.newsletter,
    loyaltyPoints: row.loyaltyPoints,
    addresses: own.map(toAddress),
    activeCart,
    member: {
      id: account.member.id,
      role: account.member.role,
      business: own.some((address) => address.company.trim() !== ''),
    },
  };
};

interface Dependencies {
  db: Database;
  tokens: TokenIssuer;
  throttle: ThrottleStore;
  /** Sends account mails; queues a member's invitation in the transaction that adds them. */
  mailer: MailOutbox;
  /** The storefront's origin, for links in e-mails. */
  publicUrl: string;
  settings: () => Promise<Settings>;
  /** The id of the customer's cart, if they have one (the cart module's). */
  activeCartOf: (customerId: number, memberId: number) => Promise<string | null>;
  /** The rows requests are recognised by, kept in memory until the database announces a change. */
  recognition: CustomerRecognition;
  /** The clock newsletter confirmation links expire by. */
  now?: () => number;
  /** In the transaction that removes a company member: their order lists pass to the company. */
  memberRemoved: (tx: Transaction, customerId: number, memberId: number, name: string) => Promise<void>;
}

/**
 * Customers: accounts and passwords. Sessions (login, refresh, logout, who is asking) are
 * sessions.ts, the address book address-book.ts, resetting a forgotten password password-reset.ts.
 */
export function customerService({
  db,
  tokens,
  throttle,
  mailer,
  publicUrl,
  settings,
  activeCartOf,
  recognition,
  now = Date.now,
  memberRemoved,
}: Dependencies) {
  const userOf = async (account: Account) => {
    const [own, activeCart] = await Promise.all([
      db.select().from(addresses).where(eq(addresses.customerId, account.id)).orderBy(addresses.id),
      activeCartOf(account.id, account.member.id),
    ]);
    return toUser(account, own, activeCart);
  };
  const logins = memberLogins(db);
  const session = sessions({ db, tokens, throttle, recognition, logins, userOf });
  const { issue } = session;
  const newsletter = newsletterConsent({ db, outbox: mailer, publicUrl, now });
  /** The account holder's session of a customer row just written. */
  const holderAccount = async (row: CustomerRow): Promise<Account> => ({
    ...row,
    member: (await logins.holderOf(row.id))!,
  });

  return {
    ...addressBook(db, settings),
    ...passwordReset({ db, mailer, publicUrl, findLogin: logins.findLogin, forget: recognition.forget }),
    ...session,
    members: companyMembersOf({ db, outbox: mailer, publicUrl, forget: recognition.forget, memberRemoved }),
    confirmNewsletter: newsletter.confirm,

    /** Customer numbers by customer id (for documents about many orders, such as the orders export). */
    /**
     * The payment methods a customer may pay with: those staff allowed them, else the shop's
     * default, which guests (no id) get too. Checkout offers them and orders take no other.
     */
    async paymentMethodsOf(customerId: number | null | undefined): Promise<PaymentMethodCode[]> {
      const [row] =
        customerId == null
          ? []
          : await db.select({ methods: customers.paymentMethods }).from(customers).where(eq(customers.id, customerId));
      return row?.methods ?? (await settings()).defaultPaymentMethods;
    },

    async customerNumbers(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: customers.id, customerNumber: customers.customerNumber })
        .from(customers)
        .where(inArray(customers.id, ids));
      return new Map(rows.map((row) => [row.id, row.customerNumber]));
    },

    /** Credits loyalty points, inside the transaction that earned them. */
    async addLoyaltyPoints(tx: Transaction, customerId: number, points: number) {
      await tx
        .update(customers)
        .set({ loyaltyPoints: sql`${customers.loyaltyPoints} + ${points}` })
        .where(eq(customers.id, customerId));
    },

    /**
     * The member placing an order, inside its transaction, their row locked so two of their orders
     * at once are weighed against their monthly limit one after the other: their role, limits and
     * the name the order keeps. Undefined for an unknown or another company's member.
     */
    async orderingMember(tx: Transaction, customerId: number, memberId: number) {
      const [found] = await tx
        .select({ member: companyMembers, customer: customers })
        .from(companyMembers)
        .innerJoin(customers, eq(customers.id, companyMembers.customerId))
        .where(and(eq(companyMembers.id, memberId), eq(companyMembers.customerId, customerId)))
        .for('update', { of: companyMembers });
      if (!found) return undefined;
      const { firstName, lastName } = asMember({ ...found.customer, member: found.member });
      return { ...found.member, placedBy: `${firstName} ${lastName}`.trim() };
    },

    /** A customer's number, inside a transaction about their order (what an event for the ERP names). */
    async customerNumberOf(tx: Transaction, customerId: number): Promise<string | null> {
      const [row] = await tx
        .select({ customerNumber: customers.customerNumber })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.customerNumber ?? null;
    },

    /** What a customer's invoices name them by, inside the transaction that issues one. */
    async invoiceRecipientOf(
      tx: Transaction,
      customerId: number,
    ): Promise<{ customerNumber: string; buyerReference: string } | null> {
      const [row] = await tx
        .select({ customerNumber: customers.customerNumber, buyerReference: customers.buyerReference })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? null;
    },

    async me(accessToken: string | undefined): Promise<User> {
      const row = await session.authenticate(accessToken);
      if (!row) throw mustLogIn();
      return userOf(row);
    },

    /**
     * An invited member changes their own name and e-mail; the account holder the customer's (and its
     * language). Subscribing to the newsletter only sends the confirmation link (double opt-in);
     * unsubscribing is immediate.
     */
    async updateUser(account: Account, { newsletter: subscribe, ...changes }: UserChanges) {
      const own = asMember(account);
      if (changes.email && changes.email.toLowerCase() !== own.email.toLowerCase()) {
        if (await loginTaken(db, changes.email)) throw invalidField('body.email', fieldProblems.emailTaken);
      }
      const changed = await changeUser(db, account, changes);
      if (subscribe === true && !changed.newsletter) await newsletter.requestConfirmation(changed);
      if (subscribe === false) {
        await newsletter.unsubscribe(changed.id);
        return userOf({ ...changed, newsletter: false, newsletterConfirmedAt: null });
      }
      return userOf(changed);
    },

    /** Changes the password: every other session ends; this one gets new tokens. */
    async changePassword(account: Account, currentPassword: string, newPassword: string): Promise<Session> {
      const current = account.member.holder ? account.passwordHash : account.member.passwordHash;
      if (!current || !(await verify(current, currentPassword)))
        throw invalidField('body.currentPassword', fieldProblems.currentPassword);
      if (!account.member.holder) {
        await db
          .update(companyMembers)
          .set({ passwordHash: await hash(newPassword) })
          .where(eq(companyMembers.id, account.member.id));
        // The member's other sessions end; the company's other members stay logged in.
        await db
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(eq(refreshTokens.memberId, account.member.id));
        recognition.forget(account.id);
        return issue(account);
      }
      const row = account;
      const [updated] = await db
        .update(customers)
        .set({ passwordHash: await hash(newPassword), tokenVersion: sql`${customers.tokenVersion} + 1` })
        .where(eq(customers.id, row.id))
        .returning();
      // The holder's other sessions end; the version ends every access token of the company, which
      // the other members' sessions renew.
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.customerId, row.id),
            or(eq(refreshTokens.memberId, account.member.id), isNull(refreshTokens.memberId)),
          ),
        );
      recognition.forget(row.id);
      return issue({ ...updated!, member: account.member });
    },

    async setCurrency(row: CustomerRow, currency: CurrencyCode) {
      await db.update(customers).set({ currency }).where(eq(customers.id, row.id));
    },

    async register(input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      locale: LocaleCode;
      newsletter: boolean;
      /** The currency the guest shopped in; the column's default when none. */
      currency?: CurrencyCode;
    }) {
      const taken = () =>
        refusal('CONFLICT', fieldProblems.emailTaken, {
          issues: [fieldIssue('body.email', fieldProblems.emailTaken)],
        });
      if (await loginTaken(db, input.email)) throw taken();
      const [row] = await db
        .insert(customers)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: await hash(input.password),
          locale: input.locale,
          currency: input.currency,
        })
        // The same address signing up twice at once: the unique index decides, the second is told.
        .onConflictDoNothing()
        .returning();
      if (!row) throw taken();
      const texts = mailTexts[input.locale];
      const text = texts.welcome(row!.firstName, row!.customerNumber);
      await mailer.send({ to: row!.email, subject: texts.welcomeSubject, text, locale: input.locale });
      const account = await holderAccount(row!);
      if (input.newsletter) await newsletter.requestConfirmation(account);
      return issue(account);
    },
  };
}
export type CustomerService = ReturnType<typeof customerService>;
