import { ACCESS_COOKIE, REFRESH_COOKIE } from '@shop/contracts';
// Logging out ends the session at once (issue 36): its access token, which lives 15 minutes, is
// refused from then on by this API process and by every other one on the same database, while the
// customer's sessions on other devices go on. Before, logout only ended the refresh token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ShopApi } from '../../server';
import { testAdminToken, testAuthSecret, useTestApi } from '../../testing/api';
import { cookieJar, useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';

/** One cookie of a Cookie header, as `name=value`. */
const only = (cookie: string, name: string) => cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))!;

describe.each(databaseKinds)('logging out on %s', (kind) => {
  const ctx = useTestApi(kind);
  const customer = useCustomers(ctx);
  /** Another API process on the same database, as behind a load balancer. */
  const other = {} as { api: ShopApi };
  beforeAll(async () => {
    other.api = await buildServer({ database: ctx.database, adminToken: testAdminToken, authSecret: testAuthSecret });
  });
  afterAll(() => other.api?.close());

  const rename = (api: ShopApi, cookie: string) =>
    api.inject({ method: 'PATCH', url: '/me', headers: { cookie }, payload: { firstName: 'Renamed' } });
  const newList = (api: ShopApi, cookie: string) =>
    api.inject({
      method: 'POST',
      url: '/me/order-lists',
      headers: { cookie },
      payload: { name: 'Baustelle', items: [] },
    });
  /** The cart a request is given: the customer's own when the token is recognised. */
  const cartOf = async (api: ShopApi, cookie: string) =>
    (await api.inject({ method: 'POST', url: '/carts', headers: { cookie }, payload: {} })).json().id as string;

  it('refuses the access token at once after logout, on this instance and another', async () => {
    const ada = await customer('ada-logout');
    const token = only(ada.cookie, ACCESS_COOKIE);
    const own = await cartOf(ctx.api, token);
    expect((await rename(ctx.api, token)).statusCode).toBe(200);
    expect((await rename(other.api, token)).statusCode).toBe(200);
    // The other instance keeps who the token is (recognition.ts) for its carts and prices.
    expect(await cartOf(other.api, token)).toBe(own);

    const out = await ctx.api.inject({ method: 'DELETE', url: '/session', headers: { cookie: ada.cookie } });
    expect(out.statusCode).toBe(200);

    for (const api of [ctx.api, other.api]) {
      expect((await rename(api, token)).statusCode).toBe(401);
      expect((await newList(api, token)).statusCode).toBe(401);
      expect((await api.inject({ url: '/me', headers: { cookie: token } })).statusCode).toBe(401);
    }
    expect(await cartOf(ctx.api, token)).not.toBe(own);
    // The other instance hears of the ended session from the database.
    await expect.poll(() => cartOf(other.api, token)).not.toBe(own);
  });

  it('ends the session of an access token sent alone, with its refresh token', async () => {
    const bea = await customer('bea-logout');
    const token = only(bea.cookie, ACCESS_COOKIE);
    const out = await other.api.inject({ method: 'DELETE', url: '/session', headers: { cookie: token } });
    expect(out.statusCode).toBe(200);
    expect((await rename(ctx.api, token)).statusCode).toBe(401);
    const refresh = await ctx.api.inject({
      method: 'POST',
      url: '/session/refresh',
      headers: { cookie: only(bea.cookie, REFRESH_COOKIE) },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it("leaves the customer's other sessions (another device) working", async () => {
    const cleo = await customer('cleo-logout');
    const phone = await ctx.api.inject({
      method: 'POST',
      url: '/session',
      payload: { username: cleo.email, password: cleo.password },
    });
    expect(phone.statusCode).toBe(200);
    await ctx.api.inject({ method: 'DELETE', url: '/session', headers: { cookie: cleo.cookie } });
    expect((await rename(ctx.api, only(cleo.cookie, ACCESS_COOKIE))).statusCode).toBe(401);
    expect((await rename(other.api, only(cookieJar(phone), ACCESS_COOKIE))).statusCode).toBe(200);
  });
});
