// The shopper's cookies: their session, and those that choose how their prices are shown, read by
// the API and the storefront alike (zod-free: the storefront's proxy and browser code import them).

/** The customer's short-lived access token (the spec's name): a session is this cookie. */
export const ACCESS_COOKIE = 'user-token';

/** The long-lived token that renews the access token (the spec's name). */
export const REFRESH_COOKIE = 'user-refresh-token';

/** A year, as the spec keeps the currency and country cookies. */
export const PREFERENCE_COOKIE_SECONDS = 60 * 60 * 24 * 365;

/**
 * The cookie binding a browser's guest carts to it: a random secret, httpOnly, whose SHA-256 each
 * guest cart the browser makes stores (`cart.guest_key_hash`). A guest cart's id alone reads and
 * changes nothing; the browser needs its key too, as a customer's cart needs their session.
 */
export const GUEST_CART_COOKIE = 'guest-cart-key';

/**
 * The currency a shopper's pages show prices in: a guest's choice, the account's from login on
 * (the API sets it when a session starts, and with the account's when the customer switches), so
 * a page knows it without asking who the customer is.
 */
export const CURRENCY_COOKIE = 'vsf-currency';

/** The country whose tax rates apply to the shopper's prices. */
export const COUNTRY_COOKIE = 'vsf-country';
