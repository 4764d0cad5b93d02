import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { CurrencyCode, LocaleCode, Settings, User } from '@shop/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { DomainError, invalidField, refusal, unauthenticated } from '../../lib/domain-errors';
import type { Mailer } from '../mail/mailer';
import { mailTexts } from '../mail/templates';
import { type AddressRow, addressBook, toAddress } from './address-book';
import { passwordReset } from './password-reset';
import type { CustomerRecognition, RecognisedCustomer } from './recognition';
import { addresses, customers, refreshTokens } from './tables';
import { type ThrottleStore, throttleLimits } from './throttle';
import { hashToken, REFRESH_TOKEN_SECONDS, randomToken, type TokenIssuer } from './tokens';

export type CustomerRow = typeof customers.$inferSelect;

const pick = ({ id, customerNumber, excludeTax, tokenVersion }: CustomerRow): RecognisedCustomer => ({
  id,
  customerNumber,
  excludeTax,
  tokenVersion,
});

/** A used refresh token presented again within this time is a concurrent renewal, not a replay. */
export const REUSE_GRACE_MS = 10_000;
const invalidCredentials = () => unauthenticated('Invalid credentials');
const mustLogIn = () => unauthenticated('Please log in');

export const toUser = (row: CustomerRow, own: AddressRow[] = [], activeCart: string | null = null): User => ({
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

export interface Session {
  user: User;
  accessToken: string;
  refreshToken: string;
}

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
 * Customers: sessions (login, refresh, logout), accounts and passwords. The address book is
 * address-book.ts, resetting a forgotten password password-reset.ts.
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

  // Unknown accounts are checked against this hash too, so the answer takes as long either way.
  const dummyHash = hash(randomUUID());

  async function issue(row: CustomerRow, family: string = randomUUID()): Promise<Session> {
    const refreshToken = randomToken();
    await db.insert(refreshTokens).values({
      customerId: row.id,
      family,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
    });
    const accessToken = await tokens.access({
      customerId: row.id,
      customerNumber: row.customerNumber,
      tokenVersion: row.tokenVersion,
    });
    return { user: await userOf(row), accessToken, refreshToken };
  }

  // Read on every customer's request (authenticate): prepared once rather than built each time.
  const customerById = db
    .select()
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('customer_by_id');

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

    /** The customer behind a valid access token whose version still holds, else undefined. */
    async authenticate(accessToken: string | undefined): Promise<CustomerRow | undefined> {
      if (!accessToken) return undefined;
      const claims = await tokens.verify(accessToken);
      if (!claims) return undefined;
      const [row] = await customerById.execute({ id: claims.customerId });
      return row && row.tokenVersion === claims.tokenVersion ? row : undefined;
    },

    /**
     * `authenticate` for every request that asks who is shopping (prices, stock, carts, orders),
     * without reading the row each time: its deciding columns are kept until the database
     * announces their change (recognition.ts). The account's own operations authenticate.
     */
    async recognise(accessToken: string | undefined): Promise<RecognisedCustomer | undefined> {
      if (!accessToken) return undefined;
      const claims = await tokens.verify(accessToken);
      if (!claims) return undefined;
      const row = await recognition.row(claims.customerId, async () => {
        const [found] = await customerById.execute({ id: claims.customerId });
        return found && pick(found);
      });
      return row && row.tokenVersion === claims.tokenVersion ? row : undefined;
    },

    async byId(customerId: number): Promise<CustomerRow | undefined> {
      const [row] = await customerById.execute({ id: customerId });
      return row;
    },

    /** Credits loyalty points, inside the transaction that earned them. */
    async addLoyaltyPoints(tx: Transaction, customerId: number, points: number) {
      await tx
        .update(customers)
        .set({ loyaltyPoints: sql`${customers.loyaltyPoints} + ${points}` })
        .where(eq(customers.id, customerId));
    },

    async me(accessToken: string | undefined): Promise<User> {
      const row = await this.authenticate(accessToken);
      if (!row) throw mustLogIn();
      return userOf(row);
    },

    async updateUser(
      row: CustomerRow,
      changes: { firstName?: string; lastName?: string; email?: string; locale?: LocaleCode; newsletter?: boolean },
    ) {
      if (changes.email && changes.email.toLowerCase() !== row.email.toLowerCase()) {
        const taken = await findByUsername(changes.email);
        if (taken && taken.id !== row.id)
          throw invalidField('body.email', 'An account with this e-mail address exists already');
      }
      // Nothing to change (an empty PATCH) answers the customer as they are.
      if (!Object.values(changes).some((value) => value !== undefined)) return userOf(row);
      const [updated] = await db.update(customers).set(changes).where(eq(customers.id, row.id)).returning();
      return userOf(updated!);
    },

    /** Changes the password: every other session ends; this one gets new tokens. */
    async changePassword(row: CustomerRow, currentPassword: string, newPassword: string): Promise<Session> {
      if (!row.passwordHash || !(await verify(row.passwordHash, currentPassword)))
        throw invalidField('body.currentPassword', 'The current password is not correct');
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

    async login(username: string, password: string, address: string): Promise<Session> {
      const keys = [`ip:${address}`, `account:${address}:${username.toLowerCase()}`];
      const wait = Math.max(...(await Promise.all(keys.map((k) => throttle.blockedFor(k)))));
      if (wait > 0)
        throw new DomainError(
          'throttled',
          'TOO_MANY_REQUESTS',
          `Too many failed attempts. Please try again in ${wait} seconds.`,
          {
            retryAfter: wait,
          },
        );
      const row = await findByUsername(username);
      const valid = row?.passwordHash
        ? await verify(row.passwordHash, password)
        : await verify(await dummyHash, password).then(() => false);
      if (!row || !valid) {
        await throttle.failure(keys[0]!, throttleLimits.address);
        await throttle.failure(keys[1]!, throttleLimits.account);
        throw invalidCredentials();
      }
      await throttle.success(keys[1]!);
      return issue(row);
    },

    async register(input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      locale: LocaleCode;
      newsletter: boolean;
    }) {
      const taken = () =>
        refusal('CONFLICT', 'An account with this e-mail address exists already', {
          issues: [{ path: 'body.email', message: 'An account with this e-mail address exists already' }],
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

    /**
     * Rotates a refresh token. A used one presented again after the grace period means theft: its
     * family is revoked.
     */
    async refresh(refreshToken: string | undefined): Promise<Session> {
      if (!refreshToken) throw mustLogIn();
      const [stored] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (!stored || stored.expiresAt < new Date()) throw mustLogIn();
      if (stored.revokedAt) throw unauthenticated('This session was ended. Please log in again.');
      if (stored.usedAt) {
        // Requests sent at the same moment (a page and its prefetches) may all renew with the same
        // token: within a few seconds that is a race, not theft, and each gets tokens of the family.
        if (Date.now() - stored.usedAt.getTime() < REUSE_GRACE_MS) {
          const [row] = await db.select().from(customers).where(eq(customers.id, stored.customerId));
          if (row) return issue(row, stored.family);
        }
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.family, stored.family));
        throw unauthenticated('This session was ended. Please log in again.');
      }
      const [claimed] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.usedAt)))
        .returning();
      // Two requests raced with the same token: only one wins.
      if (!claimed) throw mustLogIn();
      const [row] = await db.select().from(customers).where(eq(customers.id, stored.customerId));
      if (!row) throw mustLogIn();
      return issue(row, stored.family);
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const [stored] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (stored)
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.family, stored.family));
    },
  };
}
export type CustomerService = ReturnType<typeof customerService>;
