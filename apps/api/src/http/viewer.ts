import { siteConfig } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Who is asking, as far as prices and stock care: a guest or a logged-in customer, and the
 * country whose tax applies (the storefront's vsf-country cookie, else the shop's default).
 */
export interface Viewer {
  customerNumber?: string;
  loggedIn: boolean;
  country: string;
}

const countries = new Set(siteConfig.countries.map((c) => c.iso));

export function viewerOf(request: FastifyRequest): Viewer {
  const cookie = request.headers.cookie ?? '';
  const country = /(?:^|;\s*)vsf-country=([A-Z]{2})/.exec(cookie)?.[1];
  return {
    loggedIn: false,
    country: country && countries.has(country) ? country : siteConfig.defaultCountry,
  };
}
