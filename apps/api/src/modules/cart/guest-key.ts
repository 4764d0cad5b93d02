import { CART_COOKIE_SECONDS } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopperCookie } from '../../http/cookies';

/**
 * The cookie binding a browser's guest carts to it: a random secret, httpOnly, whose SHA-256 each
 * guest cart the browser makes stores (`cart.guest_key_hash`). A guest cart's id alone reads and
 * changes nothing; the browser needs its key too, as a customer's cart needs their session.
 */
export const GUEST_CART_COOKIE = 'guest-cart-key';

/**
 * Sets the browser's guest cart key cookie (again). It lives as long as the `cart-id` cookie and an
 * untouched guest cart, counted from the browser's last createCart or getCart as a guest, so a cart
 * the browser still names does not outlive its key.
 */
export function keepGuestKey(request: FastifyRequest, reply: FastifyReply, key: string) {
  reply.setCookie(GUEST_CART_COOKIE, key, shopperCookie(request, CART_COOKIE_SECONDS));
}
