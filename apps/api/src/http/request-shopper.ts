import {
  ACCESS_COOKIE,
  COUNTRY_COOKIE,
  type CurrencyCode,
  GUEST_CART_COOKIE,
  type LocaleCode,
  siteConfig,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Shopper, ShopperView } from '../lib/shopper';

const countries = new Set(siteConfig.countries.map((c) => c.iso));

/** The customer an access token names while their session holds (the customer module's recognition). */
type Recognise = (
  accessToken: string | undefined,
) => Promise<(Pick<Required<Shopper>, 'customerNumber' | 'excludeTax' | 'memberId'> & { id: number }) | undefined>;

/**
 * The shopper of each request, from its session, country and guest cart key cookies (decorated on
 * the app as `shopper`): asked once per request, however many parts of it want to know.
 */
export function shopperOfRequests(recognise: Recognise) {
  const asked = new WeakMap<FastifyRequest, Promise<Shopper>>();
  return (request: FastifyRequest): Promise<Shopper> => {
    let shopper = asked.get(request);
    if (!shopper) {
      shopper = shopperOf(request, recognise);
      asked.set(request, shopper);
    }
    return shopper;
  };
}

async function shopperOf(request: FastifyRequest, recognise: Recognise): Promise<Shopper> {
  const country = request.cookies[COUNTRY_COOKIE];
  const customer = await recognise(request.cookies[ACCESS_COOKIE]);
  return {
    loggedIn: Boolean(customer),
    customerId: customer?.id,
    customerNumber: customer?.customerNumber,
    memberId: customer?.memberId,
    excludeTax: customer?.excludeTax,
    country: country && countries.has(country) ? country : siteConfig.defaultCountry,
    guestKey: request.cookies[GUEST_CART_COOKIE] || undefined,
  };
}

/** The shopper of a request in the locale and currency its query names. */
export const shopperView = async (
  app: FastifyInstance,
  request: FastifyRequest,
  query: { locale: LocaleCode; currency: CurrencyCode },
): Promise<ShopperView> => ({ locale: query.locale, currency: query.currency, shopper: await app.shopper(request) });

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is asking, for prices and stock. */
    shopper(request: FastifyRequest): Promise<Shopper>;
  }
}
