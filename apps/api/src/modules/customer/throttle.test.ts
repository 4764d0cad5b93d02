import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryThrottleStore } from './throttle';

describe('login throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the free attempts through, then makes each failure wait longer', async () => {
    const store = memoryThrottleStore();
    for (let i = 0; i < 4; i++) await store.failure('k', 5);
    expect(await store.blockedFor('k')).toBe(0);
    await store.failure('k', 5);
    expect(await store.blockedFor('k')).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(await store.blockedFor('k')).toBe(0);
    await store.failure('k', 5);
    expect(await store.blockedFor('k')).toBe(2);
    await store.success('k');
    expect(await store.blockedFor('k')).toBe(0);
  });

  it('waits at most 15 minutes', async () => {
    const store = memoryThrottleStore();
    for (let i = 0; i < 20; i++) await store.failure('k', 5);
    expect(await store.blockedFor('k')).toBe(15 * 60);
  });

  it('forgets failures after the window', async () => {
    const store = memoryThrottleStore();
    for (let i = 0; i < 5; i++) await store.failure('k', 5);
    vi.advanceTimersByTime(16 * 60 * 1000);
    expect(await store.blockedFor('k')).toBe(0);
    // A new window: the next failure is the first again, free.
    await store.failure('k', 5);
    expect(await store.blockedFor('k')).toBe(0);
  });

  it('counts each key apart', async () => {
    const store = memoryThrottleStore();
    for (let i = 0; i < 5; i++) await store.failure('a', 5);
    await store.failure('b', 5);
    expect([await store.blockedFor('a'), await store.blockedFor('b')]).toEqual([1, 0]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('login throttle in Redis', () => {
  it('shares failures between two stores, as two API instances would', async () => {
    const { createClient } = await import('redis');
    const { redisThrottleStore } = await import('./throttle');
    const one = await createClient({ url: process.env.TEST_REDIS_URL }).connect();
    const two = await createClient({ url: process.env.TEST_REDIS_URL }).connect();
    const prefix = `test:${Date.now()}:`;
    const a = redisThrottleStore(one, prefix);
    const b = redisThrottleStore(two, prefix);
    for (let i = 0; i < 3; i++) await a.failure('k', 5);
    for (let i = 0; i < 2; i++) await b.failure('k', 5);
    expect(await a.blockedFor('k')).toBe(1);
    expect(await b.blockedFor('k')).toBe(1);
    await b.success('k');
    expect(await a.blockedFor('k')).toBe(0);
    await one.quit();
    await two.quit();
  });
});
