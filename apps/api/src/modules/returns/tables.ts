import type { CurrencyCode, ReturnCondition, ReturnReason, ReturnState } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, updatedAt } from '../../db/columns';
import { orderKey } from '../order/tables';

/**
 * A customer's request to send goods of an order back (an RMA), from its asking through the
 * parcel's arrival to its refund or rejection. Staff change it against its version, so two members
 * acting on it at once cannot both refund it.
 */
export const orderReturns = pgTable(
  'order_return',
  {
    id: serial('id').primaryKey(),
    /** RMA-<year>-<6 digits>, numbered in the shop's year it was asked for; set in the transaction that adds it. */
    number: text('number').notNull(),
    orderId: belongsTo('order_id', orderKey),
    /** The order's number and currency, as the return's lists show them without reading the order. */
    orderNumber: text('order_number').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    state: text('state').$type<ReturnState>().notNull().default('requested'),
    comment: text('comment').notNull().default(''),
    rejectReason: text('reject_reason'),
    /** All that went back (minor units): the refunded lines and, when chosen, the shipping. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }),
    shippingRefunded: boolean('shipping_refunded').notNull().default(false),
    /** payment: through the order's provider; credit: noted for an invoice order. */
    refundedAs: text('refunded_as').$type<'payment' | 'credit'>(),
    creditNoteNumber: text('credit_note_number'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    receivedAt: instant('received_at'),
    refundedAt: instant('refunded_at'),
    rejectedAt: instant('rejected_at'),
  },
  (t) => [
    uniqueIndex('order_return_number').on(t.number),
    index('order_return_order').on(t.orderId),
    index('order_return_state').on(t.state, t.createdAt),
    check('order_return_state_known', sql`${t.state} in ('requested', 'received', 'refunded', 'rejected')`),
    // The shipping goes back once per order, whichever return takes it.
    uniqueIndex('order_return_shipping_once').on(t.orderId).where(sql`shipping_refunded`),
  ],
);

/** A line of a return: which order line (by its place in the order), how many, why, and what arrived. */
export const orderReturnLines = pgTable(
  'order_return_line',
  {
    id: serial('id').primaryKey(),
    returnId: belongsTo('return_id', () => orderReturns.id),
    /** The order line's place, from 1: cartInfo.cartItems[position - 1]. */
    position: integer('position').notNull(),
    itemnum: text('itemnum').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    receivedQuantity: integer('received_quantity'),
    condition: text('condition').$type<ReturnCondition>(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('order_return_line_position').on(t.returnId, t.position),
    check('order_return_line_quantity', sql`${t.quantity} > 0`),
    check('order_return_line_received', sql`${t.receivedQuantity} between 0 and ${t.quantity}`),
  ],
);
