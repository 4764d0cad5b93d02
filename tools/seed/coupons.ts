import type { Database } from '@shop/api/db';
import { coupons } from '@shop/api/tables/promotion';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo coupons: one to use, one with a minimum order value, and one that has expired. */
function demoCoupons(now = new Date()): Array<typeof coupons.$inferInsert> {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  return [
    { code: 'WERKHAUS10', kind: 'percent', value: 1000, validFrom: days(-30), validTo: days(365) },
    {
      code: 'PROFI20',
      kind: 'fixed',
      value: 2000,
      currency: 'EUR',
      minimumOrder: 15_000,
      perCustomerLimit: 1,
      validTo: days(365),
    },
    { code: 'SOMMER2025', kind: 'percent', value: 1500, validFrom: days(-200), validTo: days(-60) },
  ];
}

/** Replaces the coupons (and their redemptions) with the demo coupons. */
export async function seedCoupons(db: Database, now = new Date()) {
  const rows = demoCoupons(now);
  await db.transaction(async (tx) => {
    await tx.delete(coupons);
    await tx.insert(coupons).values(rows);
  });
  return rows.length;
}
