import { hash } from '@node-rs/argon2';
import { GUEST_CART_COOKIE } from '@shop/contracts';
import { customers } from '../modules/customer/tables';
import type { ShopApi } from '../server';
import type { TestDatabase } from './database';

/** The cookies a response sets, as the Cookie header of the next request (cleared ones left out). */
export function cookieJar(res: { headers: Record<string, unknown> }) {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return list
    .map((cookie: string) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** The guest cart key cookie an answer sets (createCart's, to a browser without one) as `name=value`, or ''. */
function guestKeyCookie(res: { headers: Record<string, unknown> }) {
  return (
    cookieJar(res)
      .split('; ')
      .find((pair) => pair.startsWith(`${GUEST_CART_COOKIE}=`)) ?? ''
  );
}

/**
 * A guest's browser: `cookie` is what it sends, its guest cart key once createCart gave it one
 * (a guest cart opens only with it); `keep` takes the key from an answer, as a browser keeps a cookie.
 */
export function guestBrowser() {
  const browser = {
    cookie: '',
    keep<R extends { headers: Record<string, unknown> }>(res: R): R {
      const key = guestKeyCookie(res);
      if (key) browser.cookie = key;
      return res;
    },
    /** A request from this browser, or with `cookie` instead (a customer's, which keeps nothing). */
    async send(
      api: ShopApi,
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      { cookie = '', payload }: { cookie?: string; payload?: object } = {},
    ) {
      const sent = cookie || browser.cookie;
      const res = await api.inject({
        method,
        url,
        headers: sent ? { cookie: sent } : {},
        ...(payload ? { payload } : {}),
      });
      return cookie ? res : browser.keep(res);
    },
  };
  return browser;
}

/** The password of every customer `useCustomers` makes. */
export const customerPassword = 'test-pass-123';

/**
 * Makes customers of a test's own, logged in, so that no test depends on the cart, orders, lists or
 * password another test left behind. `name` becomes the e-mail's local part; `row` sets other columns.
 */
export function useCustomers(ctx: { api: ShopApi; database: TestDatabase }) {
  let made = 0;
  let passwordHash: Promise<string> | undefined;
  return async function customer(name: string, row: Partial<typeof customers.$inferInsert> = {}) {
    passwordHash ??= hash(customerPassword);
    const email = `${name}@example.com`;
    const [created] = await ctx.database.db
      .insert(customers)
      .values({
        email,
        customerNumber: `K-9${String(++made).padStart(4, '0')}`,
        firstName: name,
        lastName: 'Probe',
        passwordHash: await passwordHash,
        ...row,
      })
      .returning();
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/session',
      payload: { username: email, password: customerPassword },
    });
    if (res.statusCode !== 200) throw new Error(`${email} could not log in: ${res.statusCode} ${res.body}`);
    return { ...created!, password: customerPassword, cookie: cookieJar(res) };
  };
}
