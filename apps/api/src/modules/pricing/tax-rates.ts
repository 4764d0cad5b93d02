import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { versionedCache } from '../../lib/versioned-cache';
import { taxRates } from './tables';

type RateRow = typeof taxRates.$inferSelect;

/** Tax rates (basis points) per tax class and country. */
export function taxRateReads(db: Database) {
  const rates = versionedCache<RateRow[]>(100);

  return {
    /** Every rate of a country, kept per catalogue version when the caller read one. */
    ratesIn(country: string, version?: number): Promise<RateRow[]> {
      const read = () => db.select().from(taxRates).where(eq(taxRates.country, country));
      return version === undefined ? read() : rates.one(version, country, read);
    },

    /** The tax rate (basis points) of a tax class in a country; 0 when none is set. */
    async taxRate(taxClass: string, country: string) {
      const [row] = await db
        .select({ rate: taxRates.rate })
        .from(taxRates)
        .where(and(eq(taxRates.taxClass, taxClass), eq(taxRates.country, country)));
      return row?.rate ?? 0;
    },

    /** Whether a tax class has a rate in any country (what a shipping method may be taxed at). */
    async taxClassExists(taxClass: string) {
      const [row] = await db
        .select({ taxClass: taxRates.taxClass })
        .from(taxRates)
        .where(eq(taxRates.taxClass, taxClass))
        .limit(1);
      return row !== undefined;
    },
  };
}

/** Every tax class with a rate in some country: what a product may be taxed at (the catalogue import checks it). */
export async function taxClasses(db: Database): Promise<Set<string>> {
  const rows = await db.selectDistinct({ taxClass: taxRates.taxClass }).from(taxRates);
  return new Set(rows.map((row) => row.taxClass));
}
