import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendBatch, type LiveResults, nearBottom, searchBatch } from './live-search';

const product = (id: number) => ({ id }) as LiveResults['data'][number];
const query = { term: 'akku', offset: 0, locale: 'de', currency: 'EUR', withPrices: true } as const;

describe('live search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for 12 results with the shopper’s locale and currency', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ data: [product(1)], count: 30, offset: 12, limit: 12, categories: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    const answer = await searchBatch({ ...query, offset: 12, withPrices: false }, new AbortController().signal);
    expect(answer).toEqual({ term: 'akku', data: [product(1)], count: 30, categories: [], next: 24 });
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://shop');
    expect(url.pathname).toBe('/api/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      keyword: 'akku',
      locale: 'de',
      currency: 'EUR',
      limit: '12',
      offset: '12',
      excludePrices: 'true',
    });
  });

  it('answers a failed search with empty data and count 0 (the spec)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 502 })),
    );
    expect(await searchBatch(query, new AbortController().signal)).toEqual({
      term: 'akku',
      data: [],
      count: 0,
      categories: [],
      next: 0,
    });
  });

  it('loads more within 50 px of the bottom', () => {
    expect(nearBottom({ scrollTop: 449, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
    expect(nearBottom({ scrollTop: 450, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
  });

  it('appends a batch without repeating what is shown', () => {
    const shown: LiveResults = { term: 'a', data: [product(1), product(2)], count: 4, categories: [], next: 2 };
    const next: LiveResults = { term: 'a', data: [product(2), product(3)], count: 5, categories: [], next: 4 };
    // The next batch starts after the server's page, even when part of it was already shown.
    expect(appendBatch(shown, next)).toEqual({
      ...shown,
      data: [product(1), product(2), product(3)],
      count: 5,
      next: 4,
    });
  });
});
