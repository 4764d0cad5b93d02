import type { NewUser, PostalAddress } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';
import { productKey } from '../catalog/tables';
import { customerKey, memberKey } from '../customer/tables';
import { quoteLineKey } from '../quote/tables';

/**
 * A cart. A guest's cart is opened by the key of the browser that made it (the guest-cart-key
 * cookie, stored as its SHA-256), not by its id alone; a customer's cart carries their id instead,
 * and a customer has at most one cart of their own. A cart staff fill for a customer (an order
 * phoned in) names who took it, and only staff open it: the customer's own cart stays theirs.
 */
export const carts = pgTable(
  'cart',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id').references(() => customerKey(), { onDelete: 'cascade' }),
    /** A customer's own cart is their member's: each login of a company has its own. Null for guests' and staff's carts. */
    memberId: integer('member_id').references(() => memberKey(), { onDelete: 'cascade' }),
    /** A guest cart's: the SHA-256 (hex) of its browser's guest cart key. Without it, no one opens the cart. */
    guestKeyHash: text('guest_key_hash'),
    version: integer('version').notNull().default(1),
    /** The checkout's choices, copied into the order when it is placed. */
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    shippingMethod: text('shipping_method'),
    couponCode: text('coupon_code'),
    /** A guest's contact for the order. */
    newUser: jsonb('new_user').$type<NewUser>(),
    /** A staff cart's: the member of staff taking the order (their e-mail, or 'admin-key'). */
    takenBy: text('taken_by'),
    /**
     * A cart an order request holds, its lines and choices waiting for an administrator's approval:
     * the requesting member's (memberId stays null, so their own cart stays theirs). Only an
     * approval opens it, to place its order.
     */
    heldFor: integer('held_for').references(() => memberKey(), { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_member').on(t.memberId).where(sql`${t.takenBy} is null`),
    // One open staff cart per customer and member of staff: the back office picks it up again.
    uniqueIndex('cart_staff').on(t.customerId, t.takenBy).where(sql`${t.takenBy} is not null`),
    // Finds guest carts nobody came back to, for clean-up.
    index('cart_guest_updated').on(t.updatedAt).where(sql`${t.customerId} is null`),
  ],
);

/**
 * A line of a cart: a product with the optional additional products chosen with it. `lineKey`
 * (the SKU and the sorted additional SKUs) makes a repeat of the same choice one line.
 */
export const cartItems = pgTable(
  'cart_item',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: belongsTo('product_id', () => productKey()),
    lineKey: text('line_key').notNull(),
    quantity: integer('quantity').notNull(),
    additionalProductIds: jsonb('additional_product_ids').$type<number[]>().notNull().default([]),
    /** An accepted quote's line: the cart line costs the quoted price while the quote holds (lineKey names it too). */
    quoteLineId: integer('quote_line_id').references(quoteLineKey, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_item_line').on(t.cartId, t.lineKey),
    // Deleting a product (an admin, a catalogue import) deletes its cart lines: without it, a scan of every line per product.
    index('cart_item_product').on(t.productId),
    index('cart_item_quote_line').on(t.quoteLineId),
    check('cart_item_quantity', sql`${t.quantity} between 1 and 9999`),
  ],
);
