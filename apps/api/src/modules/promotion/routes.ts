import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { CouponAdmin } from './admin';

/** The merchant's coupon operations (admin token); shoppers reach coupons through their cart. */
export function promotionRoutes(app: FastifyInstance, { coupons }: { coupons: CouponAdmin }) {
  route(app, operations.listCoupons, async () => ({ data: await coupons.list() }));
  route(app, operations.saveCoupon, ({ params, body, request }) => coupons.save(params.code, body, actorOf(request)));
}
