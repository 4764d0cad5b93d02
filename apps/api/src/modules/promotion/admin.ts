import type { Coupon, CouponSave, CurrencyCode } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { notFound, staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { type AuditEntry, recordAudit, recordAudits } from '../audit';
import { coupons } from './tables';

type CouponRow = typeof coupons.$inferSelect;

const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  currency: row.currency as CurrencyCode | null,
  minimumOrder: row.minimumOrder,
  validFrom: row.validFrom?.toISOString() ?? null,
  validTo: row.validTo?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  timesUsed: row.timesUsed,
  active: row.active,
  version: row.version,
  createdDate: row.createdAt.toISOString(),
});

const codeTaken = (code: string) => staffRefusal('CONFLICT', 'couponCodeTaken', { code }, { code });

/**
 * The merchant's side of coupons: listing them with their use, creating and changing them. A
 * change names the version it was made against, so two people editing one coupon cannot undo
 * each other's work unseen; every write leaves an audit row with the coupon before and after.
 */
export function couponAdmin(db: Database) {
  async function create(tx: Transaction, code: string, input: CouponSave, actor: string) {
    const [existing] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
    if (existing) throw codeTaken(code);
    const [row] = await tx
      .insert(coupons)
      .values({ code, ...rules(input) })
      .returning();
    const after = toCoupon(row!);
    await recordAudit(tx, { actor, action: 'coupon.create', entity: 'coupon', entityId: code, before: null, after });
    return after;
  }

  async function change(tx: Transaction, code: string, input: CouponSave & { version: number }, actor: string) {
    const [current] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!current) throw notFound(`There is no coupon with the code ${code}: leave out version to create it`);
    if (current.version !== input.version)
      throw staffRefusal('CONFLICT', 'couponChanged', { code }, { version: current.version });
    // The limit counts orders placed already: it cannot be set below them (the table's check).
    if (input.usageLimit !== null && input.usageLimit < current.timesUsed)
      throw staffFieldRefusal('body.usageLimit', 'usageLimitBelowUse', { used: current.timesUsed });
    const [row] = await tx
      .update(coupons)
      .set({ ...rules(input), version: sql`${coupons.version} + 1` })
      .where(eq(coupons.id, current.id))
      .returning();
    const before = toCoupon(current);
    const after = toCoupon(row!);
    await recordAudits(tx, changesOf(before, after, actor));
    return after;
  }

  return {
    async list(): Promise<Coupon[]> {
      const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
      return rows.map(toCoupon);
    },

    /** Creates the coupon (no version given) or changes it (at the version given). */
    async save(code: string, input: CouponSave, actor: string): Promise<Coupon> {
      const { version } = input;
      try {
        return await db.transaction((tx) =>
          version === undefined ? create(tx, code, input, actor) : change(tx, code, { ...input, version }, actor),
        );
      } catch (error) {
        // Two creations of one code at once: the second is told as if it had come later.
        if (version === undefined && isUniqueViolation(error)) throw codeTaken(code);
        throw error;
      }
    },
  };
}
export type CouponAdmin = ReturnType<typeof couponAdmin>;

/**
 * A change's audit rows, one a change as the merchant sees it: switched on or off, and the rules
 * changed (a save that changed nothing is still recorded, as a change of the rules).
 */
function changesOf(before: Coupon, after: Coupon, actor: string): AuditEntry[] {
  const row = { actor, entity: 'coupon', entityId: after.code };
  const { active: _before, version: _v1, ...rulesBefore } = before;
  const { active: _after, version: _v2, ...rulesAfter } = after;
  const toggled = before.active !== after.active;
  const changed = JSON.stringify(rulesBefore) !== JSON.stringify(rulesAfter);
  return [
    ...(changed || !toggled ? [{ ...row, action: 'coupon.update' as const, before, after }] : []),
    ...(toggled
      ? [
          {
            ...row,
            action: after.active ? ('coupon.activate' as const) : ('coupon.deactivate' as const),
            before: { active: before.active },
            after: { active: after.active },
          },
        ]
      : []),
  ];
}

const rules = (input: CouponSave) => ({
  kind: input.kind,
  value: input.value,
  currency: input.currency,
  minimumOrder: input.minimumOrder,
  validFrom: input.validFrom === null ? null : new Date(input.validFrom),
  validTo: input.validTo === null ? null : new Date(input.validTo),
  usageLimit: input.usageLimit,
  perCustomerLimit: input.perCustomerLimit,
  active: input.active,
});
