import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import { staffSessionCookie } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { testAdminToken, testAuthSecret, useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { staffMembers } from '../staff/tables';

const auth = { authorization: `Bearer ${testAdminToken}` };
const staffPassword = 'werkhaus-admin';

describe.each(databaseKinds)('content admin API on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await db.insert(staffMembers).values({
      email: 'olivia@werkhaus.example',
      name: 'Olivia Werner',
      role: 'owner',
      passwordHash: await hash(staffPassword),
    });
  });
  const put = (path: string, payload: unknown, headers: Record<string, string> = auth) =>
    ctx.api.inject({ method: 'PUT', url: `/admin/api/content/${path}`, headers, payload: payload as object });

  it('requires the admin token', async () => {
    for (const headers of [{ authorization: 'Bearer wrong-token' }, { authorization: testAdminToken }]) {
      const res = await ctx.api.inject({ url: '/admin/api/content', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'A valid admin token is required' });
    }
    // Without a token the caller is asked for a staff session (the back office's).
    const anonymous = await ctx.api.inject({ url: '/admin/api/content' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Please log in to the back office',
      problem: 'signInNeeded',
    });
    // A block no other test writes: the refused write left nothing.
    const denied = await put('block/footer/de', { config: { columns: [] } }, {});
    expect(denied.statusCode).toBe(401);
    expect((await ctx.api.inject('/content?type=block&identifier=footer')).statusCode).toBe(404);
  });

  it('writes a menu, serves it to the shop and lists it', async () => {
    const menu = { items: [{ kind: 'link', title: { de: 'Werkzeug', en: 'Tools' }, href: '/c/werkzeug' }] };
    const res = await put('block/menu/de', { config: menu });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'block', identifier: 'menu', locale: 'de', version: 1 });
    const served = await ctx.api.inject('/content?type=block&identifier=menu&locale=en');
    expect(served.json().config.items[0]).toEqual({ ...menu.items[0], visibility: 'all' });
    const list = await ctx.api.inject({ url: '/admin/api/content', headers: auth });
    expect(list.json().entries).toContainEqual(
      expect.objectContaining({ type: 'block', identifier: 'menu', locale: 'de', version: 1 }),
    );
  });

  it.each([
    ['block/menu/de', { config: { items: [{ kind: 'megamenu', title: 'X' }] } }, 'config.items.0.kind'],
    ['block/menu/de', { config: { items: [{ title: 'X', href: 'javascript:alert(1)' }] } }, 'config.items.0.href'],
    ['block/menu/de', { config: {} }, 'config.items'],
    [
      'block/footer/en',
      { config: { columns: [{ header: 'Service', items: [{ label: 'AGB' }] }] } },
      'config.columns.0.items.0.url',
    ],
    [
      'block/notification-bar/de',
      { content: '<p>Hi</p>', config: { backgroundColor: 'red;}body{display:none' } },
      'config.backgroundColor',
    ],
    ['setting/branding/de', { config: { isPriceForGuestEnabled: 'yes' } }, 'config.isPriceForGuestEnabled'],
    ['setting/branding/de', { config: { unknownSetting: true } }, 'config'],
    ['setting/branding/de', { content: '<p>x</p>', config: {} }, 'content'],
    ['setting/locale/fr', { config: { messages: { 'not a key': 'x' } } }, 'config.messages.not a key'],
    ['block/unheard-of/de', { config: {} }, 'params.identifier'],
    ['page/agb/de', { content: '<p>x</p>', config: {} }, 'config.title'],
  ])('refuses invalid content for %s naming the field', async (path, payload, field) => {
    const res = await put(path, payload);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.issues.map((i: { path: string }) => i.path.replace(/^body\./, ''))).toContain(field);
  });

  it('keeps the shop’s settings in the default language’s branding: another language’s entry is refused them', async () => {
    const refused = await put('setting/branding/en', {
      config: { title: 'Werkhaus', isRegistrationEnabled: false, isGuestUserEnabled: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.issues).toEqual([
      expect.objectContaining({
        path: 'body.config.isRegistrationEnabled',
        message: 'a setting applies to every language: set it in the de entry',
      }),
      expect.objectContaining({ path: 'body.config.isGuestUserEnabled' }),
    ]);
    expect((await ctx.api.inject('/content?type=setting&identifier=branding&locale=en')).statusCode).toBe(404);
    // Looks and words stay per language; the settings are the default language's entry's.
    expect((await put('setting/branding/en', { config: { title: 'Werkhaus (EN)' } })).statusCode).toBe(200);
    expect((await put('setting/branding/de', { config: { isRegistrationEnabled: false } })).statusCode).toBe(200);
    const register = await ctx.api.inject({
      method: 'POST',
      url: '/customers',
      payload: {
        email: 'one-source@example.com',
        password: 'correct horse',
        firstName: 'A',
        lastName: 'B',
        locale: 'en',
      },
    });
    expect(register.statusCode).toBe(403);
  });

  it('cleans scripts and event handlers out of HTML before saving', async () => {
    const res = await put('block/notification-bar/de', {
      content:
        '<p onclick="steal()">Versandkostenfrei ab 100 €<script>alert(1)</script> <a href="javascript:alert(2)">mehr</a> <a href="/i/versand" target="_blank">Versand</a><img src=x onerror="alert(3)"></p>',
      config: { backgroundColor: '#0f4c5c' },
    });
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(content).toContain('Versandkostenfrei ab 100 €');
    expect(content).toContain('<a href="/i/versand" target="_blank" rel="noopener noreferrer">Versand</a>');
  });

  it('validates without saving on dryRun', async () => {
    const before = await ctx.api.inject({ url: '/admin/api/content/block/top-banner/de', headers: auth });
    expect(before.statusCode).toBe(404);
    const res = await ctx.api.inject({
      method: 'PUT',
      url: '/admin/api/content/block/top-banner/de?dryRun=true',
      headers: auth,
      payload: { content: '<b>Neu</b><script>x</script>', config: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: '<b>Neu</b>', version: 1 });
    expect((await ctx.api.inject({ url: '/admin/api/content/block/top-banner/de', headers: auth })).statusCode).toBe(
      404,
    );
  });

  it('keeps every version and restores an earlier one as the newest', async () => {
    for (const text of ['Eins', 'Zwei', 'Drei'])
      expect(
        (await put('page/versand/de', { content: `<p>${text}</p>`, config: { title: 'Versand' } })).statusCode,
      ).toBe(200);
    const history = await ctx.api.inject({ url: '/admin/api/content/page/versand/de/history', headers: auth });
    expect(history.json().versions.map((v: { version: number; content: string }) => [v.version, v.content])).toEqual([
      [3, '<p>Drei</p>'],
      [2, '<p>Zwei</p>'],
      [1, '<p>Eins</p>'],
    ]);
    const restored = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/content/page/versand/de/restore',
      headers: auth,
      payload: { version: 1 },
    });
    expect(restored.json()).toMatchObject({ version: 4, content: '<p>Eins</p>' });
    expect((await ctx.api.inject('/content?type=page&identifier=versand')).json().content).toBe('<p>Eins</p>');
    const missing = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/content/page/versand/de/restore',
      headers: auth,
      payload: { version: 99 },
    });
    expect(missing.statusCode).toBe(404);
    // Each write and the restore left an audit row naming who wrote which version.
    const audit = await ctx.api.inject({
      url: '/admin/api/audit?action=content&entityId=page/versand/de',
      headers: auth,
    });
    expect(
      audit
        .json()
        .data.map((row: { action: string; actor: string; before: unknown; after: unknown }) => [
          row.action,
          row.actor,
          row.before,
          row.after,
        ]),
    ).toEqual([
      ['content.restore', 'admin-key', { version: 3 }, { version: 4 }],
      ['content.save', 'admin-key', { version: 2 }, { version: 3 }],
      ['content.save', 'admin-key', { version: 1 }, { version: 2 }],
      ['content.save', 'admin-key', null, { version: 1 }],
    ]);
  });

  it("names each version's author: the member's name, the admin key as the audit log names it", async () => {
    const host = { host: 'shop.example', origin: 'http://shop.example' };
    const login = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: host,
      payload: { email: 'olivia@werkhaus.example', password: staffPassword },
    });
    const session = login.cookies.find((c) => c.name === staffSessionCookie)!;
    const member = { ...host, cookie: `${staffSessionCookie}=${session.value}` };
    expect((await put('page/impressum/de', { content: '<p>A</p>', config: { title: 'Impressum' } })).statusCode).toBe(
      200,
    );
    expect(
      (await put('page/impressum/de', { content: '<p>B</p>', config: { title: 'Impressum' } }, member)).statusCode,
    ).toBe(200);
    const restored = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/content/page/impressum/de/restore',
      headers: member,
      payload: { version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    // A dry run saves nothing, so it is nobody's version.
    await ctx.api.inject({
      method: 'PUT',
      url: '/admin/api/content/page/impressum/de?dryRun=true',
      headers: member,
      payload: { content: '<p>C</p>', config: { title: 'Impressum' } },
    });
    const history = await ctx.api.inject({ url: '/admin/api/content/page/impressum/de/history', headers: member });
    expect(history.json().versions.map((v: { version: number; author: unknown }) => [v.version, v.author])).toEqual([
      [3, { actor: 'olivia@werkhaus.example', name: 'Olivia Werner' }],
      [2, { actor: 'olivia@werkhaus.example', name: 'Olivia Werner' }],
      [1, { actor: 'admin-key', name: null }],
    ]);
  });

  it('finds the authors of versions saved before they were kept in the audit log (migration 0040)', async () => {
    const db = ctx.database.db;
    expect((await put('page/agb/en', { content: '<p>1</p>', config: { title: 'Terms' } })).statusCode).toBe(200);
    const [entry] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from content_entry where type = 'page' and identifier = 'agb' and locale = 'en'`),
    );
    // Two versions as they were before: no author on the version, only the audit log's rows.
    await db.execute(sql`update content_version set author = null, author_name = null where entry_id = ${entry!.id}`);
    await db.execute(sql`insert into content_version (entry_id, version, content, config)
      values (${entry!.id}, 2, '<p>2</p>', '{"title":"Terms"}')`);
    await db.execute(sql`insert into audit_log (actor, action, entity, entity_id, before, after)
      values ('olivia@werkhaus.example', 'content.save', 'content', 'page/agb/en', '{"version":1}', '{"version":2}')`);
    const migration = readFileSync(
      new URL('../../db/migrations/0041_content_version_authors.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      if (/^\s*update/im.test(statement.replace(/^--.*$/gm, ''))) await db.execute(sql.raw(statement));
    const history = await ctx.api.inject({ url: '/admin/api/content/page/agb/en/history', headers: auth });
    expect(history.json().versions.map((v: { author: unknown }) => v.author)).toEqual([
      { actor: 'olivia@werkhaus.example', name: 'Olivia Werner' },
      { actor: 'admin-key', name: null },
    ]);
  });
});

describe('admin API without a configured token', () => {
  it('is off rather than open', async () => {
    const { buildServer } = await import('../../server');
    const { createTestDatabase } = await import('../../testing/database');
    const database = await createTestDatabase('pglite');
    const api = await buildServer({ database, authSecret: testAuthSecret });
    const res = await api.inject({
      url: '/admin/api/content',
      headers: { authorization: 'Bearer anything-at-all-here-123456' },
    });
    expect(res.statusCode).toBe(403);
    await api.close();
    await database.destroy();
  });
});
