import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { DomainError } from '../../lib/domain-errors';

/**
 * Login throttling: after a few failures for one account from one address, and after many from
 * one address, further attempts wait, longer each time. Counted by rate-limiter-flexible: in this
 * process's memory by default; in Redis when REDIS_URL is set, so every instance counts the same
 * attempts (ADR 0013). Its clock is Date.now, which tests move with vi.useFakeTimers.
 */
export interface ThrottleStore {
  /** Seconds the key must still wait, 0 when it may try. */
  blockedFor(key: string): Promise<number>;
  failure(key: string, freeAttempts: number): Promise<void>;
  success(key: string): Promise<void>;
}

/** Failures are counted for 15 minutes from the first. */
const WINDOW_SECONDS = 15 * 60;
const MAX_WAIT_SECONDS = 15 * 60;

/** The wait after a failure: none within the free attempts, then 1 s, 2 s, 4 s … up to 15 minutes. */
const waitAfter = (failures: number, freeAttempts: number) =>
  failures < freeAttempts ? 0 : Math.min(MAX_WAIT_SECONDS, 2 ** (failures - freeAttempts));

/** Per address and account: 5 free failures; per address: 30. */
export const throttleLimits = { account: 5, address: 30 } as const;

/**
 * One guarded try (a login, an order lookup): refused (429, the seconds left) while the address or
 * what it is tried on waits; then its outcome is counted: a failure against both, a success
 * forgets what it was tried on (the address keeps its count, so one right guess clears no other).
 */
export async function throttledTry(throttle: ThrottleStore, address: string, subject: string) {
  const wait = Math.max(await throttle.blockedFor(address), await throttle.blockedFor(subject));
  if (wait > 0)
    throw new DomainError(
      'throttled',
      'TOO_MANY_REQUESTS',
      `Too many failed attempts. Please try again in ${wait} seconds.`,
      { retryAfter: wait },
    );
  return {
    async failed() {
      await throttle.failure(address, throttleLimits.address);
      await throttle.failure(subject, throttleLimits.account);
    },
    succeeded: () => throttle.success(subject),
  };
}

/**
 * Two limiters: one counts a key's failures in the window, the other holds the wait the last
 * failure earned (a block). A success forgets both.
 */
function limiterThrottle(failures: RateLimiterAbstract, waits: RateLimiterAbstract): ThrottleStore {
  return {
    async blockedFor(key) {
      const wait = await waits.get(key);
      return wait && wait.msBeforeNext > 0 ? Math.ceil(wait.msBeforeNext / 1000) : 0;
    },
    async failure(key, freeAttempts) {
      const { consumedPoints } = await failures.penalty(key);
      const wait = waitAfter(consumedPoints, freeAttempts);
      if (wait > 0) await waits.block(key, wait);
    },
    async success(key) {
      await Promise.all([failures.delete(key), waits.delete(key)]);
    },
  };
}

// `points` only matters to consume(), which the throttle never calls: it decides by the count.
const counting = { points: 1, duration: WINDOW_SECONDS };

/**
 * One instance's count, held until the window or wait runs out. Unbounded in keys, but each
 * failed login costs an argon2 hash first, so the keys grow at most a few hundred a second.
 */
export function memoryThrottleStore(): ThrottleStore {
  return limiterThrottle(
    new RateLimiterMemory({ ...counting, keyPrefix: 'count' }),
    new RateLimiterMemory({ ...counting, keyPrefix: 'wait' }),
  );
}

/** Failures counted in Redis under `prefix`, so all API instances share them (node-redis' client). */
export function redisThrottleStore(redis: object, prefix = 'shop:throttle:'): ThrottleStore {
  const store = { storeClient: redis, useRedisPackage: true, ...counting };
  return limiterThrottle(
    new RateLimiterRedis({ ...store, keyPrefix: `${prefix}count` }),
    new RateLimiterRedis({ ...store, keyPrefix: `${prefix}wait` }),
  );
}
