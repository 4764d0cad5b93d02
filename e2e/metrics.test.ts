import { describe, expect, inject, it } from 'vitest';

/** The value of one series in Prometheus' text format (0 when it is not there yet). */
const series = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? 0 : Number(line.slice(name.length + 1));
};

describe('metrics of the running shop', () => {
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

  it('gives every page request an id of its own, which a shopper cannot choose', async () => {
    const answer = await fetch(`${inject('baseUrl')}/en`, { headers: { 'x-request-id': 'chosen-by-the-shopper' } });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe('chosen-by-the-shopper');
  });
});
