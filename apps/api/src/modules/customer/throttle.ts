/**
 * Login throttling: after a few failures for one account from one address, and after many from
 * one address, further attempts wait, longer each time. Kept in memory; one instance's view.
 */
export interface ThrottleStore {
  /** Seconds the key must still wait, 0 when it may try. */
  blockedFor(key: string): Promise<number>;
  failure(key: string, freeAttempts: number): Promise<void>;
  success(key: string): Promise<void>;
}

const WINDOW_MS = 15 * 60 * 1000;
const MAX_WAIT_MS = 15 * 60 * 1000;

export function memoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const entries = new Map<string, { failures: number; first: number; until: number }>();
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
      // Once the free attempts are used up, each failure waits longer: 1 s, 2 s, 4 s … up to 15 minutes.
      const over = entry.failures - freeAttempts;
      if (over >= 0) entry.until = now() + Math.min(MAX_WAIT_MS, 1000 * 2 ** over);
      entries.set(key, entry);
      if (entries.size > 100_000) entries.delete(entries.keys().next().value!);
    },
    async success(key) {
      entries.delete(key);
    },
  };
}

/** Per address and account: 5 free failures; per address: 30. */
export const throttleLimits = { account: 5, address: 30 } as const;
