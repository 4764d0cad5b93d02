// The pricing module's face: what other modules may use of it (tools/structure.test.ts).
export type { PriceListQueries, PricingService } from './service';
export { priceListEntries, priceLists, prices, priceTiers, taxRates } from './tables';
export { displayTiers, showsGross, taxOn } from './tax';
