import type { LocaleCode } from '@shop/contracts';
import { shopperApi } from '@/lib/shopper';
import { paths } from '@/routes';
import { OrderListPicker } from './OrderListPicker';
import { pickerLabels } from './picker-labels';

/** A product page's "Add to an order list", for logged-in customers: one of their lists, or a new one. */
export async function AddToOrderList({ locale, sku }: { locale: LocaleCode; sku: string }) {
  const [api, labels] = await Promise.all([shopperApi(), pickerLabels(locale)]);
  const { data } = await api.getOrderLists();
  return (
    <OrderListPicker
      sku={sku}
      lists={data.map((list) => ({ id: list.id, name: list.name }))}
      listsHref={paths.orderLists()}
      labels={labels}
    />
  );
}
