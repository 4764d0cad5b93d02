import { LRUCache } from 'lru-cache';

/**
 * Rows kept per product can hold a large catalogue whole: 100,000 products are some 145,000 rows
 * with their variants (product cards, list prices, inventory's kept stock).
 */
export const CATALOGUE_ROWS = 250_000;

/**
 * Shared catalogue answers kept for one catalogue version. Every write to the catalogue bumps
 * `catalog_version` at its commit (migrations 0009, 0014, 0015), and each request reads the version
 * first (one indexed row): a newer version empties the cache, so nothing is served past a change,
 * and a request that read an older version than the cache holds neither reads nor fills it.
 * Only shared data goes here; prices and stock are the shopper's and are read per request.
 */
export function versionedCache<V>(maxEntries: number) {
  let version = Number.NEGATIVE_INFINITY;
  const entries = new LRUCache<string, Promise<V>>({ max: maxEntries });

  /** Whether answers read at version `at` belong in the cache (emptying it for a newer version). */
  function current(at: number) {
    if (at > version) {
      entries.clear();
      version = at;
    }
    return at === version;
  }

  function keep(key: string, value: Promise<V>) {
    entries.set(key, value);
    // A failure is not kept: the next request tries again.
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
  }

  return {
    one(at: number, key: string, load: () => Promise<V>): Promise<V> {
      if (!current(at)) return load();
      const hit = entries.get(key);
      if (hit) return hit;
      // A Drizzle query is a lazy thenable that runs again at every `then`: adopted into a
      // promise once, it runs once and its rows are what is kept.
      const loaded = Promise.resolve(load());
      keep(key, loaded);
      return loaded;
    },

    /**
     * An answer read elsewhere at version `at` (in another module's statement), kept as if loaded
     * here; undefined: there is none (`many` leaves it out, as it does a key its load did not find).
     */
    put(at: number, key: string, value: V | undefined) {
      // Already read: nothing can fail, so no failure to watch for (a promise less per row).
      if (current(at)) entries.set(key, Promise.resolve(value as V));
    },

    /** Several at once: the keys not held are loaded together by one call of `loadMissing`. */
    many(at: number, keys: string[], loadMissing: (keys: string[]) => Promise<Map<string, V>>): Promise<V[]> {
      if (!current(at))
        return loadMissing(keys).then((found) => keys.flatMap((k) => (found.has(k) ? [found.get(k)!] : [])));
      // Held here rather than read back from the cache, which may have let some go again.
      const values = new Map<string, Promise<V>>();
      for (const key of keys) {
        const hit = entries.get(key);
        if (hit) values.set(key, hit);
      }
      const absent = [...new Set(keys.filter((k) => !values.has(k)))];
      if (absent.length > 0) {
        const loaded = Promise.resolve(loadMissing(absent));
        for (const key of absent) {
          const value = loaded.then((found) => found.get(key) as V);
          values.set(key, value);
          keep(key, value);
        }
      }
      return Promise.all(keys.map((k) => values.get(k)!)).then((found) => found.filter((v) => v !== undefined));
    },
  };
}
