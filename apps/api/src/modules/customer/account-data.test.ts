import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { setBranding, useTestApi } from '../../testing/api';
import { cookieJar, useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { customers } from './tables';

const address = {
  firstName: 'Grete',
  lastName: 'Berger',
  street: 'Industriestraße 12',
  city: 'Stuttgart',
  postalCode: '70565',
  country: 'DE',
};

describe.each(databaseKinds)('account data on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 200, now: new Date('2026-06-01T00:00:00Z') });
    // K-10001 has a price list in the demo data.
    await db.insert(customers).values([
      {
        email: 'b2b@example.com',
        customerNumber: 'K-10001',
        firstName: 'Bau',
        lastName: 'GmbH',
        passwordHash: await hash('price-list-1'),
      },
      {
        email: 'other@example.com',
        customerNumber: 'K-10077',
        firstName: 'Other',
        lastName: 'One',
        passwordHash: await hash('other-one-1'),
      },
    ]);
  });
  const session = async (username: string, password: string) =>
    cookieJar(await ctx.api.inject({ method: 'POST', url: '/session', payload: { username, password } }));
  const ownCustomer = useCustomers(ctx);
  const as = (cookie: string, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('answers 401 to guests', async () => {
    for (const [method, url] of [
      ['GET', '/me'],
      ['PATCH', '/me'],
      ['PUT', '/me/addresses'],
      ['GET', '/me/price-list'],
    ] as const)
      expect((await ctx.api.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) })).statusCode).toBe(
        401,
      );
  });

  it('changes the profile and refuses an e-mail of another account', async () => {
    const cookie = await session('b2b@example.com', 'price-list-1');
    const res = await as(cookie, 'PATCH', '/me', { firstName: 'Bauhaus', newsletter: true });
    // The newsletter waits for its confirmation link (double opt-in, my-data.test.ts).
    expect(res.json()).toMatchObject({ firstName: 'Bauhaus', newsletter: false, lastName: 'GmbH' });
    const taken = await as(cookie, 'PATCH', '/me', { email: 'OTHER@example.com' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.details.issues[0].path).toBe('body.email');
  });

  it('adds, changes, lists and deletes addresses, one default of each kind', async () => {
    const { cookie } = await ownCustomer('mover');
    const first = (await as(cookie, 'PUT', '/me/addresses', { ...address, isDefaultShipping: true })).json();
    expect(first).toMatchObject({ ...address, isDefaultShipping: true, isShipping: true });
    const second = (
      await as(cookie, 'PUT', '/me/addresses', { ...address, street: 'Hafenweg 3', isDefaultShipping: true })
    ).json();
    const me = (await as(cookie, 'GET', '/me')).json();
    expect(me.addresses.map((a: { id: number; isDefaultShipping: boolean }) => [a.id, a.isDefaultShipping])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const changed = await as(cookie, 'PUT', '/me/addresses', { ...address, id: first.id, city: 'Esslingen' });
    expect(changed.json().city).toBe('Esslingen');
    expect((await as(cookie, 'DELETE', `/me/addresses/${first.id}`)).statusCode).toBe(200);
    expect((await as(cookie, 'GET', '/me')).json().addresses).toHaveLength(1);
  });

  it.each([
    [{ ...address, postalCode: '1234' }, 'body.postalCode', 'Invalid postal code for DE', 'postalCode'],
    [{ ...address, country: 'AT', postalCode: '12345' }, 'body.postalCode', 'Invalid postal code for AT', 'postalCode'],
    [{ ...address, country: 'GB', postalCode: '12345' }, 'body.postalCode', 'Invalid postal code for GB', 'postalCode'],
    [{ ...address, country: 'US', postalCode: 'ABCDE' }, 'body.postalCode', 'Invalid postal code for US', 'postalCode'],
    [{ ...address, city: ' ' }, 'body.city', 'This field is required', 'required'],
    [{ ...address, street: undefined }, 'body.street', 'This field is required', 'required'],
    [{ ...address, email: 'nope' }, 'body.email', 'Invalid email', 'email'],
    [
      { ...address, country: 'JP', postalCode: '100-0001' },
      'body.country',
      'We do not deliver to this country',
      'countryNotServed',
    ],
  ])('refuses the address %o naming the field', async (payload, path, message, code) => {
    const cookie = await session('b2b@example.com', 'price-list-1');
    const res = await as(cookie, 'PUT', '/me/addresses', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toContainEqual(expect.objectContaining({ path, message, code }));
  });

  it.each([
    ['GB', 'SW1A 1AA'],
    ['NL', '1012 AB'],
    ['US', '10001-1234'],
    ['CH', '8001'],
    ['ES', '28013'],
    ['FR', '75001'],
    ['IT', '00184'],
  ])('accepts a %s postal code %s', async (country, postalCode) => {
    const cookie = await session('b2b@example.com', 'price-list-1');
    expect((await as(cookie, 'PUT', '/me/addresses', { ...address, country, postalCode })).statusCode).toBe(200);
  });

  it("answers another customer's address with 404", async () => {
    const owner = await session('b2b@example.com', 'price-list-1');
    const mine = (await as(owner, 'PUT', '/me/addresses', address)).json();
    const stranger = await session('other@example.com', 'other-one-1');
    expect(
      (await as(stranger, 'PUT', '/me/addresses', { ...address, id: mine.id, city: 'Gestohlen' })).statusCode,
    ).toBe(404);
    expect((await as(stranger, 'DELETE', `/me/addresses/${mine.id}`)).statusCode).toBe(404);
    expect((await as(owner, 'GET', '/me')).json().addresses.some((a: { id: number }) => a.id === mine.id)).toBe(true);
  });

  it('requires a company when the setting says so', async () => {
    await setBranding(ctx.api, { companyRequired: true });
    try {
      const cookie = await session('b2b@example.com', 'price-list-1');
      const res = await as(cookie, 'PUT', '/me/addresses', address);
      expect(res.json().error.details.issues).toContainEqual({
        path: 'body.company',
        message: 'This field is required',
        code: 'required',
      });
      expect((await as(cookie, 'PUT', '/me/addresses', { ...address, company: 'Bau GmbH' })).statusCode).toBe(200);
    } finally {
      await setBranding(ctx.api, {});
    }
  });

  it("pages the customer's own price list, 12 by default, and nobody else's", async () => {
    const cookie = await session('b2b@example.com', 'price-list-1');
    const { count } = (await as(cookie, 'GET', '/me/price-list/count')).json();
    expect(count).toBeGreaterThan(12);
    const page = (await as(cookie, 'GET', '/me/price-list?locale=en')).json();
    expect(page.data).toHaveLength(12);
    expect(page.count).toBe(count);
    expect(page.data[0]).toMatchObject({ currency: 'EUR', minQty: expect.any(Number), name: expect.any(String) });
    const stranger = await session('other@example.com', 'other-one-1');
    expect((await as(stranger, 'GET', '/me/price-list')).json()).toMatchObject({ data: [], count: 0 });
  });

  it('changes the password: this session goes on, the others end', async () => {
    const { email, password, cookie: other } = await ownCustomer('changer');
    const current = await session(email, password);
    const wrong = await as(current, 'PUT', '/me/password', { currentPassword: 'nope', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    const res = await as(current, 'PUT', '/me/password', {
      currentPassword: password,
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect((await as(cookieJar(res), 'GET', '/me')).statusCode).toBe(200);
    expect((await as(other, 'GET', '/me')).statusCode).toBe(401);
  });

  it('sets the currency cookie for guests and the account', async () => {
    const guest = await ctx.api.inject({ method: 'PUT', url: '/currency', payload: { currency: 'GBP' } });
    expect(String(guest.headers['set-cookie'])).toContain('vsf-currency=GBP');
    const cookie = await session('b2b@example.com', 'price-list-1');
    await as(cookie, 'PUT', '/currency', { currency: 'USD' });
    expect((await as(cookie, 'GET', '/me')).json().currency).toBe('USD');
    expect((await ctx.api.inject({ method: 'PUT', url: '/currency', payload: { currency: 'CHF' } })).statusCode).toBe(
      400,
    );
  });

  it("turns the currency cookie to the account's as a session starts", async () => {
    const { email, password } = await ownCustomer('pound', { currency: 'GBP' });
    const login = await ctx.api.inject({
      method: 'POST',
      url: '/session',
      payload: { username: email, password },
      cookies: { 'vsf-currency': 'USD' },
    });
    expect(login.statusCode).toBe(200);
    expect(cookieJar(login)).toContain('vsf-currency=GBP');
  });

  it('gives a new account the currency its guest shopped in', async () => {
    const signUp = (email: string, cookies: Record<string, string>) =>
      ctx.api.inject({
        method: 'POST',
        url: '/customers',
        payload: { email, password: 'long enough', firstName: 'Pia', lastName: 'Probe', locale: 'en' },
        cookies,
      });
    const pounds = await signUp('pounds@example.com', { 'vsf-currency': 'GBP' });
    expect(pounds.statusCode).toBe(201);
    expect(pounds.json().currency).toBe('GBP');
    expect(cookieJar(pounds)).toContain('vsf-currency=GBP');
    // A currency the shop does not sell is no choice: the account gets the default.
    const francs = await signUp('francs@example.com', { 'vsf-currency': 'CHF' });
    expect(francs.json().currency).toBe('EUR');
    expect(cookieJar(francs)).toContain('vsf-currency=EUR');
  });
});
