import { CART_COOKIE_SECONDS, GUEST_CART_COOKIE } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopperCookie } from '../../http/cookies';

/**
 * Sets the browser's guest cart key cookie (again). It lives as long as the `cart-id` cookie and an
 * untouched guest cart, counted from the browser's last createCart or getCart as a guest, so a cart
 * the browser still names does not outlive its key.
 */
export function keepGuestKey(request: FastifyRequest, reply: FastifyReply, key: string) {
  reply.setCookie(GUEST_CART_COOKIE, key, shopperCookie(request, CART_COOKIE_SECONDS));
}
