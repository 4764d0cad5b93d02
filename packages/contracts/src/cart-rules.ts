// The cart's plain rules, apart from its schemas: browser code reads them without loading zod.

/**
 * The cookie that names a guest's cart: the storefront's server pages find it, and logging in
 * merges that cart into the customer's (the API reads it at login). The id alone opens nothing: a
 * guest cart is the browser's that holds its key, in the API's httpOnly guest-cart-key cookie.
 */
export const CART_COOKIE = 'cart-id';
/** A guest cart untouched this long is deleted by the API, so the cookie need not outlive it. */
export const CART_COOKIE_SECONDS = 60 * 24 * 60 * 60;
/**
 * How many items the shopper's cart holds, written by the browser's cart store beside the cart's
 * id: the pages' header and bottom bar show it without reading the cart, so a catalogue page is
 * the same for every shopper with as many items (a display only; the cart itself is the API's).
 */
export const CART_COUNT_COOKIE = 'cart-count';

/**
 * The most a cart line may hold, and the most lines a cart may have: a trade customer's order of
 * consumables runs to hundreds of lines.
 */
export const maxLineQuantity = 9999;
export const maxCartLines = 500;
/** The most rows one bulk add (quick order, CSV upload, reorder, order list) may carry. */
export const maxBulkRows = 500;

/** Why the cart refused a change: `details.reason` of PRODUCT_NOT_PURCHASABLE and CART_LIMIT errors. */
export const cartRefusals = [
  'unknown-product',
  'variant-required',
  'on-request',
  'no-price',
  'not-available',
  'not-additional',
  'line-quantity',
  'cart-lines',
  /** More than a quote's quantity on its line: the quoted price holds only up to it. */
  'quote-quantity',
] as const;
export type CartRefusal = (typeof cartRefusals)[number];
