// Prices' plain rules, apart from their schemas: browser code reads them without loading zod.
import type { PriceInfo } from './catalog';

/** What a unit costs: the special price when there is one, else the regular (null without a price). */
export const unitPrice = (price: Pick<PriceInfo, 'regular' | 'special'>) => price.special ?? price.regular;

/** The unit price as this shopper is shown it (with or without tax, as displayRegular says). */
export const displayUnitPrice = (price: Pick<PriceInfo, 'displayRegular' | 'displaySpecial'>) =>
  price.displaySpecial ?? price.displayRegular;
