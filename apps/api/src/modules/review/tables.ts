import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';
import { productKey } from '../catalog/tables';
import { customerKey } from '../customer/tables';

/** A customer's review of a product: one per customer and product, edited in place. */
export const reviews = pgTable(
  'review',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => customerKey()),
    productId: belongsTo('product_id', () => productKey()),
    /** Shown with the review ("Grete B."), kept as written so the customer's table stays theirs. */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_customer_product').on(t.customerId, t.productId),
    index('review_product').on(t.productId, t.createdAt.desc()),
    check('review_rating', sql`${t.rating} between 1 and 5`),
  ],
);
