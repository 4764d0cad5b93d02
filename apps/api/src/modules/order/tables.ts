import type {
  CartInfo,
  ComputopPayment,
  ComputopPaymentData,
  CurrencyCode,
  OrderStatus,
  PaymentStatus,
  ShipmentLine,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, updatedAt } from '../../db/columns';
import { productKey } from '../catalog/tables';
import { customerKey, memberKey } from '../customer/tables';
import type { StockTaken } from '../inventory/tables';

/**
 * An order: what the cart held when it was placed (cartInfo, with prices and addresses as they
 * were), its payment method and whether it is confirmed. One order per cart version, so a
 * repeated request returns the order instead of placing a second one.
 */
export const orders = pgTable(
  'shop_order',
  {
    id: serial('id').primaryKey(),
    transactionnum: text('transactionnum').notNull().generatedAlwaysAs(sql`'WH-' || lpad(id::text, 7, '0')`),
    /** Null for a guest's order, which only the holder of its token may see. */
    customerId: integer('customer_id').references(() => customerKey(), { onDelete: 'cascade' }),
    /** The member of the customer's company who placed it; null for guests, staff and orders before members. */
    memberId: integer('member_id').references(() => memberKey(), { onDelete: 'set null' }),
    /** Who placed it, by name and e-mail as they were then: stays when the member is removed. */
    placedBy: text('placed_by').notNull().default(''),
    /** SHA-256 of a guest order's access token (the browser that placed it keeps the token). */
    guestTokenHash: text('guest_token_hash'),
    /** Where the confirmation e-mail went. */
    email: text('email').notNull().default(''),
    /** The member of staff who took it for the customer (by phone, e-mail or fax); null when the shopper placed it. */
    takenBy: text('taken_by'),
    /** The language the order was placed in: its e-mails speak it. */
    locale: text('locale').notNull().default('de'),
    cartId: uuid('cart_id').notNull(),
    cartVersion: integer('cart_version').notNull(),
    paymentMethodCode: text('payment_method_code').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    /** open, processing, paid, failed, canceled, invoice, expired or refunded (see PaymentStatus). */
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('open'),
    /** An online order not paid by then is cancelled and its stock returned; null once paid. */
    payableUntil: instant('payable_until'),
    cancelledAt: instant('cancelled_at'),
    /** Who cancelled it: a member of staff (their e-mail, or 'admin-key'); null when it was not paid in time. */
    cancelledBy: text('cancelled_by'),
    /** When its payment was returned to the shopper (a paid order cancelled by the shop). */
    refundedAt: instant('refunded_at'),
    /** When the whole order had left (its last parcel): what delivery, the invoice moment and the figures go by. */
    shippedAt: instant('shipped_at'),
    /** When its first parcel left: set alone, the order is partly shipped (see shipments). */
    firstShippedAt: instant('first_shipped_at'),
    /** The last parcel's, once the whole order had left. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    deliveredAt: instant('delivered_at'),
    /** An invoice order's due date (the payment term from its placing); null for online payments. */
    dueAt: instant('due_at'),
    /** What staff recorded as received for an invoice order (minor units; see invoicePayments). */
    invoicePaid: bigint('invoice_paid', { mode: 'number' }).notNull().default(0),
    /**
     * What went back of it (minor units): refunds of amounts and lines, refunded returns, the rest at
     * its cancellation; an invoice order's credit, which it owes that much less. An edit's refunded
     * difference is not in it: the order's total fell by that much instead.
     */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /**
     * What a paid online order still asks for after staff made it dearer (minor units), paid through
     * the link in the change's e-mail; 0 when nothing is open. Its total is then what was paid (less
     * refunds) plus this.
     */
    balanceDue: bigint('balance_due', { mode: 'number' }).notNull().default(0),
    /** How many of each line (by position, from 0) were refunded, by lines or by returns. */
    refundedQuantities: jsonb('refunded_quantities').$type<number[]>().notNull().default([]),
    /** Whether its shipping went back (once per order, with lines or a return). */
    shippingRefunded: boolean('shipping_refunded').notNull().default(false),
    /** Raised by every change staff make: an action names the version it was made against. */
    version: integer('version').notNull().default(1),
    /** What the order took from each product's own and external stock, so a cancellation returns exactly that. */
    stockTaken: jsonb('stock_taken').$type<StockTaken[]>().notNull().default([]),
    computopPaymentData: jsonb('computop_payment_data').$type<ComputopPaymentData>(),
    computopPayment: jsonb('computop_payment').$type<ComputopPayment>(),
    cartInfo: jsonb('cart_info').$type<CartInfo>().notNull(),
    // bigint: a point per euro of a total that is bigint itself.
    loyaltyPoints: bigint('loyalty_points', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The one word for where the order stands (every view shows it), derived so the back office filters by an index. */
    status: text('status')
      .$type<OrderStatus>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when cancelled_at is not null then case when refunded_at is not null then 'refunded' else 'cancelled' end
          when delivered_at is not null then 'delivered' when shipped_at is not null then 'shipped'
          when first_shipped_at is not null then 'partlyShipped' when confirmed then 'confirmed' else 'pending' end`,
      ),
    /** The booked grand total and its currency, out of cartInfo, so the back office sorts and sums without reading it. */
    // bigint: a B2B order may pass the 21 million euros an integer of cents holds.
    grandTotal: bigint('grand_total', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`(cart_info->>'grandTotalIncTax')::bigint`),
    currency: text('currency').$type<CurrencyCode>().notNull().generatedAlwaysAs(sql`cart_info->>'currency'`),
    /**
     * What the back office's text filter finds an order by (number, e-mail, billing company and
     * name), one text under a trigram index so a part of any of them is found without reading every order.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`'WH-' || lpad(id::text, 7, '0') || ' ' || email || ' ' || coalesce(cart_info->'billingAddress'->>'company', '')
          || ' ' || coalesce(cart_info->'billingAddress'->>'firstName', '') || ' ' || coalesce(cart_info->'billingAddress'->>'lastName', '')`,
      ),
  },
  (t) => [
    uniqueIndex('shop_order_cart_version').on(t.cartId, t.cartVersion),
    index('shop_order_customer').on(t.customerId, t.createdAt.desc()),
    // The clean-up job's question: which unpaid orders are overdue.
    index('shop_order_payable_until').on(t.payableUntil).where(sql`confirmed = false and cancelled_at is null`),
    // The back office's list, per sort: the page's ids come from the index alone (its filters are
    // the trailing columns), and only the rows shown are read from the table. The dashboard's
    // figures of the last 30 days come from the first alone too.
    // Ascending keys: scanned backwards they give the descending sorts too (desc() would give
    // NULLS LAST, which ORDER BY … ASC cannot take from a backward scan).
    index('shop_order_created').on(
      t.createdAt,
      t.id,
      t.status,
      t.paymentMethodCode,
      t.paymentStatus,
      t.grandTotal,
      t.currency,
    ),
    index('shop_order_status_created').on(t.status, t.createdAt, t.id, t.paymentMethodCode, t.paymentStatus),
    index('shop_order_grand_total').on(t.grandTotal, t.id, t.paymentMethodCode, t.paymentStatus),
    index('shop_order_status_grand_total').on(t.status, t.grandTotal, t.id, t.paymentMethodCode, t.paymentStatus),
    // The orders waiting to ship (the dashboard's figure).
    index('shop_order_to_ship').on(t.createdAt).where(sql`confirmed and shipped_at is null and cancelled_at is null`),
    index('shop_order_search').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Invoices still owing (the list's unpaid and overdue filters, the dashboard's receivables).
    index('shop_order_receivable')
      .on(t.dueAt)
      .where(sql`payment_method_code = 'invoice' and cancelled_at is null and invoice_paid < grand_total`),
  ],
);

/** The key other modules' rows name an order by (their foreign keys): the table's shape stays the order module's. */
export const orderKey = (): AnyPgColumn => orders.id;

/**
 * Browsers a guest order was found in by its number and e-mail (lookupOrder), beside the one that
 * placed it (guestTokenHash): each holds a token of its own, kept here as its SHA-256.
 */
export const guestOrderAccess = pgTable(
  'guest_order_access',
  {
    orderId: belongsTo('order_id', () => orders.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.tokenHash] })],
);

/** Staff's internal notes on an order: never shown to the shopper. */
export const orderNotes = pgTable(
  'shop_order_note',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_order_note_order').on(t.orderId)],
);

/** Money received for an invoice order, as staff recorded it. */
export const invoicePayments = pgTable(
  'invoice_payment',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The day it arrived, YYYY-MM-DD. */
    paidOn: text('paid_on').notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payment_order').on(t.orderId), check('invoice_payment_amount', sql`${t.amount} > 0`)],
);

/** The products of an order, one row per line, for "what did this customer buy". */
export const orderItems = pgTable(
  'shop_order_item',
  {
    orderId: belongsTo('order_id', () => orders.id),
    productId: belongsTo('product_id', () => productKey()),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('shop_order_item_order').on(t.orderId), index('shop_order_item_product').on(t.productId)],
);

/**
 * A parcel of an order: its lines (position in cartInfo.cartItems, and how many), carrier and
 * tracking. Numbered 1, 2, … per order under the order's row lock, so two at once cannot share a
 * number nor ship the same unit twice.
 */
export const shipments = pgTable(
  'shipment',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    number: integer('number').notNull(),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number'),
    shippedAt: instant('shipped_at').notNull(),
    /** The member of staff who shipped it (their e-mail, or 'admin-key'). */
    shippedBy: text('shipped_by').notNull(),
    lines: jsonb('lines').$type<ShipmentLine[]>().notNull(),
  },
  (t) => [uniqueIndex('shipment_order_number').on(t.orderId, t.number)],
);

/** Comments on an order (the spec's postOrderComment), oldest first. */
export const orderComments = pgTable(
  'shop_order_comment',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_order_comment_order').on(t.orderId)],
);
