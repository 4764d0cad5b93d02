/// <reference lib="webworker" />
// The storefront's service worker, built to /sw.js by build.mjs after `next build`.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  Serwist,
} from 'serwist';

declare const self: ServiceWorkerGlobalScope;
/** The build's id (build.mjs): the offline pages are fetched again with each new build. */
declare const BUILD_ID: string;
/** The languages with a path prefix; the default language has none (config/site.json). */
declare const PREFIXED_LOCALES: string[];

const prefixOf = (pathname: string) => {
  const first = pathname.split('/')[1] ?? '';
  return PREFIXED_LOCALES.includes(first) ? `/${first}` : '';
};

/**
 * Pages that must be current, never opened from a copy: a cart, checkout, payment and account show
 * today's prices, stock and orders or nothing (the offline page says they need a connection).
 */
const current =
  /^\/(?:[a-z]{2}\/)?(?:checkout|checkout-processing|processing-order|my-account|pay|order-payment|order-status|create-password|reset-password|newsletter-confirmation)(?:\/|$)/;

const page = ({ request, sameOrigin }: RouteMatchCallbackOptions) => sameOrigin && request.mode === 'navigate';

const serwist = new Serwist({
  precacheEntries: ['', ...PREFIXED_LOCALES.map((locale) => `/${locale}`)].map(
    (prefix): PrecacheEntry => ({ url: `${prefix}/offline`, revision: BUILD_ID }),
  ),
  // A new worker takes over at once: the page open keeps its scripts, the next navigation is its.
  skipWaiting: true,
  clientsClaim: true,
  // The network's answer to a navigation starts while the worker wakes: no time lost online.
  navigationPreload: true,
  runtimeCaching: [
    { matcher: (options) => page(options) && current.test(options.url.pathname), handler: new NetworkOnly() },
    {
      // Pages seen: from the network while there is one, the last copy without (prices, stock and
      // the cart's count hidden on it, see features/pwa/OfflineNotice.tsx).
      matcher: page,
      handler: new NetworkFirst({
        cacheName: 'pages',
        plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 })],
      }),
    },
    {
      // Scripts, styles and fonts of a build never change under their name.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'build',
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    {
      // Pictures seen: product and category pictures never change under their name (media routes).
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: new CacheFirst({
        cacheName: 'pictures',
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
  ],
  fallbacks: {
    entries: [
      {
        // The offline page in the language of the page asked for.
        url: '/offline',
        matcher: ({ request }) => request.destination === 'document' && prefixOf(new URL(request.url).pathname) === '',
      },
      ...PREFIXED_LOCALES.map((locale) => ({
        url: `/${locale}/offline`,
        matcher: ({ request }: { request: Request }) =>
          request.destination === 'document' && prefixOf(new URL(request.url).pathname) === `/${locale}`,
      })),
    ],
  },
});

// Logging out forgets the pages kept: a shared computer shows no one's name offline.
self.addEventListener('message', (event) => {
  if (event.data === 'logged-out') event.waitUntil(caches.delete('pages'));
});

serwist.addEventListeners();
