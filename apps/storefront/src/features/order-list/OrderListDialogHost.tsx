import type { LocaleCode } from '@shop/contracts';
import { shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { OrderListDialog } from './OrderListDialog';
import { pickerLabels } from './picker-labels';

/** The product cards' order-list dialog, on pages of a logged-in customer. */
export async function OrderListDialogHost({ locale }: { locale: LocaleCode }) {
  const view = await shopperView();
  if (!view.loggedIn) return null;
  return <OrderListDialog labels={await pickerLabels(locale)} listsHref={paths.orderLists()} />;
}
