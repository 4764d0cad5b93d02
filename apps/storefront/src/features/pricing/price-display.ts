import type { Settings } from '@shop/contracts';
import type { CatalogView, ShopperView } from '@/lib/shopper';
import type { PriceDisplay } from './PriceView';

/** How prices are shown to this shopper, from the settings and their account. */
export const priceDisplay = (view: ShopperView, settings: Settings): PriceDisplay => ({
  localeIso: view.localeIso,
  displayStartingPrice: settings.displayStartingPrice,
  displayTaxMessageForPrice: settings.displayTaxMessageForPrice,
  excludeTax: view.excludeTax,
});

/**
 * Listings load prices after rendering when this shopper sees prices at all: as the setting
 * isPricesLazyLoadEnabled says, and always on a page customers share (their prices are their own).
 */
export const lazyPricesFor = (view: CatalogView, settings: Settings) =>
  view.pricesVisible && (settings.isPricesLazyLoadEnabled || view.sharedByCustomers);
