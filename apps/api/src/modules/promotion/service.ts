import type { CouponRefusal, CurrencyCode } from '@shop/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { Discount } from './discount';
import { couponRedemptions, coupons } from './tables';

type CouponRow = typeof coupons.$inferSelect;

/** Who would use a coupon: per-customer limits count a customer's orders, a guest's by e-mail. */
export interface Redeemer {
  customerId?: number;
  email?: string;
}

const messages: Record<CouponRefusal, string> = {
  unknown: 'This coupon code does not exist',
  expired: 'This coupon has expired',
  'not-yet-valid': 'This coupon is not valid yet',
  exhausted: 'This coupon has been used up',
  minimum: 'The order value is below the minimum for this coupon',
  currency: 'This coupon is not valid in this currency',
};

export const couponInvalid = (reason: CouponRefusal, extra: Record<string, unknown> = {}) =>
  refusal('COUPON_INVALID', messages[reason], { reason, ...extra });

/** Coupon codes are compared without regard to case or surrounding spaces. */
const normalizeCode = (code: string) => code.trim().toUpperCase();

export function promotionService(db: Database) {
  async function usesBy(executor: Database | Transaction, coupon: CouponRow, redeemer: Redeemer) {
    const who = redeemer.customerId
      ? eq(couponRedemptions.customerId, redeemer.customerId)
      : redeemer.email
        ? sql`lower(${couponRedemptions.email}) = lower(${redeemer.email})`
        : undefined;
    if (!who) return 0;
    const [row] = await executor
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), who));
    return row?.n ?? 0;
  }

  /** Why a coupon does not apply to goods worth `goodsValue` (net) now, or null when it does. */
  async function problem(
    executor: Database | Transaction,
    coupon: CouponRow,
    query: { currency: CurrencyCode; goodsValue: number; redeemer: Redeemer; now?: Date },
  ): Promise<{ reason: CouponRefusal; minimum?: number } | null> {
    const now = query.now ?? new Date();
    // A coupon the merchant deactivated is over for shoppers, as an expired one is.
    if (!coupon.active) return { reason: 'expired' };
    if (coupon.validFrom && coupon.validFrom > now) return { reason: 'not-yet-valid' };
    if (coupon.validTo && coupon.validTo < now) return { reason: 'expired' };
    if (coupon.currency && coupon.currency !== query.currency) return { reason: 'currency' };
    if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return { reason: 'exhausted' };
    if (coupon.perCustomerLimit !== null && (await usesBy(executor, coupon, query.redeemer)) >= coupon.perCustomerLimit)
      return { reason: 'exhausted' };
    if (coupon.minimumOrder !== null && query.goodsValue < coupon.minimumOrder)
      return { reason: 'minimum', minimum: coupon.minimumOrder };
    return null;
  }

  const discountOf = (coupon: CouponRow): Discount => ({ kind: coupon.kind, value: coupon.value });

  async function find(executor: Database | Transaction, code: string, { lock = false } = {}) {
    const query = executor
      .select()
      .from(coupons)
      .where(eq(coupons.code, normalizeCode(code)));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }

  return {
    /** The coupon of a code if it exists: its normalised code. Unknown codes are refused. */
    async known(code: string) {
      const row = await find(db, code);
      if (!row) throw couponInvalid('unknown');
      return row.code;
    },

    /**
     * What a cart's coupon does: its discount when it applies, else why not. An unknown code (the
     * shop owner deleted it) simply no longer applies.
     */
    async evaluate(
      code: string,
      query: { currency: CurrencyCode; goodsValue: number; redeemer: Redeemer },
    ): Promise<{ discount: Discount | null; problem: CouponRefusal | null; minimum?: number }> {
      const row = await find(db, code);
      if (!row) return { discount: null, problem: 'unknown' };
      const found = await problem(db, row, query);
      return found
        ? { discount: null, problem: found.reason, minimum: found.minimum }
        : { discount: discountOf(row), problem: null };
    },

    /**
     * What an order's coupon takes off when the order changes: it was redeemed when placed, so its
     * validity and usage limits are not asked again; its minimum order is. Null when the coupon
     * was deleted since (the caller keeps the amount the order had).
     */
    async redeemed(code: string): Promise<{ discount: Discount; minimum: number | null } | null> {
      const row = await find(db, code);
      return row ? { discount: discountOf(row), minimum: row.minimumOrder } : null;
    },

    /**
     * Counts one use of a coupon for an order, inside the order's transaction: the coupon's row is
     * locked first, so concurrent orders are counted one after the other and the limits hold.
     * Refuses (COUPON_INVALID) when the coupon no longer applies; answers the discount it gives.
     */
    async redeem(
      tx: Transaction,
      code: string,
      order: { id: number; currency: CurrencyCode; goodsValue: number; redeemer: Redeemer },
    ): Promise<Discount> {
      const row = await find(tx, code, { lock: true });
      if (!row) throw couponInvalid('unknown');
      const found = await problem(tx, row, order);
      if (found) throw couponInvalid(found.reason, found.minimum === undefined ? {} : { minimum: found.minimum });
      await tx
        .update(coupons)
        .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
        .where(eq(coupons.id, row.id));
      await tx.insert(couponRedemptions).values({
        couponId: row.id,
        orderId: order.id,
        customerId: order.redeemer.customerId ?? null,
        email: order.redeemer.email ?? '',
      });
      return discountOf(row);
    },

    /** Gives back the use an order counted (the order was cancelled unpaid). */
    async release(tx: Transaction, orderId: number) {
      const [redemption] = await tx
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderId))
        .returning({ couponId: couponRedemptions.couponId });
      if (redemption)
        await tx
          .update(coupons)
          .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
          .where(eq(coupons.id, redemption.couponId));
    },
  };
}
export type PromotionService = ReturnType<typeof promotionService>;
