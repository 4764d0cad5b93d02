import type { priceListCustomers, priceListEntries, priceLists, prices, taxRates } from '@shop/api/tables/pricing';
import { createRandom, seedFor } from './random';

export type PriceRow = typeof prices.$inferInsert;

/** Demo exchange rates from the euro list price. */
const rates = { EUR: 1, GBP: 0.86, USD: 1.08 } as const;
const currencies = Object.keys(rates) as Array<keyof typeof rates>;

/** Shop prices end in .49/.99 (and 4.99, 149.99 above 100): minor units in, minor units out. */
function charm(cents: number): number {
  if (cents <= 0) return 0;
  const step = cents < 1000 ? 50 : cents < 10000 ? 100 : 500;
  return Math.max(49, Math.round(cents / step) * step - 1);
}

/** Price rows in every currency from a net euro amount; `discount` (e.g. 0.8) adds a special price. */
export function pricesFor(productId: number, euros: number, discount?: number): PriceRow[] {
  return currencies.map((currency) => {
    const regular = euros === 0 ? 0 : charm(Math.round(euros * rates[currency] * 100));
    const special = discount === undefined || regular === 0 ? null : charm(Math.round(regular * discount));
    return { productId, currency, regular, special: special !== null && special < regular ? special : null };
  });
}

/** Standard and reduced VAT in basis points for the shop's countries. */
export const taxRateRows: Array<typeof taxRates.$inferInsert> = Object.entries({
  DE: [1900, 700],
  AT: [2000, 1000],
  FR: [2000, 550],
  ES: [2100, 1000],
  IT: [2200, 1000],
  GB: [2000, 0],
  US: [0, 0],
  CH: [810, 260],
  NL: [2100, 900],
  BE: [2100, 600],
  LU: [1700, 300],
}).flatMap(([country, [standard, reduced]]) => [
  { taxClass: 'standard', country, rate: standard! },
  { taxClass: 'reduced', country, rate: reduced! },
]);

/** A product a customer's price list may name: its id and net euro list price in cents. */
export interface PricedProduct {
  id: number;
  eur: number;
}

const day = 86_400_000;

/** The demo customers' agreements: 10–20 % under list, a few with a better price from 10 pieces. */
export function buildPriceLists(candidates: PricedProduct[], today: Date) {
  const agreements = [
    {
      code: 'RV-HANDWERK',
      customerNumber: 'K-10001',
      name: 'Rahmenvertrag Handwerk',
      entries: 120,
      from: -90,
      to: 275,
    },
    {
      code: 'JV-INDUSTRIE',
      customerNumber: 'K-10002',
      name: 'Jahresvereinbarung Industrie',
      entries: 80,
      from: -30,
      to: undefined,
    },
  ];
  const lists: Array<typeof priceLists.$inferInsert> = [];
  const entries: Array<typeof priceListEntries.$inferInsert> = [];
  const holders: Array<typeof priceListCustomers.$inferInsert> = [];
  agreements.forEach((agreement, i) => {
    const id = i + 1;
    holders.push({ customerNumber: agreement.customerNumber, priceListId: id });
    lists.push({
      id,
      code: agreement.code,
      name: agreement.name,
      currency: 'EUR',
      validFrom: new Date(today.getTime() + agreement.from * day),
      validTo: agreement.to === undefined ? null : new Date(today.getTime() + agreement.to * day),
    });
    const random = createRandom(seedFor('price-list', id));
    const chosen = new Set<number>();
    const count = Math.min(agreement.entries, candidates.length);
    while (chosen.size < count) chosen.add(random.int(0, candidates.length - 1));
    for (const index of [...chosen].sort((a, b) => a - b)) {
      const product = candidates[index]!;
      const price = charm(Math.round(product.eur * (0.8 + random.next() * 0.1)));
      if (price >= product.eur) continue;
      entries.push({ priceListId: id, productId: product.id, price, minQty: 1 });
      const tier = charm(Math.round(price * 0.92));
      if (random.chance(0.1) && tier < price) {
        entries.push({ priceListId: id, productId: product.id, price: tier, minQty: 10 });
      }
    }
  });
  return { lists, entries, holders };
}
