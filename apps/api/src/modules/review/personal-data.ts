import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { reviews } from './tables';

/** A customer's reviews as the data export shows them. */
export async function reviewsOf(db: Database, customerId: number) {
  const rows = await db.select().from(reviews).where(eq(reviews.customerId, customerId)).orderBy(asc(reviews.id));
  return rows.map((row) => ({
    productId: row.productId,
    authorName: row.authorName,
    rating: row.rating,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A deleted account's reviews go: they carry the author's name. */
export async function deleteReviewsOf(tx: Transaction, customerId: number) {
  await tx.delete(reviews).where(eq(reviews.customerId, customerId));
}
