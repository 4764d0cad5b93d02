import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { User } from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { DomainError, refusal, unauthenticated } from '../../lib/domain-errors';
import type { CustomerRecognition, RecognisedCustomer } from './recognition';
import type { CustomerRow } from './service';
import { customers, refreshTokens } from './tables';
import { type ThrottleStore, throttleLimits } from './throttle';
import { hashToken, REFRESH_TOKEN_SECONDS, randomToken, type TokenIssuer } from './tokens';

/** A used refresh token presented again within this time is a concurrent renewal, not a replay. */
export const REUSE_GRACE_MS = 10_000;

export interface Session {
  user: User;
  accessToken: string;
  refreshToken: string;
}

interface Dependencies {
  db: Database;
  tokens: TokenIssuer;
  throttle: ThrottleStore;
  recognition: CustomerRecognition;
  findByUsername: (username: string) => Promise<CustomerRow | undefined>;
  /** The customer as the API answers them (with their addresses and active cart). */
  userOf: (row: CustomerRow) => Promise<User>;
}

const invalidCredentials = () => unauthenticated('Invalid credentials');
export const mustLogIn = () => unauthenticated('Please log in');
const sessionEnded = () => unauthenticated('This session was ended. Please log in again.');

const pick = ({ id, customerNumber, excludeTax, tokenVersion }: CustomerRow): RecognisedCustomer => ({
  id,
  customerNumber,
  excludeTax,
  tokenVersion,
});

/**
 * A customer's sessions: a short-lived access token (its version must match the row's) and a
 * rotating refresh token whose family ends together when one is replayed.
 */
export function sessions({ db, tokens, throttle, recognition, findByUsername, userOf }: Dependencies) {
  // Unknown accounts are checked against this hash too, so the answer takes as long either way.
  const dummyHash = hash(randomUUID());

  // Read on every request of the account's own operations: prepared once rather than built each time.
  const customerById = db
    .select()
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('customer_by_id');

  const byId = async (customerId: number): Promise<CustomerRow | undefined> => {
    const [row] = await customerById.execute({ id: customerId });
    return row;
  };

  const refreshTokenOf = async (refreshToken: string) => {
    const [stored] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    return stored;
  };

  const endFamily = (family: string) =>
    db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.family, family));

  /** New tokens for the customer; a renewal stays in its family. */
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

  return {
    issue,
    byId,

    /** The customer behind a valid access token whose version still holds, else undefined. */
    async authenticate(accessToken: string | undefined): Promise<CustomerRow | undefined> {
      if (!accessToken) return undefined;
      const claims = await tokens.verify(accessToken);
      if (!claims) return undefined;
      const row = await byId(claims.customerId);
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
        const found = await byId(claims.customerId);
        return found && pick(found);
      });
      return row && row.tokenVersion === claims.tokenVersion ? row : undefined;
    },

    async login(username: string, password: string, address: string): Promise<Session> {
      const keys = [`ip:${address}`, `account:${address}:${username.toLowerCase()}`];
      const wait = Math.max(...(await Promise.all(keys.map((k) => throttle.blockedFor(k)))));
      if (wait > 0)
        throw new DomainError(
          'throttled',
          'TOO_MANY_REQUESTS',
          `Too many failed attempts. Please try again in ${wait} seconds.`,
          { retryAfter: wait },
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
      if (row.blockedAt) throw refusal('FORBIDDEN', 'This account is blocked. Please contact us.');
      return issue(row);
    },

    /**
     * Rotates a refresh token. A used one presented again after the grace period means theft: its
     * family is revoked.
     */
    async refresh(refreshToken: string | undefined): Promise<Session> {
      if (!refreshToken) throw mustLogIn();
      const stored = await refreshTokenOf(refreshToken);
      if (!stored || stored.expiresAt < new Date()) throw mustLogIn();
      if (stored.revokedAt) throw sessionEnded();
      if (stored.usedAt) {
        // Requests sent at the same moment (a page and its prefetches) may all renew with the same
        // token: within a few seconds that is a race, not theft, and each gets tokens of the family.
        if (Date.now() - stored.usedAt.getTime() < REUSE_GRACE_MS) {
          const row = await byId(stored.customerId);
          if (row) return issue(row, stored.family);
        }
        await endFamily(stored.family);
        throw sessionEnded();
      }
      const [claimed] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.usedAt)))
        .returning();
      // Two requests raced with the same token: only one wins.
      if (!claimed) throw mustLogIn();
      const row = await byId(stored.customerId);
      if (!row || row.blockedAt) throw mustLogIn();
      return issue(row, stored.family);
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const stored = await refreshTokenOf(refreshToken);
      if (stored) await endFamily(stored.family);
    },
  };
}
