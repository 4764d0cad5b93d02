import { LRUCache } from 'lru-cache';

/**
 * The one registry of cache lifetimes, and the cache itself, for shared data. A shopper's own
 * data (cart, prices, account) is never cached here: it is fetched per request with their cookies.
 *
 * Why not Next's data cache: it answers stale-while-revalidate, so the first visitor after a
 * quiet hour would still see content changed an hour ago. This cache never answers past its
 * lifetime; on expiry the next caller waits for a fresh copy (a few ms from the API), and
 * concurrent callers share that one request. Each storefront instance keeps its own, so every
 * instance shows a change within the lifetime.
 */
export const cacheLife = {
  /** Content edited outside the app must show within 5 s. */
  content: 2_000,
  /** The category tree and other shared catalogue data. */
  catalog: 2_000,
  /** Whether a route's entity exists (the proxy's 404 decision). */
  routeExists: 2_000,
  /**
   * A page shoppers share (lib/shared-pages.ts): every guest without a session or cart, or every
   * customer whose prices are shown alike: a second, so a
   * rush on one page costs one render a second, and a change shows as soon as without it, plus 1 s.
   */
  sharedPage: 1_000,
} as const;

/** Loads kept for `ttlMs`, the least recently used let go past `maxEntries`; callers share a load in flight. */
export function ttlCache<T>(ttlMs: number, { maxEntries = 5_000 } = {}) {
  // The clock is Date's, so tests move it with fake timers; read afresh at every look (no resolution).
  const entries = new LRUCache<string, Promise<T>>({
    max: maxEntries,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit) return hit;
    const value = load();
    entries.set(key, value);
    // A failure is not kept: the next caller tries again.
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    return value;
  };
}
