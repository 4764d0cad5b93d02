import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';
import { productKey } from '../catalog/tables';
import { customerKey } from '../customer/tables';

/** A customer's named order list (requisition list): kept on the server, seen only by its owner. */
export const orderLists = pgTable(
  'order_list',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => customerKey()),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('order_list_customer_name').on(t.customerId, t.name)],
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
