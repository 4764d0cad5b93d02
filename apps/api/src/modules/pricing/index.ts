// The pricing module's face: what other modules may use of it (tools/structure.test.ts).
export type { PriceRecord, ProductPrices } from './bulk-prices';
export { priceStatements, productPrices } from './bulk-prices';
export { listedPrices, listPricesOfProducts, priced, sortingPriceOf, sortingPrices } from './list-prices';
export { priceListAdmin } from './price-list-admin';
export {
  assignPriceLists,
  movePriceList,
  priceListCodesOfCustomers,
  priceListIdsByCode,
  priceListOf,
} from './price-list-assignment';
export type { PriceListQueries, PricingService } from './service';
export { bulkPriceTables } from './tables';
export { displayTiers, showsGross, taxOn } from './tax';
export { taxClasses } from './tax-rates';
