/**
 * The cookie that names the shopper's cart, so server-rendered pages (the checkout and its
 * guards) find it as well as the browser; a customer's cart also comes with their account.
 */
export const CART_COOKIE = 'cart-id';
/** A guest cart untouched this long is deleted by the API, so the cookie need not outlive it. */
export const CART_COOKIE_SECONDS = 60 * 24 * 60 * 60;
