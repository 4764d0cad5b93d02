import { displayUnitPrice, type PriceInfo } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { cx } from '@/ui/cx';
import { formatPrice } from './format';

export interface PriceDisplay {
  localeIso: string;
  displayStartingPrice: boolean;
  /** B2B shops show net prices 'plus tax and shipping'; otherwise prices include tax, 'plus shipping'. */
  displayTaxMessageForPrice: boolean;
  /** The account is excluded from taxation: net prices and no tax lines. */
  excludeTax: boolean;
}

interface PriceViewProps {
  price: PriceInfo;
  display: PriceDisplay;
  size?: 'md' | 'lg';
  /** Without the tax note, where one note serves several prices (the cart). */
  withNote?: boolean;
}

/** A price: the special price beside the struck regular one, 'from' for masters, and the tax note. */
export function PriceView({ price, display, size = 'md', withNote = true }: PriceViewProps) {
  const t = useTranslations('Price');
  const amount = (minor: number | null) =>
    formatPrice(minor, { locale: display.localeIso, currency: price.currency, free: t('free') });
  const shown = displayUnitPrice(price);
  const current = amount(shown);
  const text = price.startingPrice && display.displayStartingPrice ? t('from', { price: current }) : current;
  return (
    // data-live: hidden while offline, as a page kept from before may show an old price (features/pwa).
    <div data-live>
      <p className="flex flex-wrap items-baseline gap-x-2">
        {/* <data>: the amount shown, machine-readable (minor units, as displayed with or without tax). */}
        <data
          value={shown ?? undefined}
          className={cx('font-bold', size === 'lg' ? 'text-2xl' : 'text-lg', price.special !== null && 'text-danger')}
        >
          {price.special !== null && <span className="sr-only">{t('special')} </span>}
          {text}
        </data>
        {price.special !== null && (
          <del className="text-sm text-ink-muted">
            <span className="sr-only">{t('regular')} </span>
            {amount(price.displayRegular)}
          </del>
        )}
      </p>
      {withNote && (
        <p className="text-xs text-ink-muted">
          {display.excludeTax || !display.displayTaxMessageForPrice ? t('plusShipping') : t('plusTaxAndShipping')}
        </p>
      )}
    </div>
  );
}
