import type { LocaleCode } from '@shop/contracts';
import { paths } from '@/routes';
import { OwnListsPicker } from './OwnListsPicker';
import { pickerLabels } from './picker-labels';

/**
 * A product page's "Add to an order list", for logged-in customers: one of their lists, or a new
 * one. The lists are the customer's, so they load in the browser: the page itself may be shared
 * by every customer (lib/shared-pages.ts).
 */
export async function AddToOrderList({ locale, sku }: { locale: LocaleCode; sku: string }) {
  return <OwnListsPicker sku={sku} listsHref={paths.orderLists()} labels={await pickerLabels(locale)} />;
}
