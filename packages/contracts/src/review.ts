import { z } from 'zod';
import { localeCodeSchema } from './codes';
import { fieldProblems } from './field-problems';
import { rowIdNumberSchema, rowIdSchema } from './ids';
import { defineOperation } from './operation';

export const reviewSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    authorName: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    locale: localeCodeSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewInputSchema = z.object({
  productId: rowIdNumberSchema,
  rating: z.number({ error: 'Choose a rating' }).int().min(1, 'Choose a rating').max(5, 'Choose a rating'),
  title: z.string().trim().min(1, fieldProblems.required).max(120),
  body: z.string().trim().min(1, fieldProblems.required).max(4000),
  locale: localeCodeSchema.default('de'),
});

export const reviewOperations = {
  getProductReviews: defineOperation({
    id: 'getProductReviews',
    method: 'GET',
    path: '/products/:id/reviews',
    summary: "A product's reviews, newest first, with the average rating",
    tag: 'review',
    params: z.object({ id: rowIdSchema }),
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(10),
      offset: z.coerce.number().int().min(0).default(0),
    }),
    response: z.object({
      data: z.array(reviewSchema),
      count: z.number().int(),
      average: z.number().nullable(),
    }),
  }),
  getMyReviews: defineOperation({
    id: 'getMyReviews',
    method: 'GET',
    path: '/me/reviews',
    summary: "The customer's own reviews, with the products' names",
    tag: 'review',
    auth: 'customer',
    query: z.object({ locale: localeCodeSchema.default('de') }),
    response: z.object({
      data: z.array(reviewSchema.extend({ productName: z.string(), sku: z.string() })),
    }),
  }),
  writeReview: defineOperation({
    id: 'writeReview',
    method: 'PUT',
    path: '/me/reviews',
    summary: 'Writes the customer’s review of a product (one per product; writing again replaces it)',
    tag: 'review',
    auth: 'customer',
    body: reviewInputSchema,
    response: reviewSchema,
  }),
  deleteReview: defineOperation({
    id: 'deleteReview',
    method: 'DELETE',
    path: '/me/reviews/:id',
    summary: 'Deletes one of the customer’s own reviews',
    tag: 'review',
    auth: 'customer',
    params: z.object({ id: rowIdSchema }),
    response: z.object({ ok: z.literal(true) }),
  }),
};
