import type { FastifyRequest } from 'fastify';

/**
 * Whether a cookie goes over https only: always when the shop is published over https
 * (PUBLIC_URL), else when this request came by https (behind the storefront, its X-Forwarded-Proto).
 */
export const secureCookies = (request: FastifyRequest) =>
  request.server.servedOverHttps || request.protocol === 'https';

/** A shopper's private cookie (session, guest cart key, guest order): this shop's pages only, no scripts. */
export const shopperCookie = (request: FastifyRequest, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: secureCookies(request),
  maxAge,
});

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL is https: every cookie is Secure. */
    servedOverHttps: boolean;
  }
}
