import { describe, expect, it, vi } from 'vitest';
import { versionedCache } from './versioned-cache';

describe('versioned cache', () => {
  it('loads once per key and version, and again after the version moves', async () => {
    const cache = versionedCache<string>(10);
    const load = vi.fn(async () => 'value');
    await cache.one(1, 'a', load);
    await cache.one(1, 'a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.one(2, 'a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('neither serves nor keeps answers for a request that read an older version', async () => {
    const cache = versionedCache<number>(10);
    await cache.one(5, 'a', async () => 5);
    expect(await cache.one(4, 'a', async () => 4)).toBe(4);
    expect(await cache.one(5, 'a', async () => 0)).toBe(5);
  });

  it('forgets failures and drops the oldest entry when full', async () => {
    const cache = versionedCache<number>(2);
    await expect(cache.one(1, 'x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.one(1, 'x', async () => 1)).toBe(1);
    await cache.one(1, 'y', async () => 2);
    await cache.one(1, 'z', async () => 3);
    const load = vi.fn(async () => 9);
    expect(await cache.one(1, 'x', load)).toBe(9);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads only the missing keys of a batch, in one call, and leaves out what does not exist', async () => {
    const cache = versionedCache<string>(10);
    const load = vi.fn(
      async (keys: string[]) => new Map(keys.filter((k) => k !== 'gone').map((k) => [k, k.toUpperCase()])),
    );
    expect(await cache.many(1, ['a', 'b'], load)).toEqual(['A', 'B']);
    expect(await cache.many(1, ['b', 'c', 'gone', 'a'], load)).toEqual(['B', 'C', 'A']);
    expect(load.mock.calls).toEqual([[['a', 'b']], [['c', 'gone']]]);
  });

  it('runs a lazy query once and keeps its rows, not the query', async () => {
    const cache = versionedCache<string[]>(10);
    const runs = vi.fn(() => ['row']);
    // What a Drizzle select is: a thenable that queries the database at every `then`.
    const query = {
      // biome-ignore lint/suspicious/noThenProperty: a lazy thenable is what is under test
      then: (resolve: (rows: string[]) => unknown) => resolve(runs()),
    } as unknown as Promise<string[]>;
    for (let round = 0; round < 3; round++) expect(await cache.one(1, 'rates', () => query)).toEqual(['row']);
    expect(runs).toHaveBeenCalledTimes(1);
  });
});
