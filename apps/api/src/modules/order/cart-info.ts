import { type Cart, type CartInfo, unitPrice } from '@shop/contracts';
import { refusal } from '../../lib/domain-errors';

/** The order's record of a cart: every price fixed as it was; refused when a price is missing. */
export function cartInfoOf(
  cart: Cart,
  choices: Pick<CartInfo, 'shippingAddress' | 'billingAddress' | 'orderReference' | 'comment' | 'shippingMethod'>,
): CartInfo {
  const totals = [
    cart.subtotal,
    cart.coupon_amount,
    cart.coupon_incl_tax,
    cart.discount_amount,
    cart.subtotal_with_discount,
    cart.shipping_amount,
    cart.shipping_incl_tax,
    cart.tax_amount,
    cart.subtotal_incl_tax,
    cart.grandTotalIncTax,
  ];
  if (totals.some((value) => value === null) || cart.taxes === null)
    throw refusal('BAD_REQUEST', 'The cart has items without a price');
  return {
    currency: cart.currency,
    cartItems: cart.cartItems.map((item) => {
      const price = item.priceInfo && unitPrice(item.priceInfo);
      if (price === null || price === undefined || item.rowTotal === null)
        throw refusal('BAD_REQUEST', `${item.sku} has no price`);
      return {
        productId: item.productId,
        sku: item.sku,
        itemnum: item.itemnum,
        name: item.name,
        category: item.category,
        quantity: item.quantity,
        price,
        taxRate: item.priceInfo!.taxRate,
        selectedAddtionalProducts: Object.fromEntries(
          Object.entries(item.selectedAddtionalProducts).map(([sku, { displayPrice: _, ...extra }]) => {
            if (extra.price === null) throw refusal('BAD_REQUEST', `${sku} has no price`);
            return [sku, { ...extra, price: extra.price }];
          }),
        ),
        rowTotal: item.rowTotal,
      };
    }),
    items_qty: cart.items_qty,
    displayExcludingTaxes: cart.displayExcludingTaxes,
    subtotal: cart.subtotal!,
    couponCode: cart.coupon_amount ? cart.couponCode : null,
    coupon_amount: cart.coupon_amount!,
    coupon_incl_tax: cart.coupon_incl_tax!,
    discount_amount: cart.discount_amount!,
    subtotal_with_discount: cart.subtotal_with_discount!,
    shipping_amount: cart.shipping_amount!,
    shipping_incl_tax: cart.shipping_incl_tax!,
    taxes: cart.taxes,
    tax_amount: cart.tax_amount!,
    subtotal_incl_tax: cart.subtotal_incl_tax!,
    grandTotalIncTax: cart.grandTotalIncTax!,
    ...choices,
  };
}
