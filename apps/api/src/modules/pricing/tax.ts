import type { PriceTier, Settings } from '@shop/contracts';
import type { Shopper } from '../../lib/shopper';

/** Tax on a net amount at a rate in basis points, rounded to whole cents. */
export const taxOn = (net: number, rateBasisPoints: number) => Math.round((net * rateBasisPoints) / 10_000);

/**
 * Whether this shopper is shown prices with tax: unless the shop shows net prices "plus tax" (B2B,
 * displayTaxMessageForPrice) or the account is excluded from taxation.
 */
export const showsGross = (
  settings: Pick<Settings, 'displayTaxMessageForPrice'>,
  shopper: Pick<Shopper, 'excludeTax'>,
) => !settings.displayTaxMessageForPrice && !shopper.excludeTax;

/**
 * A net unit price as the shopper is shown it: with its tax, rounded per unit, when prices are
 * shown gross. Totals of lines shown gross are built from these rounded units (cart/totals.ts).
 */
export const displayAmount = (net: number, rateBasisPoints: number, gross: boolean) =>
  gross ? net + taxOn(net, rateBasisPoints) : net;

/** Quantity prices with their display prices. */
export const displayTiers = (tiers: Array<Omit<PriceTier, 'displayPrice'>>, rateBasisPoints: number, gross: boolean) =>
  tiers.map((tier) => ({ ...tier, displayPrice: displayAmount(tier.price, rateBasisPoints, gross) }));
