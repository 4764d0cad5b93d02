import type { Coupon } from '@shop/contracts';

/**
 * Whether checkout takes a coupon at `now`, as its list shows it: switched off, not valid yet,
 * past its end, or active. Checkout refuses all but the last (the API's promotion rules).
 */
export type CouponState = 'inactive' | 'scheduled' | 'expired' | 'active';

export function couponState(coupon: Pick<Coupon, 'active' | 'validFrom' | 'validTo'>, now: Date): CouponState {
  if (!coupon.active) return 'inactive';
  if (coupon.validFrom && new Date(coupon.validFrom) > now) return 'scheduled';
  if (coupon.validTo && new Date(coupon.validTo) < now) return 'expired';
  return 'active';
}

/** The badge of each state: an active coupon in the colour of a confirmed order, one not valid yet of a pending one. */
export const stateBadge: Record<CouponState, string> = {
  active: 'badge-confirmed',
  scheduled: 'badge-pending',
  expired: 'badge-cancelled',
  inactive: 'badge-cancelled',
};
