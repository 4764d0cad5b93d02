import { hash, verify } from '@node-rs/argon2';
import type { CurrencyCode, LocaleCode, PaymentMethodCode, Settings, User } from '@shop/contracts';
import { fieldProblems } from '@shop/contracts';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { fieldIssue, invalidField, refusal } from '../../lib/domain-errors';
import type { Mailer } from '../mail';
import { mailTexts } from '../mail';
import { type AddressRow, addressBook, toAddress } from './address-book';
import { passwordReset } from './password-reset';
import type { CustomerRecognition } from './recognition';
import { mustLogIn, type Session, sessions } from './sessions';
import { addresses, type CustomerRow, customers, refreshTokens } from './tables';
import type { ThrottleStore } from './throttle';
import type { TokenIssuer } from './tokens';

export type { CustomerRow } from './tables';

const toUser = (row: CustomerRow, own: AddressRow[] = [], activeCart: string | null = null): User => ({
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
});

interface Dependencies {
  db: Database;
  tokens: TokenIssuer;
  throttle: ThrottleStore;
  mailer: Mailer;
  /** The storefront's origin, for links in e-mails. */
  publicUrl: string;
  settings: () => Promise<Settings>;
  /** The id of the customer's cart, if they have one (the cart module's). */
  activeCartOf: (customerId: number) => Promise<string | null>;
  /** The rows requests are recognised by, kept in memory until the database announces a change. */
  recognition: CustomerRecognition;
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
}: Dependencies) {
  const userOf = async (row: CustomerRow) => {
    const [own, activeCart] = await Promise.all([
      db.select().from(addresses).where(eq(addresses.customerId, row.id)).orderBy(addresses.id),
      activeCartOf(row.id),
    ]);
    return toUser(row, own, activeCart);
  };
  const session = sessions({ db, tokens, throttle, recognition, findByUsername, userOf });
  const { issue } = session;

  async function findByUsername(username: string) {
    const [row] = await db
      .select()
      .from(customers)
      .where(or(sql`lower(${customers.email}) = lower(${username})`, eq(customers.customerNumber, username)));
    return row;
  }

  return {
    ...addressBook(db, settings),
    ...passwordReset({ db, mailer, publicUrl, findByUsername, forget: recognition.forget }),
    ...session,

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

    async updateUser(
      row: CustomerRow,
      changes: { firstName?: string; lastName?: string; email?: string; locale?: LocaleCode; newsletter?: boolean },
    ) {
      if (changes.email && changes.email.toLowerCase() !== row.email.toLowerCase()) {
        const taken = await findByUsername(changes.email);
        if (taken && taken.id !== row.id) throw invalidField('body.email', fieldProblems.emailTaken);
      }
      // Nothing to change (an empty PATCH) answers the customer as they are.
      if (!Object.values(changes).some((value) => value !== undefined)) return userOf(row);
      const [updated] = await db.update(customers).set(changes).where(eq(customers.id, row.id)).returning();
      return userOf(updated!);
    },

    /** Changes the password: every other session ends; this one gets new tokens. */
    async changePassword(row: CustomerRow, currentPassword: string, newPassword: string): Promise<Session> {
      if (!row.passwordHash || !(await verify(row.passwordHash, currentPassword)))
        throw invalidField('body.currentPassword', fieldProblems.currentPassword);
      const [updated] = await db
        .update(customers)
        .set({ passwordHash: await hash(newPassword), tokenVersion: sql`${customers.tokenVersion} + 1` })
        .where(eq(customers.id, row.id))
        .returning();
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.customerId, row.id));
      recognition.forget(row.id);
      return issue(updated!);
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
      if (await findByUsername(input.email)) throw taken();
      const [row] = await db
        .insert(customers)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: await hash(input.password),
          locale: input.locale,
          newsletter: input.newsletter,
          currency: input.currency,
        })
        // The same address signing up twice at once: the unique index decides, the second is told.
        .onConflictDoNothing()
        .returning();
      if (!row) throw taken();
      const texts = mailTexts[input.locale];
      await mailer.send({
        to: row!.email,
        subject: texts.welcomeSubject,
        text: texts.welcome(row!.firstName, row!.customerNumber),
      });
      return issue(row!);
    },
  };
}
export type CustomerService = ReturnType<typeof customerService>;
