import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';
import { productKey } from '../catalog/tables';
import { customerKey, memberKey } from '../customer/tables';

/**
 * A customer's named order list (requisition list), kept on the server: one member's own, or the
 * company's (no member), which all the customer's members see. A name is unique among the
 * company's lists and among each member's own.
 */
export const orderLists = pgTable(
  'order_list',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => customerKey()),
    /** Whose own list it is; null: the company's (every list made before members existed). */
    memberId: integer('member_id').references(() => memberKey(), { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_list_company_name').on(t.customerId, t.name).where(sql`${t.memberId} is null`),
    uniqueIndex('order_list_member_name').on(t.memberId, t.name).where(sql`${t.memberId} is not null`),
    index('order_list_customer').on(t.customerId),
  ],
);

/** A product on an order list, once per list, with the quantity usually ordered. */
export const orderListItems = pgTable(
  'order_list_item',
  {
    id: serial('id').primaryKey(),
    listId: belongsTo('list_id', () => orderLists.id),
    productId: belongsTo('product_id', () => productKey()),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_list_item_product').on(t.listId, t.productId),
    // Deleting a product deletes its list lines: without it, a scan of every line per product.
    index('order_list_item_product_id').on(t.productId),
    check('order_list_item_quantity', sql`${t.quantity} between 1 and 9999`),
  ],
);
