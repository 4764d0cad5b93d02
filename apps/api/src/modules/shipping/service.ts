import type { CurrencyCode, LocaleCode } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { shippingMethods, shippingRates } from './tables';

/** A method that ships to a destination, priced (net) for a goods value, with its tax class. */
export interface ShippingOption {
  code: string;
  name: string;
  price: number;
  freeFrom: number | null;
  taxClass: string;
  deliveryDays: { min: number; max: number };
}

export function shippingService(db: Database) {
  return {
    /**
     * The active methods that ship to a country in a currency, in the shop's order; free when the
     * net goods value reaches the method's threshold.
     */
    async optionsFor(query: {
      country: string;
      currency: CurrencyCode;
      locale: LocaleCode;
      goodsValue: number;
    }): Promise<ShippingOption[]> {
      const rows = await db
        .select({ method: shippingMethods, rate: shippingRates })
        .from(shippingRates)
        .innerJoin(shippingMethods, eq(shippingMethods.code, shippingRates.methodCode))
        .where(
          and(
            eq(shippingRates.country, query.country),
            eq(shippingRates.currency, query.currency),
            eq(shippingMethods.active, true),
          ),
        )
        .orderBy(asc(shippingMethods.position), asc(shippingMethods.code));
      return rows.map(({ method, rate }) => ({
        code: method.code,
        name: method.name[query.locale] ?? method.name.en ?? method.code,
        price: rate.freeFrom !== null && query.goodsValue >= rate.freeFrom ? 0 : rate.price,
        freeFrom: rate.freeFrom,
        taxClass: method.taxClass,
        deliveryDays: { min: method.minDays, max: method.maxDays },
      }));
    },
  };
}
export type ShippingService = ReturnType<typeof shippingService>;
