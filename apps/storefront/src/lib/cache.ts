/**
 * The one registry of cache tags and lifetimes for shared data. A shopper's own data (cart,
 * prices, account) is never cached here: it is fetched per request with their cookies.
 */
export const cacheLife = {
  /** Content edited outside the app must show within 5 s: refreshed at most 2 s after a change. */
  content: 2,
} as const;

export const cacheTags = {
  content: (type: string, identifier: string) => `content:${type}:${identifier}`,
} as const;
