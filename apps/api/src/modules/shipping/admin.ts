import type {
  CurrencyCode,
  ShippingMethodAdmin,
  ShippingMethodSave,
  ShippingRate,
  ShippingRatesSave,
} from '@shop/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { notFound, staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { recordAudit, recordAudits } from '../audit';
import { rateChanges, settingsChanges } from './audit-rows';
import { shippingMethods, shippingRates } from './tables';

type MethodRow = typeof shippingMethods.$inferSelect;
type RateRow = typeof shippingRates.$inferSelect;

interface Dependencies {
  /** Whether a tax class has rates (the pricing module's). */
  taxClassExists: (taxClass: string) => Promise<boolean>;
}

const toRate = (row: RateRow): ShippingRate => ({
  country: row.country,
  currency: row.currency as CurrencyCode,
  price: row.price,
  freeFrom: row.freeFrom,
});

const toMethod = (row: MethodRow, rates: RateRow[]): ShippingMethodAdmin => ({
  code: row.code,
  name: row.name as Record<string, string>,
  taxClass: row.taxClass,
  minDays: row.minDays,
  maxDays: row.maxDays,
  position: row.position,
  active: row.active,
  version: row.version,
  rates: rates.map(toRate),
});

const codeTaken = (code: string) => staffRefusal('CONFLICT', 'shippingCodeTaken', { code }, { code });

const changedMeanwhile = (code: string, current: number) =>
  staffRefusal('CONFLICT', 'shippingChanged', { code }, { version: current });

const ratesOf = (executor: Database | Transaction, codes: string[]) =>
  executor
    .select()
    .from(shippingRates)
    .where(inArray(shippingRates.methodCode, codes))
    .orderBy(asc(shippingRates.country), asc(shippingRates.currency));

/**
 * The merchant's side of shipping: methods and their rates per country and currency. A change
 * names the version it was made against (one version for a method and its rates); every change
 * leaves an audit row of its own (shipping/audit-rows.ts). Carts read them on their
 * next read, so a change shows at once.
 */
export function shippingAdmin(db: Database, { taxClassExists }: Dependencies) {
  /** The method, locked for the change, at the version the caller read. */
  async function lockAt(tx: Transaction, code: string, version: number) {
    const [current] = await tx.select().from(shippingMethods).where(eq(shippingMethods.code, code)).for('update');
    if (!current) throw notFound(`There is no shipping method with the code ${code}`);
    if (current.version !== version) throw changedMeanwhile(code, current.version);
    return current;
  }

  async function create(tx: Transaction, code: string, input: ShippingMethodSave, actor: string) {
    const [existing] = await tx
      .select({ code: shippingMethods.code })
      .from(shippingMethods)
      .where(eq(shippingMethods.code, code));
    if (existing) throw codeTaken(code);
    const [row] = await tx
      .insert(shippingMethods)
      .values({ code, ...settings(input) })
      .returning();
    const after = toMethod(row!, []);
    const { rates: _, ...settingsAfter } = after;
    await recordAudit(tx, {
      actor,
      action: 'shipping.create',
      entity: 'shipping_method',
      entityId: code,
      after: settingsAfter,
    });
    return after;
  }

  async function change(tx: Transaction, code: string, input: ShippingMethodSave & { version: number }, actor: string) {
    const current = await lockAt(tx, code, input.version);
    const rates = await ratesOf(tx, [code]);
    const [row] = await tx
      .update(shippingMethods)
      .set({ ...settings(input), version: sql`${shippingMethods.version} + 1` })
      .where(eq(shippingMethods.code, code))
      .returning();
    const after = toMethod(row!, rates);
    await recordAudits(tx, settingsChanges(toMethod(current, []), after, actor));
    return after;
  }

  return {
    /** Every method, active or not, in the shop's order, with its rates. */
    async list(): Promise<ShippingMethodAdmin[]> {
      const methods = await db
        .select()
        .from(shippingMethods)
        .orderBy(asc(shippingMethods.position), asc(shippingMethods.code));
      const rates = methods.length
        ? await ratesOf(
            db,
            methods.map((m) => m.code),
          )
        : [];
      return methods.map((method) =>
        toMethod(
          method,
          rates.filter((rate) => rate.methodCode === method.code),
        ),
      );
    },

    /** Creates a method (no version given; no rates yet) or changes its settings (at the version given). */
    async saveMethod(code: string, input: ShippingMethodSave, actor: string): Promise<ShippingMethodAdmin> {
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      if (!(await taxClassExists(input.taxClass)))
        throw staffFieldRefusal('body.taxClass', 'unknownTaxClass', { taxClass: input.taxClass });
      const { version } = input;
      try {
        return await db.transaction((tx) =>
          version === undefined ? create(tx, code, input, actor) : change(tx, code, { ...input, version }, actor),
        );
      } catch (error) {
        if (version === undefined && isUniqueViolation(error)) throw codeTaken(code);
        throw error;
      }
    },

    /**
     * Replaces a method's rates, all in one transaction, at the version given: an audit row for each
     * rate added, changed or removed. Rates as they were change nothing, not even the version.
     */
    async saveRates(code: string, input: ShippingRatesSave, actor: string): Promise<ShippingMethodAdmin> {
      return db.transaction(async (tx) => {
        const current = await lockAt(tx, code, input.version);
        const before = await ratesOf(tx, [code]);
        const changes = rateChanges(current, before.map(toRate), input.rates, actor);
        if (changes.length === 0) return toMethod(current, before);
        await tx.delete(shippingRates).where(eq(shippingRates.methodCode, code));
        if (input.rates.length > 0)
          await tx.insert(shippingRates).values(input.rates.map((rate) => ({ methodCode: code, ...rate })));
        const [row] = await tx
          .update(shippingMethods)
          .set({ version: sql`${shippingMethods.version} + 1` })
          .where(eq(shippingMethods.code, code))
          .returning();
        await recordAudits(tx, changes);
        return toMethod(row!, await ratesOf(tx, [code]));
      });
    },
  };
}
export type ShippingAdmin = ReturnType<typeof shippingAdmin>;

const settings = (input: ShippingMethodSave) => ({
  name: input.name,
  taxClass: input.taxClass,
  minDays: input.minDays,
  maxDays: input.maxDays,
  position: input.position,
  active: input.active,
});
