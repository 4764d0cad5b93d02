import {
  ACCESS_COOKIE,
  CART_COOKIE,
  CART_COUNT_COOKIE,
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  REFRESH_COOKIE,
} from '@shop/contracts';
import type { NextRequest } from 'next/server';
import { matchRoute, splitLocale } from '@/routes';
import { cacheLife, ttlCache } from './cache';
import { logProblem } from './log';

/**
 * Pages shoppers share, rendered once a second and answered from memory (micro-caching).
 *
 * - A guest with no session sees a catalogue page exactly as every such guest with the same
 *   language, currency, country and cart count does. A guest with a cart shares only the pages
 *   that do not read the cart (the chrome shows its count from a cookie, features/cart/server.ts);
 *   the checkout is theirs.
 * - A logged-in customer's catalogue page (home, categories, products, search, content) is shared
 *   by every customer whose prices are shown the same way (net or gross): it is rendered without
 *   their session, and what is theirs (prices and availability, their cart) loads in the browser
 *   from the API with their own cookies (features/catalog/LazyPrices.tsx). So a page carries no
 *   customer's price, and a B2B customer with a price list of their own costs one render per page
 *   and second for all customers, plus their price call, instead of a render per page view.
 *
 * Nothing personal can reach the cache: the page is rendered by a request of the proxy's own that
 * carries only the shared cookies its key is made of, never the shopper's other cookies or
 * headers. Each answer gets a nonce of its own (the stored one is replaced), so the
 * Content-Security-Policy stays per response. Only documents are kept: client-side navigations
 * and prefetches (RSC requests) depend on the router state the browser sends.
 */

/** Cookies that make a page the shopper's own: their requests are rendered for them. */
const personalCookies = [ACCESS_COOKIE, REFRESH_COOKIE];
/** Cookies a shared page depends on: each combination is a page of its own. */
const sharedCookies = [
  'vsf-locale',
  CURRENCY_COOKIE,
  COUNTRY_COOKIE,
  'category-view',
  'myitems-view',
  CART_COUNT_COOKIE,
];
/** What a stored page keeps of its answer's headers (security headers are the proxy's, per response). */
const keptHeaders = ['content-type', 'cache-control', 'vary', 'link', 'content-language', 'location'];

/** Marks the proxy's own render request, which must not be answered from the cache it fills. */
export const RENDER_HEADER = 'x-shared-page-render';
/**
 * Asks for a customer's shared page: the render request's proof that the proxy sent it (the
 * process's secret, server.mjs) and how prices are shown ('net' or 'gross').
 */
export const CUSTOMER_PAGE_HEADER = 'x-customer-page-render';

/** What a customer's shared page knows of them: only what every customer it is shared by has alike. */
export interface SharedCustomer {
  /** The account is excluded from taxation: prices net, with the note that says so. */
  excludeTax: boolean;
}

/** Who the session cookie belongs to, as the API says; undefined when it is not (or no longer) valid. */
export type RecogniseCustomer = (cookie: string) => Promise<SharedCustomer | undefined>;

export interface SharedPageRequest {
  /** The cache key: path, query, the shared cookies, and for a customer how their prices are shown. */
  key: string;
  path: string;
  /** The shared cookies, as the render request's Cookie header. */
  cookie: string;
  /** A logged-in customer's page, rendered without their session. */
  customer?: SharedCustomer;
}

interface StoredPage {
  status: number;
  headers: Array<[string, string]>;
  /**
   * The page's bytes between the places its nonce stood (its scripts, its Link header's
   * preloads): each answer is put together with a nonce of its own, as bytes, since a string
   * body would be converted and checked again for every answer.
   */
  parts: Buffer[];
  /** The nonce the page was rendered with. */
  nonce: string;
}

/** A shared page as one request gets it. */
export interface SharedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
  /** Kept from an earlier render, rendered and kept, or rendered and passed on (not shared). */
  cache: 'hit' | 'miss' | 'pass';
}

/**
 * The shared page a request asks for, or undefined when it must be rendered for this shopper: a
 * session the API does not know, a page that is theirs (account, checkout), a client navigation.
 */
export async function sharedPageRequest(
  request: NextRequest,
  recognise: RecogniseCustomer,
): Promise<SharedPageRequest | undefined> {
  const { headers, cookies, nextUrl } = request;
  if (
    request.method !== 'GET' ||
    process.env.NODE_ENV === 'development' ||
    headers.has(RENDER_HEADER) ||
    !isDocumentRequest(headers)
  )
    return undefined;
  const loggedIn = personalCookies.some((name) => cookies.has(name));
  if ((loggedIn || cookies.has(CART_COOKIE)) && !readsNoCart(nextUrl.pathname)) return undefined;
  // Without the access token the proxy renews the session first (proxy.ts); without the secret
  // (a host other than server.mjs) a render could not say it is a customer's.
  if (loggedIn && (!cookies.has(ACCESS_COOKIE) || !process.env.SHARED_PAGE_SECRET)) return undefined;
  const customer = loggedIn ? await recognise(headers.get('cookie') ?? '') : undefined;
  if (loggedIn && !customer) return undefined;
  const cookie = sharedCookies
    .flatMap((name) => {
      const value = cookies.get(name)?.value;
      return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
    })
    .join('; ');
  const path = nextUrl.pathname + nextUrl.search;
  if (!customer) return { key: `${path}\n${cookie}`, path, cookie };
  return { key: `${path}\n${cookie}\ncustomer ${customerPrices(customer)}`, path, cookie, customer };
}

/** How a customer's prices are shown, as the customer page header and the cache key say it. */
const customerPrices = (customer: SharedCustomer) => (customer.excludeTax ? 'net' : 'gross');

/**
 * The customer a shared page is rendered for, from its render request's header; undefined for
 * any other request, and for a header without the process's secret (a shopper's own).
 */
export function sharedCustomerOf(headers: Pick<Headers, 'get'>): SharedCustomer | undefined {
  const secret = process.env.SHARED_PAGE_SECRET;
  const [proof, prices] = headers.get(CUSTOMER_PAGE_HEADER)?.split(' ') ?? [];
  if (!secret || proof !== secret || (prices !== 'net' && prices !== 'gross')) return undefined;
  return { excludeTax: prices === 'net' };
}

/** The catalogue's pages, which a shopper with a cart shares: home, categories, products, search and content. */
function readsNoCart(pathname: string): boolean {
  const { segments } = splitLocale(pathname);
  const { kind } = matchRoute(segments);
  return (
    segments.length === 0 ||
    segments[0] === 'search-details' ||
    kind === 'category' ||
    kind === 'product' ||
    kind === 'content'
  );
}

/**
 * Whether the browser asks for a page as a document. Next takes its own headers (RSC, the router
 * state) and `_rsc` off the request before the proxy sees it, so a client-side navigation or
 * prefetch is told apart by what the browser sends: it fetches without asking for HTML, and says
 * so in Sec-Fetch-Dest.
 */
function isDocumentRequest(headers: Headers): boolean {
  const destination = headers.get('sec-fetch-dest');
  return (headers.get('accept') ?? '').includes('text/html') && (destination === null || destination === 'document');
}

/** An answer that is not the same for every shopper (a redirect, an error): passed on, not kept. */
class NotShared extends Error {
  constructor(readonly page: StoredPage) {
    super('not shared');
  }
}

export type RenderPage = (page: SharedPageRequest) => Promise<Response>;

/** The cache of shared pages, filled by `render` (the proxy asks its own server). */
export function sharedPages(render: RenderPage) {
  // A second holds as many pages as the server renders in one (a few dozen); the bound keeps what
  // expired copies hold (up to ~200 KB each) small when many URLs are asked for.
  const pages = ttlCache<StoredPage>(cacheLife.sharedPage, { maxEntries: 100 });

  async function load(page: SharedPageRequest): Promise<StoredPage> {
    const answer = await render(page);
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    const headers = keptHeaders.flatMap((name): Array<[string, string]> => {
      const value = answer.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    for (const cookie of answer.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    const body = await answer.text();
    const parts = (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part));
    const stored = { status: answer.status, headers, parts, nonce };
    const shared =
      (answer.status === 200 || answer.status === 404) &&
      answer.headers.get('content-type')?.startsWith('text/html') &&
      nonce;
    if (!shared) throw new NotShared(stored);
    return stored;
  }

  /**
   * The page with `nonce` in place of the one it was rendered with, kept from before (a hit),
   * rendered and kept (a miss) or rendered and passed on (a redirect, an error); undefined when the
   * render request failed.
   */
  return async (page: SharedPageRequest, nonce: string): Promise<SharedPage | undefined> => {
    let cache: SharedPage['cache'] = 'hit';
    let stored: StoredPage;
    try {
      stored = await pages(page.key, () => {
        cache = 'miss';
        return load(page);
      });
    } catch (error) {
      if (!(error instanceof NotShared)) {
        // One render serves every request that asks within its second: no request's id.
        logProblem('warn', 'shared page render failed', error);
        return undefined;
      }
      cache = 'pass';
      stored = error.page;
    }
    const ownNonce = Buffer.from(nonce);
    const renonce = (text: string) => (stored.nonce ? text.replaceAll(stored.nonce, nonce) : text);
    const headers = stored.headers.map(([name, value]): [string, string] => [name, renonce(value)]);
    const body = Buffer.concat(stored.parts.flatMap((part, i) => (i === 0 ? [part] : [ownNonce, part])));
    return { status: stored.status, headers, body, cache };
  };
}

/**
 * Renders a shared page by asking this server itself, with nothing of the shopper's request but the
 * key. A redirect's absolute Location names this server's own address: it is made relative.
 */
export const renderFromSelf: RenderPage = async ({ path, cookie, customer }) => {
  const self = `http://localhost:${process.env.PORT ?? 3000}`;
  const secret = process.env.SHARED_PAGE_SECRET;
  const answer = await fetch(new URL(path, self), {
    headers: {
      [RENDER_HEADER]: '1',
      accept: 'text/html',
      'accept-encoding': 'identity',
      ...(cookie && { cookie }),
      ...(customer && secret && { [CUSTOMER_PAGE_HEADER]: `${secret} ${customerPrices(customer)}` }),
    },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const location = answer.headers.get('location');
  if (!location?.startsWith(`${self}/`)) return answer;
  const headers = new Headers(answer.headers);
  headers.set('location', location.slice(self.length));
  return new Response(answer.body, { status: answer.status, headers });
};
