import { describe, expect, inject, it } from 'vitest';
import { startStorefront } from './harness/processes';

/** The value of one series in Prometheus' text format (0 when it is not there yet). */
const series = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? 0 : Number(line.slice(name.length + 1));
};

describe('operating the running shop', () => {
  it('counts pages by kind in the storefront and operations in the API, for this machine', async () => {
    const base = inject('baseUrl');
    for (const path of ['/en', '/en/c/hand-tools', '/en/c/hand-tools'])
      expect((await fetch(`${base}${path}`)).ok).toBe(true);
    // An answer is counted once it is sent, which may be just after the shopper has it.
    const scrape = async () => {
      const answer = await fetch(`${base}/_metrics`);
      expect(answer.status).toBe(200);
      return answer.text();
    };
    const count = (text: string, page: string) =>
      series(text, `storefront_http_request_duration_seconds_count{page="${page}",status="2xx"}`);
    await expect.poll(async () => count(await scrape(), 'category'), { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const text = await scrape();
    expect(count(text, 'home')).toBeGreaterThan(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).not.toContain('hand-tools');

    const api = await (await fetch(`${inject('apiUrl')}/metrics`)).text();
    expect(
      series(api, 'shop_http_request_duration_seconds_count{operation="categoryList",method="GET",status="2xx"}'),
    ).toBeGreaterThan(0);
  });

  it("gives every page request an id: a trusted proxy's, else its own, never a shopper's", async () => {
    const idOf = async (url: string, headers: Record<string, string> = {}) =>
      (await fetch(url, { headers })).headers.get('x-request-id');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    // The shop under test believes this machine (TRUST_PROXY=loopback), as it would its balancer.
    expect(await idOf(`${inject('baseUrl')}/en`)).toMatch(uuid);
    expect(await idOf(`${inject('baseUrl')}/en`, { 'x-request-id': 'balancer-1' })).toBe('balancer-1');
    // A storefront that believes nobody: a shopper's own id is replaced.
    const storefront = await startStorefront(inject('apiUrl'));
    try {
      expect(await idOf(`${storefront.url}/en`, { 'x-request-id': 'chosen-by-the-shopper' })).toMatch(uuid);
    } finally {
      await storefront.stop();
    }
  });

  it('drains on SIGTERM: its health check fails while pages are still served, then it ends', async () => {
    const storefront = await startStorefront(inject('apiUrl'), { SHUTDOWN_GRACE_MS: '2000' });
    expect((await fetch(`${storefront.url}/_healthz`)).status).toBe(200);
    storefront.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${storefront.url}/_healthz`)).status, { timeout: 2_000 }).toBe(503);
    expect((await fetch(`${storefront.url}/en`)).status).toBe(200);
    expect(await storefront.exited).toBe(0);
  });
});
