// What a coupon takes off a cart: the promotion module's answer, applied by the cart's totals.

/** A coupon's effect: a percentage (basis points) or a fixed net amount off the goods. */
export type Discount = { kind: 'percent'; value: number } | { kind: 'fixed'; value: number };
