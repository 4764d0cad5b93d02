import type { ShopperCart } from '@shop/client';
import { useEffect, useRef } from 'react';
import { type AnalyticsItem, track } from './data-layer';
import { cartLineItem, itemsValue, major } from './items';

/** The cart's lines as shown, with the value GA4 asks for: the lines' totals as the API gave them. */
export function cartItems(cart: ShopperCart) {
  const items = cart.cartItems.map((line) => cartLineItem(line));
  const totals = cart.cartItems.map((line) => line.displayRowTotal);
  const shown = totals.every((total): total is number => total !== null);
  const value = shown
    ? major(
        totals.reduce((sum, total) => sum + total, 0),
        cart.currency,
      )
    : undefined;
  return { currency: cart.currency, items, ...(value !== undefined && { value }) };
}

/**
 * What a change of the cart added and removed, line by line (a new line, a raised or lowered
 * quantity, a removed line), reported as add_to_cart and remove_from_cart.
 */
export function reportCartChange(before: ShopperCart | null, after: ShopperCart | null) {
  const old = new Map((before?.cartItems ?? []).map((line) => [line.id, line]));
  const now = new Map((after?.cartItems ?? []).map((line) => [line.id, line]));
  const added: AnalyticsItem[] = [];
  const removed: AnalyticsItem[] = [];
  for (const line of now.values()) {
    const difference = line.quantity - (old.get(line.id)?.quantity ?? 0);
    if (difference > 0) added.push(cartLineItem(line, difference));
    if (difference < 0) removed.push(cartLineItem(line, -difference));
  }
  for (const line of old.values()) if (!now.has(line.id)) removed.push(cartLineItem(line));
  const currency = (after ?? before)?.currency;
  if (!currency) return;
  for (const [event, items] of [
    ['add_to_cart', added],
    ['remove_from_cart', removed],
  ] as const) {
    const value = itemsValue(items);
    if (items.length > 0) track(event, { currency, items, ...(value !== undefined && { value }) });
  }
}

/** A view_cart each time the cart sidebar opens on a cart with lines, as it is then. */
export function useViewCart(shown: ShopperCart | null) {
  const reported = useRef(false);
  useEffect(() => {
    if (!shown) reported.current = false;
    else if (!reported.current && shown.cartItems.length > 0) {
      reported.current = true;
      track('view_cart', cartItems(shown));
    }
  }, [shown]);
}

/** Go to checkout: begin_checkout with the cart's lines and coupon. */
export const reportCheckoutBegun = (cart: ShopperCart) =>
  track('begin_checkout', { ...cartItems(cart), ...(cart.couponCode && { coupon: cart.couponCode }) });
