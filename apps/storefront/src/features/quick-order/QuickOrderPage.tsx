import type { LocaleCode } from '@shop/contracts';
import { priceDisplay } from '@/features/pricing/price-display';
import { getSettings } from '@/features/settings/settings';
import { shopperView } from '@/lib/shopper';
import { QuickOrder } from './QuickOrder';

/** The quick-order page: the grid, with how this customer sees prices. */
export async function QuickOrderPage({ locale }: { locale: LocaleCode }) {
  const [view, settings] = await Promise.all([shopperView(), getSettings()]);
  return (
    <QuickOrder
      display={priceDisplay(view, settings)}
      pricesVisible={view.pricesVisible}
      view={{ locale, currency: view.currency }}
    />
  );
}
