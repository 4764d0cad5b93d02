import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { User } from '@shop/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { refusal, unauthenticated } from '../../lib/domain-errors';
import type { Account, MemberLogins } from './member-logins';
import type { CustomerRecognition, RecognisedCustomer } from './recognition';
import type { CustomerRow } from './tables';
import { customers, refreshTokens } from './tables';
import { type ThrottleStore, throttledTry } from './throttle';
import {
  ACCESS_TOKEN_SECONDS,
  type AccessClaims,
  hashToken,
  REFRESH_TOKEN_SECONDS,
  randomToken,
  type TokenIssuer,
} from './tokens';

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
  logins: MemberLogins;
  /** The customer as the API answers them (with their addresses and active cart). */
  userOf: (account: Account) => Promise<User>;
}

const invalidCredentials = () => unauthenticated('Invalid credentials');
export const mustLogIn = () => unauthenticated('Please log in');
const sessionEnded = () => unauthenticated('This session was ended. Please log in again.');
const memberDisabled = () => refusal('FORBIDDEN', "This login is disabled. Please ask your company's administrator.");

/** An access token holds while its version is the row's and its session has not been ended. */
const holds = (claims: AccessClaims, row: Pick<RecognisedCustomer, 'tokenVersion' | 'endedSessions'>) =>
  row.tokenVersion === claims.tokenVersion && !row.endedSessions.includes(claims.sessionId);

/**
 * A customer's sessions: a short-lived access token (its version must match the row's) and a
 * rotating refresh token whose family ends together when one is replayed.
 */
export function sessions({ db, tokens, throttle, recognition, logins, userOf }: Dependencies) {
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

  /** Sessions ended within an access token's lifetime: older ones' tokens have expired anyway. */
  const endedSessions = async (customerId: number): Promise<string[]> => {
    const rows = await db
      .selectDistinct({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.customerId, customerId),
          gt(refreshTokens.revokedAt, new Date(Date.now() - ACCESS_TOKEN_SECONDS * 1000)),
        ),
      );
    return rows.map((r) => r.family);
  };

  /** The customer's row with their lately ended sessions: what an access token is checked against. */
  const withSessions = async (customerId: number) => {
    const [row, ended] = await Promise.all([byId(customerId), endedSessions(customerId)]);
    return row && { row, endedSessions: ended };
  };

  const refreshTokenOf = async (refreshToken: string) => {
    const [stored] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    return stored;
  };

  /** Ends a session: its refresh tokens and, in every API process, its access tokens (migration 0027). */
  async function endFamily({ family, customerId }: { family: string; customerId: number }) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.family, family),
          eq(refreshTokens.customerId, customerId),
          isNull(refreshTokens.revokedAt),
        ),
      );
    recognition.forget(customerId);
  }

  /** The account of a session's member: undefined when the member is gone, disabled or another company's. */
  const accountOf = async (row: CustomerRow | undefined, memberId: number | null): Promise<Account | undefined> => {
    if (!row) return undefined;
    const member = memberId === null ? await logins.holderOf(row.id) : await logins.memberOf(row.id, memberId);
    return member && !member.disabledAt ? { ...row, member } : undefined;
  };

  /** New tokens for the member; a renewal stays in its family. */
  async function issue(account: Account, family: string = randomUUID()): Promise<Session> {
    const row = account;
    const refreshToken = randomToken();
    await db.insert(refreshTokens).values({
      customerId: row.id,
      memberId: account.member.id,
      family,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
    });
    const accessToken = await tokens.access({
      customerId: row.id,
      memberId: account.member.id,
      customerNumber: row.customerNumber,
      tokenVersion: row.tokenVersion,
      sessionId: family,
    });
    return { user: await userOf(account), accessToken, refreshToken };
  }

  return {
    issue,
    byId,

    /** The member behind a valid access token whose version and session still hold, else undefined. */
    async authenticate(accessToken: string | undefined): Promise<Account | undefined> {
      if (!accessToken) return undefined;
      const claims = await tokens.verify(accessToken);
      if (!claims) return undefined;
      const found = await withSessions(claims.customerId);
      if (!found || !holds(claims, { ...found.row, endedSessions: found.endedSessions })) return undefined;
      return accountOf(found.row, claims.memberId);
    },

    /**
     * `authenticate` for every request that asks who is shopping (prices, stock, carts, orders),
     * without reading the row each time: its deciding columns are kept until the database
     * announces their change (recognition.ts). The account's own operations authenticate.
     */
    async recognise(accessToken: string | undefined): Promise<(RecognisedCustomer & { memberId: number }) | undefined> {
      if (!accessToken) return undefined;
      const claims = await tokens.verify(accessToken);
      if (!claims) return undefined;
      const row = await recognition.row(claims.customerId, async () => {
        const found = await withSessions(claims.customerId);
        if (!found) return undefined;
        const { id, customerNumber, excludeTax, tokenVersion } = found.row;
        return { id, customerNumber, excludeTax, tokenVersion, endedSessions: found.endedSessions };
      });
      // A disabled or removed member's sessions were ended with it: `holds` refuses them.
      return row && holds(claims, row) ? { ...row, memberId: claims.memberId } : undefined;
    },

    /**
     * Checks the password, throttled per address and per account whatever the address (its e-mail
     * and its customer number are one account, with one counter).
     */
    async login(username: string, password: string, address: string): Promise<Session> {
      const login = await logins.findLogin(username);
      const account = login
        ? `account:${login.account.id}:${login.account.member.id}`
        : `account:unknown:${username.trim().toLowerCase()}`;
      const attempt = await throttledTry(throttle, `ip:${address}`, account);
      const valid = login?.passwordHash
        ? await verify(login.passwordHash, password)
        : await verify(await dummyHash, password).then(() => false);
      if (!login || !valid) {
        await attempt.failed();
        throw invalidCredentials();
      }
      await attempt.succeeded();
      if (login.account.blockedAt) throw refusal('FORBIDDEN', 'This account is blocked. Please contact us.');
      if (login.account.member.disabledAt) throw memberDisabled();
      return issue(login.account);
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
          const account = await accountOf(await byId(stored.customerId), stored.memberId);
          if (account) return issue(account, stored.family);
        }
        await endFamily(stored);
        throw sessionEnded();
      }
      const [claimed] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.usedAt)))
        .returning();
      // Two requests raced with the same token: only one wins.
      if (!claimed) throw mustLogIn();
      const account = await accountOf(await byId(stored.customerId), stored.memberId);
      if (!account || account.blockedAt) throw mustLogIn();
      return issue(account, stored.family);
    },

    /**
     * Ends the session of the refresh token, or of the access token when the browser holds only
     * that: both stop working at once, in every API process (the database announces it).
     */
    async logout(refreshToken: string | undefined, accessToken: string | undefined) {
      const stored = refreshToken ? await refreshTokenOf(refreshToken) : undefined;
      const claims = stored ? undefined : accessToken && (await tokens.verify(accessToken));
      const ended = stored ?? (claims && { family: claims.sessionId, customerId: claims.customerId });
      if (ended) await endFamily(ended);
    },
  };
}
