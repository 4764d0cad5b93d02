import type {
  ApprovalReason,
  CartInfo,
  CurrencyCode,
  LocaleCode,
  OrderRequestState,
  PaymentMethodCode,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, updatedAt } from '../../db/columns';
import { carts } from '../cart/tables';
import { customerKey, memberKey } from '../customer/tables';

/**
 * An order a company's member may not place alone, waiting for an administrator: the cart as it was
 * asked for (cartInfo: lines, prices, totals, addresses, shipping, reference, comment) and the
 * payment method. Its lines wait in a held cart, which the approval orders at that day's prices.
 * Decided under its row lock: approving, rejecting and sending back never pass each other.
 */
export const orderRequests = pgTable(
  'order_request',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => customerKey()),
    /** The member who asked; the order is theirs when approved. */
    memberId: belongsTo('member_id', () => memberKey()),
    /** Their name then (a removed member's requests keep it). */
    requestedBy: text('requested_by').notNull(),
    /** The language they asked in: their e-mails about it, and the order's. */
    locale: text('locale').$type<LocaleCode>().notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    state: text('state').$type<OrderRequestState>().notNull().default('open'),
    why: text('why').$type<ApprovalReason>().notNull(),
    /** The limit the order passed (gross cents), for orderLimit and monthlyLimit. */
    passedLimit: integer('passed_limit'),
    paymentMethodCode: text('payment_method_code').$type<PaymentMethodCode>().notNull(),
    cartInfo: jsonb('cart_info').$type<CartInfo>().notNull(),
    /** The cart and version it was asked from: a repeated request answers the same request. */
    sourceCartId: uuid('source_cart_id').notNull(),
    sourceCartVersion: integer('source_cart_version').notNull(),
    /** The cart holding its lines until decided; gone once rejected or sent back. */
    heldCartId: uuid('held_cart_id').references(() => carts.id, { onDelete: 'set null' }),
    heldCartVersion: integer('held_cart_version').notNull(),
    /** The administrator who decided (null while open, or once removed) and their name then. */
    decidedBy: integer('decided_by').references(() => memberKey(), { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: instant('decided_at'),
    /** The reason of a rejection, the comment of a request sent back. */
    note: text('note').notNull().default(''),
    /** The order the approval placed, its number and grand total then. */
    orderId: integer('order_id'),
    orderNumber: text('order_number'),
    orderTotal: integer('order_total'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_request_customer').on(t.customerId, t.createdAt),
    index('order_request_member').on(t.memberId, t.createdAt),
    uniqueIndex('order_request_source').on(t.sourceCartId, t.sourceCartVersion),
    check('order_request_state_known', sql`${t.state} in ('open', 'approved', 'rejected', 'returned')`),
    check('order_request_approved_order', sql`${t.state} <> 'approved' or ${t.orderId} is not null`),
  ],
);
export type OrderRequestRow = typeof orderRequests.$inferSelect;
