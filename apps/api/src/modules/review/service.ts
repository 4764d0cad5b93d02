import type { LocaleCode, Review } from '@shop/contracts';
import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { invalid, notFound } from '../../lib/domain-errors';
import { reviews } from './tables';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = ({ customerId: _, createdAt, ...row }: ReviewRow): Review => ({
  ...row,
  locale: row.locale as LocaleCode,
  createdAt: createdAt.toISOString(),
});

interface Author {
  id: number;
  firstName: string;
  lastName: string;
}

export function reviewService(db: Database, products: { exists(id: number): Promise<boolean> }) {
  return {
    async forProduct(productId: number, limit: number, offset: number) {
      const [rows, [stats]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(eq(reviews.productId, productId))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count(), average: avg(reviews.rating) })
          .from(reviews)
          .where(eq(reviews.productId, productId)),
      ]);
      const average =
        stats?.average === null || stats?.average === undefined ? null : Math.round(Number(stats.average) * 10) / 10;
      return { data: rows.map(toReview), count: stats?.n ?? 0, average };
    },

    async mine(customerId: number) {
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.customerId, customerId))
        .orderBy(desc(reviews.createdAt));
      return rows.map(toReview);
    },

    /** One review per customer and product: writing again replaces the text and rating. */
    async write(
      author: Author,
      input: { productId: number; rating: number; title: string; body: string; locale: LocaleCode },
    ) {
      if (!(await products.exists(input.productId)))
        throw invalid('productId: this product does not exist', [
          { path: 'body.productId', message: 'this product does not exist' },
        ]);
      const authorName = `${author.firstName} ${author.lastName.slice(0, 1)}.`;
      const [row] = await db
        .insert(reviews)
        .values({ ...input, customerId: author.id, authorName })
        .onConflictDoUpdate({
          target: [reviews.customerId, reviews.productId],
          set: { rating: input.rating, title: input.title, body: input.body, locale: input.locale, authorName },
        })
        .returning();
      return toReview(row!);
    },

    async remove(customerId: number, id: number) {
      const deleted = await db
        .delete(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.customerId, customerId)))
        .returning({ id: reviews.id });
      // Another customer's review is answered like a missing one.
      if (deleted.length === 0) throw notFound(`Review ${id} does not exist`);
    },
  };
}
export type ReviewService = ReturnType<typeof reviewService>;
