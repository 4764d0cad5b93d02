import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../tools/seed/catalog';
import { useTestApi } from '../testing/api';
import { databaseKinds } from '../testing/database';

const metricsToken = 'metrics-token-0123456789abcdef';

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(databaseKinds)('metrics on %s', (kind) => {
  const ctx = useTestApi(
    kind,
    async (database) => {
      await seedCatalog(database.db, { products: 20, now: new Date('2026-06-01T00:00:00Z') });
    },
    { metricsToken },
  );
  const scrape = async () => {
    const res = await ctx.api.inject({ url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  it('counts and times answers by operation and status class, never by raw URL', async () => {
    for (let i = 0; i < 2; i++) expect((await ctx.api.inject('/categories?locale=en')).statusCode).toBe(200);
    expect((await ctx.api.inject('/products/987654?locale=en')).statusCode).toBe(404);
    const text = await scrape();
    expect(
      seriesValue(text, 'shop_http_request_duration_seconds_count{operation="categoryList",method="GET",status="2xx"}'),
    ).toBe(2);
    expect(
      seriesValue(text, 'shop_http_request_duration_seconds_count{operation="getProduct",method="GET",status="4xx"}'),
    ).toBe(1);
    expect(text).not.toContain('987654');
    // The second category read was answered from memory.
    expect(seriesValue(text, 'shop_kept_answers_total{cache="answers",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'shop_kept_answers_total{cache="answers",result="hit"}')).toBeGreaterThanOrEqual(1);
  });

  it("reports the outboxes' backlog, the pool and Node's process metrics", async () => {
    const text = await scrape();
    for (const outbox of ['mail', 'webhook']) {
      expect(seriesValue(text, `shop_outbox_backlog{outbox="${outbox}"}`), outbox).toBe(0);
      expect(seriesValue(text, `shop_outbox_oldest_seconds{outbox="${outbox}"}`), outbox).toBe(0);
    }
    expect(seriesValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('shop_orders_placed_total 0');
    if (kind === 'postgres') expect(seriesValue(text, 'shop_db_pool_connections{state="waiting"}')).toBe(0);
    else expect(text).not.toContain('shop_db_pool_connections{');
  });

  it('answers only a bearer of METRICS_TOKEN when it is set', async () => {
    const without = await ctx.api.inject('/metrics');
    expect(without.statusCode).toBe(401);
    expect(without.json().error.code).toBe('UNAUTHORIZED');
    const wrong = await ctx.api.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  const ctx = useTestApi('pglite');

  it('answers this machine and private networks, not a shopper the storefront passes on', async () => {
    expect((await ctx.api.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await ctx.api.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    // The storefront on this machine (trusted) says the shopper's address: refused.
    const shopper = await ctx.api.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(shopper.statusCode).toBe(401);
  });
});
