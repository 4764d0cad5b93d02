import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { cookieJar, useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import type { Mail } from '../mail/tables';
import { REUSE_GRACE_MS } from './sessions';
import { passwordResets, refreshTokens } from './tables';

/** The cookies a response sets, by name, with their attributes. */
function cookiesOf(res: { headers: Record<string, unknown> }) {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  return Object.fromEntries(
    list.map((c: string) => {
      const [pair, ...attributes] = c.split('; ');
      const [name, value] = pair!.split('=');
      return [name!, { value: value!, attributes: attributes.map((a) => a.toLowerCase()) }];
    }),
  );
}

describe.each(databaseKinds)('customer accounts on %s', (kind) => {
  const mails: Mail[] = [];
  const ctx = useTestApi(kind, undefined, {
    mailer: { send: async (mail) => void mails.push(mail) },
    publicUrl: 'http://shop.test',
  });
  const customer = useCustomers(ctx);
  const register = (payload: object) => ctx.api.inject({ method: 'POST', url: '/customers', payload });
  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    ctx.api.inject({ method: 'POST', url: '/session', payload: { username, password }, headers });
  /** An English-speaking account of the test's own, so no test depends on another having run first. */
  async function account(name: string) {
    const email = `${name}@example.com`;
    const res = await register({
      email,
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
      locale: 'en',
    });
    expect(res.statusCode).toBe(201);
    return { email, id: res.json().id as number };
  }

  it('registers, logs the customer in with httpOnly Lax cookies and sends a welcome mail', async () => {
    const res = await register({
      email: 'Ada@Example.com',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
      locale: 'en',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ firstName: 'Ada', email: 'Ada@Example.com', excludeTax: false, activeCart: null });
    expect(user.customernum).toMatch(/^K-\d+$/);
    const cookies = cookiesOf(res);
    for (const name of ['user-token', 'user-refresh-token']) {
      expect(cookies[name]!.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
      expect(cookies[name]!.attributes).not.toContain('secure');
    }
    expect(mails.at(-1)).toMatchObject({ to: 'Ada@Example.com', subject: 'Welcome to Werkhaus' });
    expect(mails.at(-1)!.text).toContain(user.customernum);
    const me = await ctx.api.inject({ url: '/me', headers: { cookie: cookieJar(res) } });
    expect(me.json().email).toBe('Ada@Example.com');
    expect((await ctx.api.inject({ url: '/session', headers: { cookie: cookieJar(res) } })).json()).toEqual({
      guest: false,
      excludeTax: false,
    });
    expect((await ctx.api.inject({ url: '/session' })).json()).toEqual({ guest: true });
  });

  it('says of a session whether its prices are net: the storefront shares pages by it', async () => {
    const exempt = await customer('exempt-session', { excludeTax: true });
    expect((await ctx.api.inject({ url: '/session', headers: { cookie: exempt.cookie } })).json()).toEqual({
      guest: false,
      excludeTax: true,
    });
  });

  it.each([
    [
      { email: 'not-an-email', password: 'long enough', firstName: 'A', lastName: 'B' },
      'body.email',
      'Invalid email',
      'email',
    ],
    [
      { email: '', password: 'long enough', firstName: 'A', lastName: 'B' },
      'body.email',
      'This field is required',
      'required',
    ],
    [
      { email: 'x@example.com', password: 'long enough', firstName: ' ', lastName: 'B' },
      'body.firstName',
      'This field is required',
      'required',
    ],
    [
      { email: 'x@example.com', password: 'short', firstName: 'A', lastName: 'B' },
      'body.password',
      'Password must have at least 8 characters',
      'passwordTooShort',
    ],
  ])('refuses registration %o naming the field', async (payload, path, message, code) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toContainEqual(expect.objectContaining({ path, message, code }));
  });

  it('gives simultaneous sign-ups their own numbers, and one account to an address sent twice at once', async () => {
    const signUp = (email: string) =>
      register({ email, password: 'correct horse', firstName: 'Sam', lastName: 'Rush', locale: 'de' });
    const many = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(`rush-${i}@example.com`)));
    expect(many.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(many.map((res) => res.json().customernum)).size).toBe(10);
    const twice = await Promise.all([signUp('twice@example.com'), signUp('TWICE@example.com')]);
    expect(twice.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    await account('grace');
    const res = await register({ email: 'GRACE@example.COM', password: 'another one', firstName: 'A', lastName: 'B' });
    expect(res.statusCode).toBe(409);
  });

  it('logs in with the e-mail or the customer number, trimmed, and refuses a wrong password', async () => {
    await account('trimmed');
    const byEmail = await login('  TRIMMED@example.com ', 'correct horse');
    expect(byEmail.statusCode).toBe(200);
    const number = byEmail.json().customernum;
    expect((await login(number, 'correct horse')).statusCode).toBe(200);
    const wrong = await login(number, 'wrong horse', { 'x-forwarded-for': '10.0.0.9' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid credentials' });
    const unknown = await login('nobody@example.com', 'whatever');
    expect(unknown.json().error.message).toBe('Invalid credentials');
  });

  it.each([
    [{ password: 'x' }, 'username is required'],
    [{ username: '   ', password: 'x' }, 'username is required'],
    [{ username: 'ada@example.com' }, 'password is required'],
    [{ username: 'ada@example.com', password: '' }, 'password is required'],
  ])('answers %o with the spec message', async (payload, message) => {
    const res = await ctx.api.inject({ method: 'POST', url: '/session', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('rotates the refresh token and revokes the family when an old one comes back', async () => {
    const { email, id } = await account('rotating');
    const first = await login(email, 'correct horse');
    const refreshed = await ctx.api.inject({
      method: 'POST',
      url: '/session/refresh',
      headers: { cookie: cookieJar(first) },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = cookiesOf(refreshed)['user-refresh-token']!.value;
    expect(second).not.toBe(cookiesOf(first)['user-refresh-token']!.value);
    expect((await ctx.api.inject({ url: '/me', headers: { cookie: cookieJar(refreshed) } })).statusCode).toBe(200);

    // Presented again at once (a page and its prefetches renewing together): still a session.
    const race = await ctx.api.inject({
      method: 'POST',
      url: '/session/refresh',
      headers: { cookie: cookieJar(first) },
    });
    expect(race.statusCode).toBe(200);

    // The first token again later: somebody kept a copy. The whole family ends, the newest tokens too.
    await ctx.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.customerId, id));
    const replay = await ctx.api.inject({
      method: 'POST',
      url: '/session/refresh',
      headers: { cookie: cookieJar(first) },
    });
    expect(replay.statusCode).toBe(401);
    const after = await ctx.api.inject({
      method: 'POST',
      url: '/session/refresh',
      headers: { cookie: `user-refresh-token=${second}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('logs out: the refresh token no longer works and the cookies are cleared', async () => {
    const { email } = await account('leaving');
    const session = await login(email, 'correct horse');
    const out = await ctx.api.inject({ method: 'DELETE', url: '/session', headers: { cookie: cookieJar(session) } });
    expect(out.statusCode).toBe(200);
    expect(cookiesOf(out)['user-token']!.value).toBe('');
    const refresh = await ctx.api.inject({
      method: 'POST',
      url: '/session/refresh',
      headers: { cookie: cookieJar(session) },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('throttles repeated failures for an account with 429 and a clear message', async () => {
    const { email } = await account('guessed');
    const address = { 'x-forwarded-for': '10.1.1.1' };
    for (let i = 0; i < 5; i++) expect((await login(email, `nope-${i}`, address)).statusCode).toBe(401);
    const blocked = await login(email, 'correct horse', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many failed attempts\. Please try again in \d+ seconds\.$/);
    // The account's counter is the account's, whatever the address (login-limits.test.ts).
    expect((await login(email, 'correct horse', { 'x-forwarded-for': '10.1.1.2' })).statusCode).toBe(429);
  });

  it('refuses cookie writes from another site', async () => {
    const { email } = await account('visited');
    const res = await login(email, 'correct horse', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await login(email, 'correct horse', { origin: 'http://shop.test' })).statusCode).toBe(200);
    // The storefront's proxy forwards the host the shopper used.
    const proxied = { origin: 'http://127.0.0.1:3000', 'x-forwarded-host': '127.0.0.1:3000' };
    expect((await login(email, 'correct horse', proxied)).statusCode).toBe(200);
  });

  it('resets a password by e-mail link: same answer for unknown accounts, single use, old sessions end', async () => {
    const before = mails.length;
    const unknown = await ctx.api.inject({
      method: 'POST',
      url: '/password-resets',
      payload: { username: 'ghost@example.com' },
    });
    expect(unknown.statusCode).toBe(201);
    expect(mails.length).toBe(before);

    const { email } = await account('forgetful');
    const old = await login(email, 'correct horse');
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/password-resets',
      payload: { username: email.toUpperCase() },
    });
    expect(res.json()).toEqual(unknown.json());
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Your link to reset your password');
    expect(mail.text).toContain('30 minutes');
    const link = new URL(/http:\/\/shop\.test\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/en/create-password');
    const token = link.searchParams.get('token')!;

    const done = await ctx.api.inject({
      method: 'POST',
      url: '/password-resets/complete',
      payload: { token, password: 'new battery staple' },
    });
    expect(done.statusCode).toBe(200);
    const again = await ctx.api.inject({
      method: 'POST',
      url: '/password-resets/complete',
      payload: { token, password: 'another one!' },
    });
    expect(again.statusCode).toBe(400);
    expect((await ctx.api.inject({ url: '/me', headers: { cookie: cookieJar(old) } })).statusCode).toBe(401);
    expect(
      (await ctx.api.inject({ method: 'POST', url: '/session/refresh', headers: { cookie: cookieJar(old) } }))
        .statusCode,
    ).toBe(401);
    expect((await login(email, 'correct horse')).statusCode).toBe(401);
    expect((await login(email, 'new battery staple')).statusCode).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    const { email, id } = await account('late');
    await ctx.api.inject({ method: 'POST', url: '/password-resets', payload: { username: email } });
    const token = new URL(/http:\/\/shop\.test\S+/.exec(mails.at(-1)!.text)![0]).searchParams.get('token')!;
    await ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResets.customerId, id), isNull(passwordResets.usedAt)));
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/password-resets/complete',
      payload: { token, password: 'too late now' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This link is invalid or has expired. Please ask for a new one.');
  });
});

describe.each(databaseKinds)('a shop published over https on %s', (kind) => {
  const ctx = useTestApi(kind, undefined, { publicUrl: 'https://shop.example' });

  it('makes every cookie Secure, even when the proxy in front did not say https', async () => {
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/customers',
      headers: { origin: 'https://shop.example' },
      payload: { email: 'secure@example.com', password: 'correct horse', firstName: 'Sue', lastName: 'Cure' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const guest = await ctx.api.inject({ method: 'POST', url: '/carts', payload: {} });
    for (const [name, cookie] of Object.entries({ ...cookiesOf(res), ...cookiesOf(guest) }))
      if (cookie.value) expect(cookie.attributes, name).toContain('secure');
  });
});
