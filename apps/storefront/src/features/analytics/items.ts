import type { ShopperCartItem, ShopperOrder, ShopperProduct } from '@shop/client';
import { displayUnitPrice, type PriceInfo, type ProductCard } from '@shop/contracts';
import type { AnalyticsItem } from './data-layer';

const fractionDigits = new Map<string, number>();

/**
 * An amount the API gave in minor units, in the currency's major units as GA4 expects (12.34, not
 * 1234): a change of unit, not a computation of prices.
 */
export function major(minor: number, currency: string) {
  let digits = fractionDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigits.set(currency, digits);
  }
  return minor / 10 ** digits;
}

/** The unit price as shown (net or gross) and, on sale, how much below the regular price. */
function shownPrice(priceInfo: PriceInfo | null) {
  const price = priceInfo && displayUnitPrice(priceInfo);
  if (!priceInfo || price === null) return {};
  const regular = priceInfo.displayRegular;
  return {
    price: major(price, priceInfo.currency),
    ...(regular !== null && regular > price && { discount: major(regular - price, priceInfo.currency) }),
  };
}

/** A product as a listing or its page shows it. */
export const cardItem = (
  product: Pick<ProductCard, 'sku' | 'name' | 'priceInfo'>,
  extra: Omit<AnalyticsItem, 'item_id' | 'item_name' | 'quantity'> & { quantity?: number } = {},
): AnalyticsItem => ({
  item_id: product.sku,
  item_name: product.name,
  quantity: 1,
  ...shownPrice(product.priceInfo),
  ...extra,
});

/** A cart line, for `quantity` of its units (all of them unless said: an add or removal names its own). */
export const cartLineItem = (line: ShopperCartItem, quantity = line.quantity): AnalyticsItem => ({
  item_id: line.sku,
  item_name: line.name,
  quantity,
  ...shownPrice(line.priceInfo),
  ...(line.category && { item_category: line.category }),
});

/** The summed shown price of items, where every item has one (GA4's `value`). */
export function itemsValue(items: AnalyticsItem[]) {
  if (items.some((item) => item.price === undefined)) return undefined;
  // Rounded to the cent: the shown unit prices times the quantities, as the cart's lines show them.
  return Math.round(items.reduce((sum, item) => sum + item.price! * item.quantity, 0) * 100) / 100;
}

/** A placed order's line at the net unit price its order page shows. */
const orderLineItem = (order: ShopperOrder, line: ShopperOrder['cartInfo']['cartItems'][number]) => ({
  item_id: line.sku,
  item_name: line.name,
  quantity: line.quantity,
  price: major(line.price, order.cartInfo.currency),
  ...(line.category && { item_category: line.category }),
});

/**
 * A product page's view_item. Where each customer's price loads in the browser (a page customers
 * share), the server's price is not the one shown: the item goes without it.
 */
export function viewItem(product: ShopperProduct, currency: string, lazyPrices: boolean) {
  const category = product.breadcrumbs.at(-1)?.text;
  const item = cardItem(
    { ...product, priceInfo: lazyPrices ? null : product.priceInfo },
    category ? { item_category: category } : {},
  );
  return { currency, items: [item], ...(item.price !== undefined && { value: item.price }) };
}

/** An order's purchase: what it costs with tax and shipping, as its thank-you page shows. */
export function purchase(order: ShopperOrder) {
  const info = order.cartInfo;
  const money = (minor: number) => major(minor, info.currency);
  return {
    transaction_id: order.transactionnum,
    currency: info.currency,
    value: money(info.grandTotalIncTax),
    tax: money(info.taxAmount),
    shipping: money(info.shippingInclTax),
    ...(info.couponCode && { coupon: info.couponCode }),
    items: info.cartItems.map((line) => orderLineItem(order, line)),
  };
}
