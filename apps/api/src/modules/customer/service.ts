import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  type Address,
  type AddressInput,
  addressInputSchema,
  type CurrencyCode,
  defaultLocale,
  type LocaleCode,
  localeInfo,
  type Settings,
  sameAddress,
  siteConfig,
  type User,
} from '@shop/contracts';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import {
  conflict,
  DomainError,
  forbidden,
  invalidField,
  notFound,
  refused,
  unauthenticated,
} from '../../lib/domain-errors';
import type { Mailer } from '../mail/mailer';
import { mailTexts } from '../mail/templates';
import { addresses, customers, passwordResets, refreshTokens } from './tables';
import { type ThrottleStore, throttleLimits } from './throttle';
import { hashToken, REFRESH_TOKEN_SECONDS, randomToken, type TokenIssuer } from './tokens';

export type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

const RESET_MINUTES = 30;
/** A used refresh token presented again within this time is a concurrent renewal, not a replay. */
export const REUSE_GRACE_MS = 10_000;
const invalidCredentials = () => unauthenticated('Invalid credentials');
const mustLogIn = () => unauthenticated('Please log in');

const toAddress = ({ customerId: _, ...address }: AddressRow): Address => address;

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
}

/** A field the customer may not change (403), with the field for the form to show it at. */
const forbiddenField = (path: string, message: string) =>
  forbidden('FORBIDDEN', message, { issues: [{ path, message }] });

export function customerService({ db, tokens, throttle, mailer, publicUrl, settings, activeCartOf }: Dependencies) {
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

  async function findByUsername(username: string) {
    const [row] = await db
      .select()
      .from(customers)
      .where(or(sql`lower(${customers.email}) = lower(${username})`, eq(customers.customerNumber, username)));
    return row;
  }

  async function nextCustomerNumber() {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(customers);
    return `K-${20001 + (row?.n ?? 0)}`;
  }

  return {
    /** The customer behind a valid access token whose version still holds, else undefined. */
    async authenticate(accessToken: string | undefined): Promise<CustomerRow | undefined> {
      if (!accessToken) return undefined;
      const claims = await tokens.verify(accessToken);
      if (!claims) return undefined;
      const [row] = await db.select().from(customers).where(eq(customers.id, claims.customerId));
      return row && row.tokenVersion === claims.tokenVersion ? row : undefined;
    },

    async byId(customerId: number): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
      return row;
    },

    /** Where an order goes and who is billed: the default addresses, else the first fitting one. */
    async orderAddresses(customerId: number) {
      const own = await db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(addresses.id);
      const pick = (preferred: (a: AddressRow) => boolean, fits: (a: AddressRow) => boolean) =>
        own.find(preferred) ?? own.find(fits);
      const shipping = pick(
        (a) => a.isDefaultShipping,
        (a) => a.isShipping,
      );
      const billing =
        pick(
          (a) => a.isDefaultBilling,
          (a) => a.isBilling,
        ) ?? shipping;
      return shipping && billing ? { shipping: toAddress(shipping), billing: toAddress(billing) } : undefined;
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
      return issue(updated!);
    },

    async setCurrency(row: CustomerRow, currency: CurrencyCode) {
      await db.update(customers).set({ currency }).where(eq(customers.id, row.id));
    },

    /** Adds an address or changes one of the customer's own, by the shop's address rules. */
    async saveAddress(row: CustomerRow, input: AddressInput): Promise<Address> {
      const address = addressInputSchema.parse(input);
      const rules = await settings();
      if (!siteConfig.countries.some((c) => c.iso === address.country))
        throw invalidField('body.country', 'We do not deliver to this country');
      if (rules.companyRequired && !address.company) throw invalidField('body.company', 'This field is required');
      const existing = address.id
        ? (
            await db
              .select()
              .from(addresses)
              .where(and(eq(addresses.id, address.id), eq(addresses.customerId, row.id)))
          )[0]
        : undefined;
      // Another customer's address is answered like a missing one.
      if (address.id && !existing) throw notFound(`Address ${address.id} does not exist`);
      if (address.isBilling && !rules.isBillingManagmentEnabled && !existing?.isBilling)
        throw forbiddenField('body.isBilling', 'Billing addresses are managed by the shop');
      if (address.isDefaultShipping !== (existing?.isDefaultShipping ?? false) && !rules.isDefaultShippingUpdateEnabled)
        throw forbiddenField('body.isDefaultShipping', 'The default shipping address cannot be changed');
      if (address.isDefaultBilling !== (existing?.isDefaultBilling ?? false) && !rules.isDefaultBillingUpdateEnabled)
        throw forbiddenField('body.isDefaultBilling', 'The default billing address cannot be changed');
      const { id, ...values } = { ...address, postalCode: address.postalCode.toUpperCase() };
      return db.transaction(async (tx) => {
        // One default of each kind: setting a new one clears the old.
        if (values.isDefaultShipping)
          await tx.update(addresses).set({ isDefaultShipping: false }).where(eq(addresses.customerId, row.id));
        if (values.isDefaultBilling)
          await tx.update(addresses).set({ isDefaultBilling: false }).where(eq(addresses.customerId, row.id));
        const [saved] = existing
          ? await tx.update(addresses).set(values).where(eq(addresses.id, existing.id)).returning()
          : await tx
              .insert(addresses)
              .values({ ...values, customerId: row.id })
              .returning();
        return toAddress(saved!);
      });
    },

    /**
     * Keeps an address typed at checkout in the address book: an identical one is reused. It
     * becomes the default of its kind when asked and the shop lets customers change defaults;
     * billing addresses are kept only when customers manage their own.
     */
    async rememberAddress(
      row: CustomerRow,
      address: Omit<Address, 'id' | 'isBilling' | 'isShipping' | 'isDefaultBilling' | 'isDefaultShipping'>,
      kind: 'shipping' | 'billing',
      makeDefault: boolean,
    ) {
      const rules = await settings();
      if (kind === 'billing' && !rules.isBillingManagmentEnabled) return;
      const asDefault =
        makeDefault &&
        (kind === 'shipping' ? rules.isDefaultShippingUpdateEnabled : rules.isDefaultBillingUpdateEnabled);
      const own = await db.select().from(addresses).where(eq(addresses.customerId, row.id));
      const same = own.find((a) => sameAddress(a, address));
      const uses =
        kind === 'shipping'
          ? { isShipping: true, ...(asDefault && { isDefaultShipping: true }) }
          : { isBilling: true, ...(asDefault && { isDefaultBilling: true }) };
      await db.transaction(async (tx) => {
        if (asDefault)
          await tx
            .update(addresses)
            .set(kind === 'shipping' ? { isDefaultShipping: false } : { isDefaultBilling: false })
            .where(eq(addresses.customerId, row.id));
        if (same) await tx.update(addresses).set(uses).where(eq(addresses.id, same.id));
        else
          await tx.insert(addresses).values({
            ...address,
            customerId: row.id,
            isShipping: false,
            isBilling: false,
            ...uses,
          });
      });
    },

    async deleteAddress(row: CustomerRow, id: number) {
      const deleted = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.customerId, row.id)))
        .returning({ id: addresses.id });
      if (deleted.length === 0) throw notFound(`Address ${id} does not exist`);
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
      if (await findByUsername(input.email))
        throw conflict('CONFLICT', 'An account with this e-mail address exists already', {
          issues: [{ path: 'body.email', message: 'An account with this e-mail address exists already' }],
        });
      const [row] = await db
        .insert(customers)
        .values({
          email: input.email,
          customerNumber: await nextCustomerNumber(),
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: await hash(input.password),
          locale: input.locale,
          newsletter: input.newsletter,
        })
        .returning();
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
      if (!reset) throw refused('BAD_REQUEST', 'This link is invalid or has expired. Please ask for a new one.');
      await db
        .update(customers)
        .set({ passwordHash: await hash(password), tokenVersion: sql`${customers.tokenVersion} + 1` })
        .where(eq(customers.id, reset.customerId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.customerId, reset.customerId));
    },
  };
}
export type CustomerService = ReturnType<typeof customerService>;
