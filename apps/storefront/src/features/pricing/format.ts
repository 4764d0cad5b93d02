import type { CurrencyCode } from '@shop/contracts';

export interface PriceFormat {
  /** BCP 47 tag of the shopper's locale, e.g. de-DE (never the machine's default). */
  locale: string;
  currency: CurrencyCode;
  /** The text for a price of 0, e.g. 'Free'; without it 0 is formatted as an amount. */
  free?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats minor units (cents) with two decimals in the shopper's locale and currency. The spec:
 * 0 shows 'Free' (when allowed), null or a non-number shows nothing.
 */
export function formatPrice(minor: number | null | undefined, format: PriceFormat): string {
  if (typeof minor !== 'number' || !Number.isFinite(minor)) return '';
  if (minor === 0 && format.free) return format.free;
  const key = `${format.locale}|${format.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency: format.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(minor / 100);
}

/** How prices are shown: net for B2B ('plus tax') and tax-exempt accounts, otherwise with tax. */
export interface TaxDisplay {
  displayTaxMessageForPrice: boolean;
  excludeTax: boolean;
}

export const showsGross = (display: TaxDisplay) => !display.displayTaxMessageForPrice && !display.excludeTax;
