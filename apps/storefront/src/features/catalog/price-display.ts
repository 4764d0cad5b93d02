import type { Settings } from '@shop/contracts';
import type { PriceDisplay } from '@/features/pricing/PriceView';
import type { ShopperView } from '@/lib/shopper';

/** How prices are shown to this shopper, from the settings and their account. */
export const priceDisplay = (view: ShopperView, settings: Settings): PriceDisplay => ({
  localeIso: view.localeIso,
  displayStartingPrice: settings.displayStartingPrice,
  displayTaxMessageForPrice: settings.displayTaxMessageForPrice,
  excludeTax: view.user?.excludeTax ?? false,
});
