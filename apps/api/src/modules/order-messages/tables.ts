import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';
import { orderKey } from '../order/tables';
import { staffMembers } from '../staff/tables';

/**
 * A message between an order's customer and the shop's staff. Rows are only ever added: two sides
 * writing at once each add their own, so nothing either writes is lost; the thread reads them by
 * when they were written, then by id.
 */
export const orderMessages = pgTable(
  'order_message',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', orderKey),
    author: text('author', { enum: ['customer', 'staff'] }).notNull(),
    /** The member of staff who wrote it; null for the customer's, and for the admin key's. */
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** Their name as they signed it ('admin-key' for the machine key); null for the customer's. */
    staffName: text('staff_name'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_message_thread').on(t.orderId, t.createdAt, t.id),
    check('order_message_author', sql`${t.author} in ('customer', 'staff')`),
    check('order_message_signed', sql`(${t.author} = 'staff') = (${t.staffName} is not null)`),
    check('order_message_body', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
