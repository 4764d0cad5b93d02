import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant } from '../../db/columns';
import { customerKey } from '../customer/tables';
import { orderKey } from '../order/tables';

/**
 * A coupon code: a percentage (value in basis points) or a fixed amount (value in minor units of
 * `currency`) off the net goods value. `timesUsed` counts redemptions and only grows inside the
 * transaction that places an order, under this row's lock.
 */
export const coupons = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    /** Stored in capitals; shoppers may type it in any case. */
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    value: integer('value').notNull(),
    /** The currency of a fixed amount and of the minimum order value; null: any currency. */
    currency: text('currency'),
    minimumOrder: integer('minimum_order'),
    validFrom: instant('valid_from'),
    validTo: instant('valid_to'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    /** A deactivated coupon is refused like an expired one, and kept for its redemptions. */
    active: boolean('active').notNull().default(true),
    /** Raised by every change: a change made against an older version is refused, not merged. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_code').on(t.code),
    check('coupon_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupon_value', sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 10000)`),
    check('coupon_fixed_currency', sql`${t.kind} = 'percent' or ${t.currency} is not null`),
    check('coupon_usage', sql`${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit}`),
  ],
);

/** One use of a coupon by an order; per-customer limits count these (guests by e-mail). */
export const couponRedemptions = pgTable(
  'coupon_redemption',
  {
    id: serial('id').primaryKey(),
    couponId: belongsTo('coupon_id', () => coupons.id),
    orderId: belongsTo('order_id', () => orderKey()),
    customerId: integer('customer_id').references(() => customerKey(), { onDelete: 'set null' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemption_order').on(t.orderId),
    index('coupon_redemption_customer').on(t.couponId, t.customerId),
    index('coupon_redemption_email').on(t.couponId, sql`lower(${t.email})`),
  ],
);
