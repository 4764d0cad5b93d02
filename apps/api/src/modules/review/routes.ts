import { type LocaleCode, operations } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import type { CustomerRow } from '../customer';
import type { ReviewService } from './service';

interface Dependencies {
  reviews: ReviewService;
  customerOf: (request: FastifyRequest) => CustomerRow;
  productNames: (ids: number[], locale: LocaleCode) => Promise<Map<number, { name: string; sku: string }>>;
}

export function reviewRoutes(app: FastifyInstance, { reviews, customerOf, productNames }: Dependencies) {
  route(app, operations.getProductReviews, ({ params, query }) =>
    reviews.forProduct(params.id, query.limit, query.offset),
  );

  route(app, operations.getMyReviews, async ({ query, request }) => {
    const mine = await reviews.mine(customerOf(request).id);
    const names = await productNames(
      mine.map((r) => r.productId),
      query.locale,
    );
    return {
      data: mine.map((r) => ({
        ...r,
        productName: names.get(r.productId)?.name ?? '',
        sku: names.get(r.productId)?.sku ?? '',
      })),
    };
  });

  route(app, operations.writeReview, async ({ body, request }) => reviews.write(customerOf(request), body));

  route(app, operations.deleteReview, async ({ params, request }) => {
    await reviews.remove(customerOf(request).id, params.id);
    return { ok: true as const };
  });
}
