// The login limits as an outside probe tried them (issue 36): the per-address limit believes only
// the proxies it trusts (the storefront on loopback by default), and the per-account limit counts
// an account's failures whatever the address and whichever of its names (e-mail or customer
// number) is tried. Each test failed on the code before: trustProxy was true and the account's
// counter was per address and name.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildServer, type ShopApi } from '../../server';
import { testAdminToken, testAuthSecret, useTestApi } from '../../testing/api';
import { customerPassword, useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { type ThrottleStore, throttleLimits } from './throttle';

interface From {
  /** The connection's address: 127.0.0.1 is the storefront. */
  peer?: string;
  forwardedFor?: string;
}

const attempt = (api: ShopApi, username: string, password: string, { peer = '127.0.0.1', forwardedFor }: From = {}) =>
  api.inject({
    method: 'POST',
    url: '/session',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username, password },
  });

/** Fails `times` logins of unknown accounts (so no account's own limit decides) from `from`. */
async function failFrom(api: ShopApi, from: From, times: number, tag: string) {
  for (let i = 0; i < times; i++) {
    const res = await attempt(api, `nobody-${tag}-${i}@example.com`, 'wrong password', from);
    expect(res.statusCode, `${tag} ${i}: ${res.body}`).toBe(401);
  }
}

describe.each(databaseKinds)('login limits on %s', (kind) => {
  const ctx = useTestApi(kind);
  const customer = useCustomers(ctx);

  it('counts a caller that is no trusted proxy by its own address, whatever X-Forwarded-For it sends', async () => {
    const stranger = { peer: '203.0.113.9' };
    await failFrom(ctx.api, stranger, throttleLimits.address, 'direct');
    expect((await attempt(ctx.api, 'x@example.com', 'wrong', stranger)).statusCode).toBe(429);
    const spoofed = await attempt(ctx.api, 'x@example.com', 'wrong', { ...stranger, forwardedFor: '10.1.2.3' });
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.json().error.message).toMatch(/^Too many failed attempts\. Please try again in \d+ seconds\.$/);

    // The reverse: naming another address in the header does not lock that address out.
    await failFrom(ctx.api, { peer: '203.0.113.10', forwardedFor: '198.51.100.20' }, throttleLimits.address, 'frame');
    const victim = await customer('victim-limits');
    expect((await attempt(ctx.api, victim.email, customerPassword, { peer: '198.51.100.20' })).statusCode).toBe(200);
  });

  it("believes the storefront's X-Forwarded-For: each shopper behind it is counted by their own address", async () => {
    const shopper = { forwardedFor: '192.0.2.1' };
    await failFrom(ctx.api, shopper, throttleLimits.address, 'behind');
    expect((await attempt(ctx.api, 'y@example.com', 'wrong', shopper)).statusCode).toBe(429);
    // What the shopper wrote in front of the storefront's entry is not believed.
    expect((await attempt(ctx.api, 'y@example.com', 'wrong', { forwardedFor: '10.9.9.9, 192.0.2.1' })).statusCode).toBe(
      429,
    );
    // Another shopper through the same storefront is not affected.
    const other = await customer('other-shopper-limits');
    expect((await attempt(ctx.api, other.email, customerPassword, { forwardedFor: '192.0.2.2' })).statusCode).toBe(200);
  });

  it('counts failures per account whatever the address, with growing waits', async () => {
    // The waits run on Date (rate-limiter-flexible's clock), which this test moves.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const ada = await customer('ada-limits');
    const from = (i: number) => ({ forwardedFor: `10.2.0.${i}` });
    for (let i = 0; i < throttleLimits.account; i++)
      expect((await attempt(ctx.api, ada.email, `guess-${i}`, from(i))).statusCode).toBe(401);
    const blocked = await attempt(ctx.api, ada.email, customerPassword, from(99));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.details).toEqual({ retryAfter: 1 });

    // Each further failure waits longer (2 s, 4 s, …), so a stranger cannot lock Ada out for long at once.
    vi.advanceTimersByTime(1000);
    expect((await attempt(ctx.api, ada.email, 'guess-again', from(50))).statusCode).toBe(401);
    expect((await attempt(ctx.api, ada.email, customerPassword, from(51))).json().error.details).toEqual({
      retryAfter: 2,
    });
    vi.advanceTimersByTime(2000);
    // Her own password then logs her in, and the count starts again.
    expect((await attempt(ctx.api, ada.email, customerPassword, from(52))).statusCode).toBe(200);
    expect((await attempt(ctx.api, ada.email, 'one-slip', from(53))).statusCode).toBe(401);
    expect((await attempt(ctx.api, ada.email, customerPassword, from(54))).statusCode).toBe(200);
  });

  it('keeps one counter for an account, by e-mail or customer number', async () => {
    const bea = await customer('bea-limits');
    for (let i = 0; i < throttleLimits.account; i++)
      expect(
        (await attempt(ctx.api, bea.email.toUpperCase(), `guess-${i}`, { forwardedFor: '10.3.0.1' })).statusCode,
      ).toBe(401);
    const byNumber = await attempt(ctx.api, bea.customerNumber, customerPassword, { forwardedFor: '10.3.0.2' });
    expect(byNumber.statusCode).toBe(429);
  });
});

/** Two API instances sharing their database and Redis, as behind a load balancer. */
describe.runIf(process.env.TEST_REDIS_URL)('login limits across instances (Redis)', () => {
  const throttles: Array<{ store: ThrottleStore; quit: () => Promise<unknown> }> = [];
  const prefix = `test:limits:${Date.now()}:`;
  const shared = async () => {
    const { createClient } = await import('redis');
    const { redisThrottleStore } = await import('./throttle');
    const client = await createClient({ url: process.env.TEST_REDIS_URL }).connect();
    throttles.push({ store: redisThrottleStore(client, prefix), quit: () => client.quit() });
    return throttles.at(-1)!.store;
  };
  const ctx = useTestApi('pglite', undefined, async () => ({ throttle: await shared() }));
  const customer = useCustomers(ctx);
  const second = {} as { api: ShopApi };

  it('refuses on the second instance what the first counted, whatever X-Forwarded-For says', async () => {
    second.api = await buildServer({
      database: ctx.database,
      adminToken: testAdminToken,
      authSecret: testAuthSecret,
      throttle: await shared(),
    });
    try {
      const stranger = { peer: '203.0.113.30' };
      await failFrom(ctx.api, stranger, throttleLimits.address, 'redis');
      expect(
        (await attempt(second.api, 'z@example.com', 'wrong', { ...stranger, forwardedFor: '10.1.2.3' })).statusCode,
      ).toBe(429);

      const cleo = await customer('cleo-limits');
      for (let i = 0; i < throttleLimits.account; i++)
        await attempt(ctx.api, cleo.email, `guess-${i}`, { forwardedFor: `10.4.0.${i}` });
      expect(
        (await attempt(second.api, cleo.customerNumber, customerPassword, { forwardedFor: '10.4.1.1' })).statusCode,
      ).toBe(429);
    } finally {
      await second.api.close();
      for (const { quit } of throttles) await quit();
    }
  });
});
