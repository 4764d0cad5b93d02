import type { CurrencyCode, LocaleCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, updatedAt } from '../../db/columns';
import { productKey } from '../catalog/tables';
import { customerKey, memberKey } from '../customer/tables';

/** What a quote row stores of its state; 'expired' is read from expiresAt, never written. */
export type StoredQuoteState = 'requested' | 'offered' | 'accepted' | 'ordered' | 'declined';

/**
 * A customer's request for a quote and staff's answer to it. It belongs to the customer (the
 * login that asked is noted); its prices hold until `expiresAt`, the start of the day after its
 * last valid day in the shop's time zone. Changed under its row lock: accepting, ordering and
 * sending never pass each other.
 */
export const quotes = pgTable(
  'quote',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => customerKey()),
    /** The login that asked (its e-mail as it was then). */
    requestedBy: text('requested_by').notNull(),
    /** The member of the customer's company who asked, and their name as it was then (kept when they are removed). */
    memberId: integer('member_id').references(() => memberKey(), { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull().default(''),
    /** The language the customer asked in: the offer's e-mail is written in it. */
    locale: text('locale').$type<LocaleCode>().notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    state: text('state').$type<StoredQuoteState>().notNull().default('requested'),
    comment: text('comment').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The last day the prices hold (YYYY-MM-DD, the shop's time zone). */
    validUntil: text('valid_until'),
    expiresAt: instant('expires_at'),
    offeredAt: instant('offered_at'),
    /** The member of staff who sent it (their e-mail, or 'admin-key'). */
    offeredBy: text('offered_by'),
    /** The order placed at the quoted prices. */
    orderNumber: text('order_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quote_customer').on(t.customerId, t.createdAt),
    index('quote_state').on(t.state, t.createdAt),
    check('quote_state_known', sql`${t.state} in ('requested', 'offered', 'accepted', 'ordered', 'declined')`),
    // A request withdrawn before it was answered is declined without a date.
    check('quote_offered_dated', sql`${t.state} in ('requested', 'declined') or ${t.expiresAt} is not null`),
  ],
);

/**
 * A line of a quote: the product and quantity asked for, the customer's own net unit price when
 * they asked, and the quoted net unit price (or the discount it was reckoned from).
 */
export const quoteLines = pgTable(
  'quote_line',
  {
    id: serial('id').primaryKey(),
    quoteId: belongsTo('quote_id', () => quotes.id),
    position: integer('position').notNull(),
    productId: belongsTo('product_id', () => productKey()),
    quantity: integer('quantity').notNull(),
    listPrice: integer('list_price'),
    price: integer('price'),
    /** The discount in hundredths of a percent (1250: 12.5 %), when staff gave one instead of a price. */
    discountBasisPoints: integer('discount_basis_points'),
  },
  (t) => [
    index('quote_line_quote').on(t.quoteId, t.position),
    // Deleting a product deletes its quote lines: without it, a scan of every line per product.
    index('quote_line_product').on(t.productId),
    check('quote_line_quantity', sql`${t.quantity} between 1 and 9999`),
    check('quote_line_price', sql`${t.price} >= 0`),
  ],
);

/** The key a cart line names its quote line by. */
export const quoteLineKey = () => quoteLines.id;
