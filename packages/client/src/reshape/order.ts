import type { AdminOrder, CartInfo, Order, OrderItem, OrderRequest } from '@shop/contracts';
import { reshapeTotals, type TotalNames } from './cart';
import type { Renamed } from './renamed';

type ShopperOrderItem = Renamed<OrderItem, { selectedAddtionalProducts: 'selectedAdditionalProducts' }>;

/** What was ordered, and its totals, as the storefront and the back office read them. */
export type ShopperCartInfo = Renamed<Omit<CartInfo, 'cartItems'>, TotalNames> & { cartItems: ShopperOrderItem[] };

export type ShopperOrder = Omit<Order, 'cartInfo'> & { cartInfo: ShopperCartInfo };

/** An order request, its cart as an order's reads. */
export type ShopperOrderRequest = Omit<OrderRequest, 'cartInfo'> & { cartInfo: ShopperCartInfo };

/** An order as staff see it, its order reshaped as the shopper's is. */
export type StaffOrder = Omit<AdminOrder, 'order'> & { order: ShopperOrder };

const reshapeOrderItem = ({ selectedAddtionalProducts, ...rest }: OrderItem): ShopperOrderItem => ({
  ...rest,
  selectedAdditionalProducts: selectedAddtionalProducts,
});

const reshapeCartInfo = ({ cartItems, ...rest }: CartInfo): ShopperCartInfo => ({
  ...reshapeTotals(rest),
  cartItems: cartItems.map(reshapeOrderItem),
});

export const reshapeOrder = ({ cartInfo, ...rest }: Order): ShopperOrder => ({
  ...rest,
  cartInfo: reshapeCartInfo(cartInfo),
});

export const reshapeOrderRequest = ({ cartInfo, ...rest }: OrderRequest): ShopperOrderRequest => ({
  ...rest,
  cartInfo: reshapeCartInfo(cartInfo),
});

export const reshapeStaffOrder = ({ order, ...rest }: AdminOrder): StaffOrder => ({
  ...rest,
  order: reshapeOrder(order),
});
