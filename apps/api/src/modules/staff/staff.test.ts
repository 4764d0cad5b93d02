// Staff accounts and back-office sessions through the API: login, the cookie, throttling per
// account whatever the address, logout, sessions ended by a new password or a disabled account,
// roles, forged origins, and the audit rows every change leaves.
import { hash } from '@node-rs/argon2';
import { type AuditEntry, type StaffMember, staffSessionCookie } from '@shop/contracts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useTestApi } from '../../testing/api';
import { runTool } from '../../testing/cli';
import { databaseKinds } from '../../testing/database';
import { merchantCalls } from '../../testing/merchant';
import { staffMembers } from './tables';

const PASSWORD = 'werkhaus-admin';
const HOST = 'shop.example:4000';
const ORIGIN = `http://${HOST}`;

describe.each(databaseKinds)('staff and their sessions on %s', (kind) => {
  let clock = Date.parse('2026-11-27T09:00:00Z');
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      const passwordHash = await hash(PASSWORD);
      await db.insert(staffMembers).values([
        { email: 'owner@werkhaus.example', name: 'Olivia Owner', role: 'owner', passwordHash },
        { email: 'clerk@werkhaus.example', name: 'Carl Clerk', role: 'clerk', passwordHash },
      ]);
    },
    { now: () => clock },
  );
  const { admin, ok, refused } = merchantCalls(ctx);

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const send = (method: Method, url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.api.inject({
      method,
      url,
      headers: { host: HOST, origin: ORIGIN, ...(cookie && { cookie }), ...headers },
      ...(payload && { payload }),
    });
  const login = async (email: string, password = PASSWORD, address = '127.0.0.1') => {
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/session',
      remoteAddress: address,
      headers: { host: HOST, origin: ORIGIN },
      payload: { email, password },
    });
    return res;
  };
  const sessionOf = async (email: string, password = PASSWORD) => {
    const res = await login(email, password);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === staffSessionCookie)!;
    return `${staffSessionCookie}=${cookie.value}`;
  };

  it('logs in with an httpOnly, SameSite=Strict cookie on the admin API only, and says who and which role', async () => {
    const res = await login('Owner@Werkhaus.example');
    expect(ok(res)).toMatchObject({ role: 'owner', member: { email: 'owner@werkhaus.example', name: 'Olivia Owner' } });
    const cookie = res.cookies.find((c) => c.name === staffSessionCookie)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin/api' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    const me = ok(await send('GET', '/admin/api/session', `${staffSessionCookie}=${cookie.value}`));
    expect(me).toMatchObject({ role: 'owner', member: { email: 'owner@werkhaus.example' } });
  });

  it('refuses a wrong password and an unknown e-mail alike, and a login from another site', async () => {
    const wrong = refused(await login('owner@werkhaus.example', 'not-the-password'), 401, 'UNAUTHORIZED');
    const unknown = refused(await login('nobody@werkhaus.example'), 401, 'UNAUTHORIZED');
    expect(wrong.message).toBe(unknown.message);
    const forged = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { host: HOST, origin: 'https://evil.example' },
      payload: { email: 'owner@werkhaus.example', password: PASSWORD },
    });
    refused(forged, 403, 'FORBIDDEN');
    expect(forged.cookies).toEqual([]);
  });

  it('counts failures per account whatever the address, and lets the member in again after the wait', async () => {
    const email = 'clerk@werkhaus.example';
    for (let i = 1; i <= 5; i++) refused(await login(email, `wrong-${i}`, `10.0.0.${i}`), 401, 'UNAUTHORIZED');
    // The sixth address is new, the account is not: even the right password waits.
    const throttled = refused(await login(email, PASSWORD, '10.0.0.6'), 429, 'TOO_MANY_REQUESTS');
    expect(throttled.message).toMatch(/try again in \d+ seconds/);
    // The wait runs on Date (rate-limiter-flexible's clock): two seconds on, it is over.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() + 2_000 });
    onTestFinished(() => void vi.useRealTimers());
    ok(await login(email, PASSWORD, '10.0.0.7'));
  });

  it('ends the session at logout: the old cookie opens nothing', async () => {
    const cookie = await sessionOf('owner@werkhaus.example');
    ok(await send('GET', '/admin/api/session', cookie));
    expect((await send('DELETE', '/admin/api/session', cookie)).statusCode).toBe(204);
    refused(await send('GET', '/admin/api/session', cookie), 401, 'UNAUTHORIZED');
  });

  it('ends sessions when the clock passes a working day', async () => {
    const cookie = await sessionOf('clerk@werkhaus.example');
    clock += 12 * 3600_000 + 1000;
    refused(await send('GET', '/admin/api/session', cookie), 401, 'UNAUTHORIZED');
  });

  it("lets a clerk work but not reach the owner's operations", async () => {
    const clerk = await sessionOf('clerk@werkhaus.example');
    expect(ok(await send('GET', '/admin/api/session', clerk))).toMatchObject({ role: 'clerk' });
    const error = refused(await send('GET', '/admin/api/coupons', clerk), 403, 'FORBIDDEN');
    expect(error.message).toBe("This needs the shop owner's rights");
    refused(await send('GET', '/admin/api/staff', clerk), 403, 'FORBIDDEN');
    const orders = await send('GET', '/admin/api/orders/export?from=2026-01-01&to=2026-01-02', clerk);
    expect(orders.statusCode).toBe(200);
    expect(orders.body).toContain('order_num');
  });

  it('refuses a write with a staff cookie from another site, before it changes anything', async () => {
    const owner = await sessionOf('owner@werkhaus.example');
    const before = ok<{ data: StaffMember[] }>(await admin('GET', '/admin/api/staff')).data;
    const res = await send(
      'POST',
      '/admin/api/staff',
      owner,
      { email: 'mallory@example.com', name: 'Mallory', role: 'owner', password: 'x'.repeat(12) },
      { origin: 'https://evil.example' },
    );
    refused(res, 403, 'FORBIDDEN');
    expect(ok<{ data: StaffMember[] }>(await admin('GET', '/admin/api/staff')).data).toEqual(before);
  });

  it('adds a member, changes and disables them with versions, and audits each change without the password', async () => {
    const owner = await sessionOf('owner@werkhaus.example');
    const added = ok<StaffMember>(
      await send('POST', '/admin/api/staff', owner, {
        email: 'Nina@Werkhaus.example',
        name: 'Nina',
        role: 'clerk',
        password: 'nina-password',
      }),
      201,
    );
    expect(added).toMatchObject({ email: 'nina@werkhaus.example', role: 'clerk', disabled: false, version: 1 });
    refused(
      await send('POST', '/admin/api/staff', owner, {
        email: 'nina@werkhaus.example',
        name: 'N',
        role: 'clerk',
        password: 'nina-password',
      }),
      409,
      'CONFLICT',
    );
    const short = refused(
      await send('POST', '/admin/api/staff', owner, {
        email: 'x@werkhaus.example',
        name: 'X',
        role: 'clerk',
        password: 'short',
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(JSON.stringify(short)).toContain('At least 10 characters');

    const nina = await sessionOf('nina@werkhaus.example', 'nina-password');
    ok(await send('GET', '/admin/api/session', nina));
    const promoted = ok<StaffMember>(
      await send('PATCH', `/admin/api/staff/${added.id}`, owner, { role: 'owner', version: 1 }),
    );
    expect(promoted).toMatchObject({ role: 'owner', version: 2 });
    // Nina's session holds the role she has now.
    ok(await send('GET', '/admin/api/coupons', nina));
    // A change made against the version before is told so, not silently applied.
    refused(await send('PATCH', `/admin/api/staff/${added.id}`, owner, { name: 'Old', version: 1 }), 409, 'CONFLICT');

    const disabled = ok<StaffMember>(
      await send('PATCH', `/admin/api/staff/${added.id}`, owner, { disabled: true, version: 2 }),
    );
    expect(disabled.disabled).toBe(true);
    refused(await send('GET', '/admin/api/session', nina), 401, 'UNAUTHORIZED');
    refused(await login('nina@werkhaus.example', 'nina-password'), 401, 'UNAUTHORIZED');

    const audit = ok<{ data: AuditEntry[] }>(
      await send('GET', `/admin/api/audit?action=staff&entityId=${encodeURIComponent(added.email)}`, owner),
    ).data;
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['staff.disable', 'owner@werkhaus.example'],
      ['staff.update', 'owner@werkhaus.example'],
      ['staff.add', 'owner@werkhaus.example'],
    ]);
    expect(audit[1]).toMatchObject({ before: { role: 'clerk' }, after: { role: 'owner' } });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|nina-password/);

    // Reactivated: an action of its own, the reverse of the one before.
    ok(await send('PATCH', `/admin/api/staff/${added.id}`, owner, { disabled: false, version: disabled.version }));
    const enabled = ok<{ data: AuditEntry[] }>(
      await send('GET', `/admin/api/audit?action=staff.enable&entityId=${encodeURIComponent(added.email)}`, owner),
    ).data;
    expect(enabled).toMatchObject([{ before: { disabled: true }, after: { disabled: false } }]);
  });

  it('lists when each member last signed in: never until they do, a failed try not counted, their version kept', async () => {
    const owner = await sessionOf('owner@werkhaus.example');
    const added = ok<StaffMember>(
      await send('POST', '/admin/api/staff', owner, {
        email: 'lena@werkhaus.example',
        name: 'Lena',
        role: 'clerk',
        password: 'lena-password',
      }),
      201,
    );
    expect(added.lastSignInDate).toBeNull();
    const lena = async () =>
      ok<{ data: StaffMember[] }>(await send('GET', '/admin/api/staff', owner)).data.find((m) => m.id === added.id)!;
    refused(await login('lena@werkhaus.example', 'not-her-password'), 401, 'UNAUTHORIZED');
    expect((await lena()).lastSignInDate).toBeNull();
    clock += 60_000;
    const signedIn = ok<{ member: StaffMember }>(await login('lena@werkhaus.example', 'lena-password'));
    expect(signedIn.member.lastSignInDate).toBe(new Date(clock).toISOString());
    expect(await lena()).toMatchObject({ lastSignInDate: new Date(clock).toISOString(), version: added.version });
    // Signing in is no change of theirs: a change made with the version read before still goes through.
    ok(await send('PATCH', `/admin/api/staff/${added.id}`, owner, { name: 'Lena L.', version: added.version }));
    const audit = ok<{ data: AuditEntry[] }>(
      await send('GET', '/admin/api/audit?entityId=lena@werkhaus.example', owner),
    ).data;
    expect(JSON.stringify(audit)).not.toContain('lastSignIn');
  });

  it('ends every other session of a member whose password changes, and keeps the one that changed it', async () => {
    const first = await sessionOf('owner@werkhaus.example');
    const second = await sessionOf('owner@werkhaus.example');
    refused(
      await send('PUT', '/admin/api/session/password', first, {
        currentPassword: 'wrong',
        newPassword: 'a-new-password',
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(
      (
        await send('PUT', '/admin/api/session/password', first, {
          currentPassword: PASSWORD,
          newPassword: 'a-new-password',
        })
      ).statusCode,
    ).toBe(204);
    ok(await send('GET', '/admin/api/session', first));
    refused(await send('GET', '/admin/api/session', second), 401, 'UNAUTHORIZED');
    ok(await login('owner@werkhaus.example', 'a-new-password'));
    // An owner's new password set by another owner ends their sessions too.
    const members = ok<{ data: StaffMember[] }>(await admin('GET', '/admin/api/staff')).data;
    const owner = members.find((m) => m.email === 'owner@werkhaus.example')!;
    ok(await admin('PATCH', `/admin/api/staff/${owner.id}`, { password: PASSWORD, version: owner.version }));
    refused(await send('GET', '/admin/api/session', first), 401, 'UNAUTHORIZED');
  });

  it('names the admin key as the actor of its changes, and filters the log by who and when', async () => {
    ok(
      await admin('POST', '/admin/api/staff', {
        email: 'erp@werkhaus.example',
        name: 'ERP',
        role: 'clerk',
        password: 'erp-password',
      }),
      201,
    );
    const byKey = ok<{ data: AuditEntry[]; count: number }>(await admin('GET', '/admin/api/audit?actor=admin-key'));
    expect(byKey.data[0]).toMatchObject({ actor: 'admin-key', action: 'staff.add', entityId: 'erp@werkhaus.example' });
    expect(byKey.data.every((a) => a.actor === 'admin-key')).toBe(true);
    const none = ok<{ count: number }>(await admin('GET', '/admin/api/audit?to=2020-01-01'));
    expect(none.count).toBe(0);
    // A range that ends before it starts is refused; a day as its end is that whole day.
    const backwards = await admin('GET', '/admin/api/audit?from=2026-06-02&to=2026-06-01');
    expect(backwards.statusCode, backwards.body).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('Not before from');
    const today = new Date().toISOString().slice(0, 10);
    const sinceNow = ok<{ count: number }>(
      await admin('GET', `/admin/api/audit?from=${new Date(Date.now() - 60_000).toISOString()}&to=${today}`),
    );
    expect(sinceNow.count).toBeGreaterThan(0);
  });

  it('adds, lists, disables and re-passwords staff from the command line (npm run staff)', async () => {
    const staff = (args: string[], password?: string) =>
      runTool(ctx.api, 'staff.ts', args, password ? { STAFF_PASSWORD: password } : {});

    const added = await staff(['add', '--email', 'Anna@Werkhaus.example', '--role', 'clerk'], 'anna-password-1');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout.trim()).toBe('added: anna@werkhaus.example\tclerk\tactive\tAnna');
    expect((await login('anna@werkhaus.example', 'anna-password-1')).statusCode).toBe(200);

    const short = await staff(['add', '--email', 'ben@werkhaus.example', '--role', 'owner'], 'short');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/password/i);
    expect(await staff(['add', '--email', 'ben@werkhaus.example', '--role', 'boss'], 'ben-password-1')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: npm run staff'),
    });

    const listed = await staff(['list']);
    expect(listed.stdout).toContain('anna@werkhaus.example\tclerk\tactive\tAnna');
    expect(listed.stdout).not.toContain('ben@');

    const renewed = await staff(['password', '--email', 'anna@werkhaus.example'], 'anna-password-2');
    expect(renewed).toMatchObject({ code: 0, stdout: 'new password set, sessions ended: anna@werkhaus.example\n' });
    expect((await login('anna@werkhaus.example', 'anna-password-1')).statusCode).toBe(401);
    const session = await sessionOf('anna@werkhaus.example', 'anna-password-2');

    const disabled = await staff(['disable', '--email', 'anna@werkhaus.example']);
    expect(disabled.stdout).toContain('disabled, sessions ended: anna@werkhaus.example\tclerk\tdisabled');
    refused(await send('GET', '/admin/api/session', session), 401, 'UNAUTHORIZED');
    expect(await staff(['disable', '--email', 'nobody@werkhaus.example'])).toMatchObject({
      code: 1,
      stderr: 'No member of staff with the e-mail nobody@werkhaus.example\n',
    });
  });
});
