import { describe, expect, it } from 'vitest';
import { couponState } from './coupon-state';

describe('a coupon’s state in the list', () => {
  const now = new Date('2026-12-04T12:00:00Z');
  const coupon = (active: boolean, validFrom: string | null, validTo: string | null) => ({
    active,
    validFrom,
    validTo,
  });

  it('is what checkout would do with it now', () => {
    expect(couponState(coupon(true, null, null), now)).toBe('active');
    expect(couponState(coupon(true, '2026-05-18T00:00:00Z', '2027-10-05T00:00:00Z'), now)).toBe('active');
    expect(couponState(coupon(true, '2026-05-18T00:00:00Z', '2026-10-05T00:00:00Z'), now)).toBe('expired');
    expect(couponState(coupon(true, '2026-12-24T00:00:00Z', null), now)).toBe('scheduled');
    expect(couponState(coupon(false, null, '2026-10-05T00:00:00Z'), now)).toBe('inactive');
  });
});
