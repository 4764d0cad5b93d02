import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './cache';

describe('ttlCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one load among callers within the lifetime and loads again after it', async () => {
    const cache = ttlCache<number>(2_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache('a', load), cache('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(2_000);
    expect(await cache('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache('a', load)).toBe(2);
    expect(await cache('b', load)).toBe(3);
  });

  it('does not keep a failure', async () => {
    const cache = ttlCache<string>(2_000);
    await expect(cache('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('a', async () => 'up')).toBe('up');
  });
});
