import type { MemberRole, PaymentMethodCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant } from '../../db/columns';

export const customers = pgTable(
  'customer',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** K-20001, K-20002, … from a sequence (migration 0016), so simultaneous sign-ups never collide. */
    customerNumber: text('customer_number').notNull().default(sql`'K-' || nextval('customer_number_seq')`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id; null until the customer sets a password from an invitation. */
    passwordHash: text('password_hash'),
    currency: text('currency').notNull().default('EUR'),
    locale: text('locale').notNull().default('de'),
    excludeTax: boolean('exclude_tax').notNull().default(false),
    /**
     * What the customer's invoices name them by for their accounts payable (BT-10): a public
     * buyer's Leitweg-ID (e.g. 04011000-12345-67) or a business's own reference; '' when none.
     */
    buyerReference: text('buyer_reference').notNull().default(''),
    /** Subscribed to the newsletter: set only once the confirmation link was followed (double opt-in). */
    newsletter: boolean('newsletter').notNull().default(false),
    /** When the subscription was confirmed (the consent's proof); null while not subscribed. */
    newsletterConfirmedAt: instant('newsletter_confirmed_at'),
    // bigint, like an order's grand total: a B2B customer's points may pass what an integer holds.
    loyaltyPoints: bigint('loyalty_points', { mode: 'number' }).notNull().default(0),
    /** Raised to revoke every token of the customer at once (password change, reuse detection). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The payment methods staff allowed this customer; null: the shop's default (defaultPaymentMethods). */
    paymentMethods: text('payment_methods').array().$type<PaymentMethodCode[]>(),
    /** Blocked by staff: cannot log in, and their sessions ended then. */
    blockedAt: instant('blocked_at'),
    /**
     * The customer deleted their account: the row stays, without name, e-mail or password, for the
     * orders and invoices the law keeps (docs/operations.md, Deleting an account).
     */
    deletedAt: instant('deleted_at'),
    /** Raised by every change staff make: a change names the version it was made against. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_email').on(sql`lower(${t.email})`),
    uniqueIndex('customer_number').on(t.customerNumber),
    // The back office finds orders by a part of their customer's number.
    index('customer_number_trgm').using('gin', sql`${t.customerNumber} gin_trgm_ops`),
  ],
);

/** The key other modules' rows name a customer by (their foreign keys): the table's shape stays the customer module's. */
export const customerKey = (): AnyPgColumn => customers.id;

/**
 * A login of a customer's company. Every customer has one account holder (`holder`), made with the
 * customer's row (migration 0055's trigger): its e-mail, name and password stay the customer's
 * row's, so the account's login works as it always did. The members an administrator invites
 * have their own; until they choose a password (the invitation's link) they cannot log in.
 */
export const companyMembers = pgTable(
  'company_member',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => customers.id),
    holder: boolean('holder').notNull().default(false),
    /** An invited member's own login; null for the account holder (the customer's row has it). */
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** argon2id; null until the member sets a password from their invitation. */
    passwordHash: text('password_hash'),
    role: text('role').$type<MemberRole>().notNull().default('administrator'),
    /** Gross cents in the company's currency; null: no limit. */
    orderLimit: bigint('order_limit', { mode: 'number' }),
    monthlyLimit: bigint('monthly_limit', { mode: 'number' }),
    disabledAt: instant('disabled_at'),
    /**
     * Removed by an administrator: the row stays for the orders that name it, without a login (its
     * e-mail is free again) and out of the company's list.
     */
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_member_customer').on(t.customerId),
    uniqueIndex('company_member_holder').on(t.customerId).where(sql`${t.holder}`),
    uniqueIndex('company_member_email').on(sql`lower(${t.email})`),
  ],
);

/** The key other modules' rows name a member by. */
export const memberKey = (): AnyPgColumn => companyMembers.id;

/**
 * Refresh tokens, stored hashed. Each use replaces the token with a new one of the same family;
 * presenting a used one again means it was stolen, and the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => customers.id),
    /** The member logged in; null in sessions begun before members existed: the account holder. */
    memberId: integer('member_id').references(() => companyMembers.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_token_hash').on(t.tokenHash),
    index('refresh_token_family').on(t.family),
    // A customer's sessions ended lately: their access tokens are refused until they expire.
    index('refresh_token_revoked').on(t.customerId, t.revokedAt).where(sql`${t.revokedAt} is not null`),
  ],
);

/**
 * Links that set a password: random, stored hashed, single use; a reset's works 30 minutes, an
 * invitation's (an account staff opened) 7 days.
 */
export const passwordResets = pgTable('password_reset', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: belongsTo('customer_id', () => customers.id),
  /** A member's invitation or reset sets the member's password; null: the account holder's (the customer's row). */
  memberId: integer('member_id').references(() => companyMembers.id, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  invitation: boolean('invitation').notNull().default(false),
});

/**
 * A newsletter subscription waiting for its confirmation (double opt-in): the link's token stored
 * hashed, single use, working NEWSLETTER_CONFIRMATION_HOURS.
 */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmation',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: belongsTo('customer_id', () => customers.id),
    /** The address the link was sent to: a changed e-mail needs a new confirmation. */
    email: text('email').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_confirmation_customer').on(t.customerId)],
);

export const addresses = pgTable(
  'address',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => customers.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    street: text('street').notNull(),
    apartment: text('apartment').notNull().default(''),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    region: text('region').notNull().default(''),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    vatId: text('vat_id').notNull().default(''),
    isBilling: boolean('is_billing').notNull().default(false),
    isShipping: boolean('is_shipping').notNull().default(true),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
  },
  (t) => [index('address_customer').on(t.customerId)],
);

/** A customer's row as the customer module reads it. */
export type CustomerRow = typeof customers.$inferSelect;
/** A member's row. */
export type MemberRow = typeof companyMembers.$inferSelect;
