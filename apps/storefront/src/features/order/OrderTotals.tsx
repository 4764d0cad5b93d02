import type { CurrencyCode } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { formatPrice } from '@/features/pricing/format';

export interface ShownTotals {
  currency: CurrencyCode;
  displayExcludingTaxes: boolean;
  subtotal: number;
  couponCode: string | null;
  couponAmount: number;
  shippingAmount: number;
  taxes: Array<{ rate: number; amount: number }>;
  grandTotalIncTax: number;
}

/**
 * Every line of an order's totals, as an invoice shows them: net subtotal, discount, shipping,
 * one tax line per rate (none for accounts excluded from taxation) and the grand total.
 */
export function OrderTotals({ totals, localeIso }: { totals: ShownTotals; localeIso: string }) {
  const t = useTranslations('Checkout');
  const money = (minor: number) => formatPrice(minor, { locale: localeIso, currency: totals.currency });
  const percent = new Intl.NumberFormat(localeIso, { style: 'percent', maximumFractionDigits: 2 });
  const row = (label: string, value: string, strong = false) => (
    <div
      key={label}
      className={strong ? 'flex justify-between border-t border-line pt-2 text-base font-bold' : 'flex justify-between'}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-1" data-testid="order-totals">
        {row(t('subtotal'), money(totals.subtotal))}
        {totals.couponAmount > 0 &&
          row(t('discount', { code: totals.couponCode ?? '' }), `−${money(totals.couponAmount)}`)}
        {row(t('shippingCost'), totals.shippingAmount === 0 ? t('free') : money(totals.shippingAmount))}
        {!totals.displayExcludingTaxes &&
          totals.taxes.map((tax) => row(t('taxLine', { rate: percent.format(tax.rate / 10_000) }), money(tax.amount)))}
        {row(t('grandTotal'), money(totals.grandTotalIncTax), true)}
      </dl>
      {totals.displayExcludingTaxes && <p className="text-ink-muted">{t('excludedFromTax')}</p>}
    </div>
  );
}
