import type { BulkAddResult, Cart, CartItem, StaffCart } from '@shop/contracts';
import { reshapeCustomAttribute, type ShopperCustomAttribute } from './catalog';
import type { Renamed } from './renamed';

/** The totals a cart and a placed order's cartInfo share, by the storefront's names. */
export interface TotalNames {
  items_qty: 'itemsQty';
  coupon_amount: 'couponAmount';
  coupon_incl_tax: 'couponInclTax';
  discount_amount: 'discountAmount';
  subtotal_with_discount: 'subtotalWithDiscount';
  shipping_amount: 'shippingAmount';
  shipping_incl_tax: 'shippingInclTax';
  tax_amount: 'taxAmount';
  subtotal_incl_tax: 'subtotalInclTax';
}
/** Money is nullable in a cart (prices hidden from the shopper), never in a placed order. */
type WireTotals<Money> = { items_qty: number } & { [K in Exclude<keyof TotalNames, 'items_qty'>]: Money };

/** Renames the totals of a cart or a placed order's cartInfo; the rest passes as it came. */
export const reshapeTotals = <Rest extends object, Money extends number | null>({
  items_qty,
  coupon_amount,
  coupon_incl_tax,
  discount_amount,
  subtotal_with_discount,
  shipping_amount,
  shipping_incl_tax,
  tax_amount,
  subtotal_incl_tax,
  ...rest
}: Rest & WireTotals<Money>) => ({
  ...rest,
  itemsQty: items_qty,
  couponAmount: coupon_amount,
  couponInclTax: coupon_incl_tax,
  discountAmount: discount_amount,
  subtotalWithDiscount: subtotal_with_discount,
  shippingAmount: shipping_amount,
  shippingInclTax: shipping_incl_tax,
  taxAmount: tax_amount,
  subtotalInclTax: subtotal_incl_tax,
});

export type ShopperCartItem = Renamed<
  Omit<CartItem, 'custom_attributes'>,
  { selectedAddtionalProducts: 'selectedAdditionalProducts' }
> & { customAttributes: ShopperCustomAttribute[] };

export type ShopperCart = Renamed<Omit<Cart, 'cartItems'>, TotalNames> & { cartItems: ShopperCartItem[] };

export type ShopperBulkAddResult = Omit<BulkAddResult, 'cart'> & { cart: ShopperCart };

const reshapeCartItem = ({ selectedAddtionalProducts, custom_attributes, ...rest }: CartItem): ShopperCartItem => ({
  ...rest,
  selectedAdditionalProducts: selectedAddtionalProducts,
  customAttributes: custom_attributes.map(reshapeCustomAttribute),
});

export const reshapeCart = ({ cartItems, ...rest }: Cart): ShopperCart => ({
  ...reshapeTotals(rest),
  cartItems: cartItems.map(reshapeCartItem),
});

export const reshapeBulkAddResult = ({ cart, ...rest }: BulkAddResult): ShopperBulkAddResult => ({
  ...rest,
  cart: reshapeCart(cart),
});

export type ShopperStaffCart = Omit<StaffCart, 'cart'> & { cart: ShopperCart };

/** A cart staff fill for a customer: the customer's cart, by the same names. */
export const reshapeStaffCart = ({ cart, ...rest }: StaffCart): ShopperStaffCart => ({
  ...rest,
  cart: reshapeCart(cart),
});
