import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, updatedAt } from '../../db/columns';
import { orderKey } from '../order/tables';

/**
 * One attempt to pay an order at a provider: what was asked for (amount and currency fixed when
 * it started) and the provider's own reference for it (Stripe's Checkout Session, PayPal's order,
 * Computop's TransID). Notifications are matched to an attempt by that reference, never by what
 * they claim about the order.
 */
export const payments = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: belongsTo('order_id', () => orderKey()),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    /** order: the order's own payment; balance: the difference of a change staff made after it was paid. */
    purpose: text('purpose').$type<'order' | 'balance'>().notNull().default('order'),
    reference: text('reference'),
    // bigint, like the order's grand total it pays.
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** started, processing, paid, failed or canceled. */
    status: text('status').notNull().default('started'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_provider_reference').on(t.provider, t.reference),
    index('payment_order').on(t.orderId, t.createdAt.desc()),
  ],
);

/**
 * Every provider event that was acted on, once: a retried or replayed notification finds its key
 * here and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_event',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Money returned of a paid payment, all or part of it, each refund once: its id keys it at the
 * provider, so a refund asked again after the provider was out of reach is answered, not made
 * twice. Pending from before the provider is asked until it answers; what a payment's refunds
 * add up to (pending ones too) never passes what was paid.
 */
export const refunds = pgTable(
  'payment_refund',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Why, in staff's words (shown on the order); empty when the whole order was cancelled. */
    reason: text('reason').notNull().default(''),
    /** pending or done. */
    status: text('status').notNull().default('pending'),
    /** The refund's id at the provider, once done. */
    providerReference: text('provider_reference'),
    /** The member of staff who asked for it. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_refund_payment').on(t.paymentId, t.createdAt)],
);
