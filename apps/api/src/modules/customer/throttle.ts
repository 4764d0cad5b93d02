import { LRUCache } from 'lru-cache';

/**
 * Login throttling: after a few failures for one account from one address, and after many from
 * one address, further attempts wait, longer each time. In memory by default (one instance's
 * view); in Redis when REDIS_URL is set, so every instance counts the same attempts.
 */
export interface ThrottleStore {
  /** Seconds the key must still wait, 0 when it may try. */
  blockedFor(key: string): Promise<number>;
  failure(key: string, freeAttempts: number): Promise<void>;
  success(key: string): Promise<void>;
}

const WINDOW_MS = 15 * 60 * 1000;
const MAX_WAIT_MS = 15 * 60 * 1000;

/** The wait after a failure: none within the free attempts, then 1 s, 2 s, 4 s … up to 15 minutes. */
const waitAfter = (failures: number, freeAttempts: number) =>
  failures < freeAttempts ? 0 : Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - freeAttempts));

export function memoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  // Past 100,000 keys the least recently tried is forgotten: a flood of addresses cannot grow it.
  const entries = new LRUCache<string, { failures: number; first: number; until: number }>({ max: 100_000 });
  return {
    async blockedFor(key) {
      const entry = entries.get(key);
      if (!entry) return 0;
      if (now() - entry.first > WINDOW_MS && entry.until <= now()) {
        entries.delete(key);
        return 0;
      }
      return Math.max(0, Math.ceil((entry.until - now()) / 1000));
    },
    async failure(key, freeAttempts) {
      const entry = entries.get(key) ?? { failures: 0, first: now(), until: 0 };
      entry.failures += 1;
      const wait = waitAfter(entry.failures, freeAttempts);
      if (wait > 0) entry.until = now() + wait;
      entries.set(key, entry);
    },
    async success(key) {
      entries.delete(key);
    },
  };
}

/** Per address and account: 5 free failures; per address: 30. */
export const throttleLimits = { account: 5, address: 30 } as const;

/** The minimal Redis commands the store needs (node-redis' client has them). */
export interface RedisLike {
  incr(key: string): Promise<number>;
  pExpire(key: string, ms: number): Promise<number | boolean>;
  set(key: string, value: string, options: { PX: number }): Promise<unknown>;
  pTTL(key: string): Promise<number>;
  del(keys: string[]): Promise<number>;
}

/** Failures counted in Redis under `prefix`, so all API instances share them. */
export function redisThrottleStore(redis: RedisLike, prefix = 'shop:throttle:'): ThrottleStore {
  return {
    async blockedFor(key) {
      const ttl = await redis.pTTL(`${prefix}wait:${key}`);
      return ttl > 0 ? Math.ceil(ttl / 1000) : 0;
    },
    async failure(key, freeAttempts) {
      const failures = await redis.incr(`${prefix}count:${key}`);
      if (failures === 1) await redis.pExpire(`${prefix}count:${key}`, WINDOW_MS);
      const wait = waitAfter(failures, freeAttempts);
      if (wait > 0) await redis.set(`${prefix}wait:${key}`, '1', { PX: wait });
    },
    async success(key) {
      await redis.del([`${prefix}count:${key}`, `${prefix}wait:${key}`]);
    },
  };
}
