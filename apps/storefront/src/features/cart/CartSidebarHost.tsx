import type { LocaleCode } from '@shop/contracts';
import { priceDisplay } from '@/features/pricing/price-display';
import { getAttributeSetting, getSettings } from '@/features/settings/settings';
import { loadContent } from '@/lib/content';
import { shopperView } from '@/lib/shopper';
import { CartSidebar } from './CartSidebar';

/** The cart sidebar with what the server knows: the shopper, their cart's id, price display, the cart header. */
export async function CartSidebarHost({ locale }: { locale: LocaleCode }) {
  const [view, settings, attributes, header] = await Promise.all([
    shopperView(),
    getSettings(),
    getAttributeSetting(locale),
    loadContent('block', 'cart-header', locale),
  ]);
  return (
    <CartSidebar
      context={{
        locale,
        currency: view.currency,
        loggedIn: view.loggedIn,
        activeCart: view.sharedByCustomers ? undefined : (view.user?.activeCart ?? null),
      }}
      display={priceDisplay(view, settings)}
      pricesVisible={view.pricesVisible}
      headerHtml={header?.content.trim() ? header.content : null}
      displayItemnum={settings.displayItemnum}
      attributes={attributes}
    />
  );
}
