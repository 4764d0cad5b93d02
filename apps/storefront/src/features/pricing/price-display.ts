import type { Settings } from '@shop/contracts';
import type { CatalogView, ShopperView } from '@/lib/shopper';
import type { PriceDisplay } from './PriceView';

/** How prices are shown to this shopper, from the settings and their account. */
export const priceDisplay = (view: ShopperView, settings: Settings): PriceDisplay => ({
  localeIso: view.localeIso,
  displayStartingPrice: settings.displayStartingPrice,
  displayTaxMessageForPrice: settings.displayTaxMessageForPrice,
  excludeTax: view.user?.excludeTax ?? false,
});

/** Listings load prices after rendering (isPricesLazyLoadEnabled) when this shopper sees prices at all. */
export const lazyPricesFor = (view: CatalogView, settings: Settings) =>
  settings.isPricesLazyLoadEnabled && view.pricesVisible;
