// A category's picture uploaded in the category editor: checked and stored as a product's picture
// is (the same decoder, the same media store), the owner's alone; the category takes it (audited)
// when its editor saves, and the shop's category page is told it.
import { hash } from '@node-rs/argon2';
import { type AdminCategory, type ProductPicture, staffSessionCookie } from '@shop/contracts';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAdminToken, useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf, merchantCalls } from '../../testing/merchant';
import { mediaFiles } from '../media/tables';
import { staffMembers } from '../staff/tables';

const HOST = 'shop.example:4000';
const picture = () =>
  sharp({ create: { width: 800, height: 300, channels: 3, background: '#386641' } })
    .webp()
    .toBuffer();

describe.each(databaseKinds)('a category’s picture on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await db.insert(staffMembers).values({
      email: 'clerk@werkhaus.example',
      name: 'Carl Clerk',
      role: 'clerk',
      passwordHash: await hash('picture-clerk-pass'),
    });
  });
  const { admin, call, ok, refused } = merchantCalls(ctx);
  const upload = (payload: Buffer | string, headers: Record<string, string> = {}) =>
    ctx.api.inject({
      method: 'POST',
      url: '/admin/api/category-images',
      headers: { 'content-type': 'application/octet-stream', ...headers },
      payload,
    });
  const stored = async () => (await ctx.database.db.select({ n: count() }).from(mediaFiles))[0]!.n;

  let clerk = '';
  const owner = testAdminToken;
  beforeAll(async () => {
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { host: HOST, origin: `http://${HOST}` },
      payload: { email: 'clerk@werkhaus.example', password: 'picture-clerk-pass' },
    });
    clerk = `${staffSessionCookie}=${res.cookies.find((c) => c.name === staffSessionCookie)!.value}`;
  });

  it('stores the picture, and the category takes it with its save, audited; the shop’s category page is told it', async () => {
    const bytes = await picture();
    const res = await upload(bytes, { authorization: `Bearer ${owner}`, 'content-type': 'image/webp' });
    const uploaded = ok<ProductPicture>(res, 201);
    expect(uploaded).toMatchObject({ contentType: 'image/webp', width: 800, height: 300, size: bytes.length });
    expect(uploaded.url).toBe(`/media/${uploaded.sha256}.webp`);
    // Served whole and scaled as a product's picture is.
    const whole = await ctx.api.inject(uploaded.url);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const banner = await ctx.api.inject({ url: `${uploaded.url}?w=400&h=150`, headers: { accept: 'image/webp' } });
    expect(banner.headers['content-type']).toBe('image/webp');

    const created = ok<AdminCategory>(
      await admin('PUT', '/admin/api/categories', {
        parentId: null,
        texts: { de: { name: 'Bildkategorie' }, en: { name: 'Picture category' } },
      }),
    );
    expect(created.image).toBeNull();
    const saved = ok<AdminCategory>(
      await admin('PUT', '/admin/api/categories', {
        id: created.id,
        version: created.version,
        texts: { de: { name: 'Bildkategorie' }, en: { name: 'Picture category' } },
        image: uploaded.url,
      }),
    );
    expect(saved).toMatchObject({ image: uploaded.url, version: created.version + 1 });
    const audit = (await auditRowsOf(ctx.database.db, 'category', String(created.id))).at(-1);
    expect(audit).toMatchObject({ action: 'category.update', actor: 'admin-key' });
    expect((audit!.before as AdminCategory).image).toBeNull();
    expect((audit!.after as AdminCategory).image).toBe(uploaded.url);

    const page = ok<{ current: { image: string | null } | null }>(
      await call('GET', `/categories?locale=en&path=${saved.texts.en!.slug}`),
    );
    expect(page.current?.image).toBe(uploaded.url);

    // Removed: the category has none again, audited too.
    const removed = ok<AdminCategory>(
      await admin('PUT', '/admin/api/categories', {
        id: saved.id,
        version: saved.version,
        texts: { de: { name: 'Bildkategorie' } },
        image: null,
      }),
    );
    expect(removed.image).toBeNull();
    expect((await auditRowsOf(ctx.database.db, 'category', String(created.id))).at(-1)?.after).toMatchObject({
      image: null,
    });
  });

  it('refuses what is not a picture in the staff’s words, storing nothing', async () => {
    const before = await stored();
    const bytes = await picture();
    for (const payload of ['Preisliste 2026;Hammer;9,90', bytes.subarray(0, bytes.length / 2)]) {
      const res = await upload(payload, { authorization: `Bearer ${owner}`, 'content-type': 'image/jpeg' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: 'VALIDATION_ERROR',
          problem: 'notAPicture',
          message: 'The file is not a JPEG, PNG, WebP or AVIF picture',
        },
      });
    }
    expect(await stored()).toBe(before);
  });

  it('is the owner’s: a clerk is refused (403), a shopper too (401), storing nothing', async () => {
    const before = await stored();
    const bytes = await picture();
    const byClerk = await upload(bytes, { cookie: clerk, host: HOST, origin: `http://${HOST}` });
    expect(byClerk.statusCode, byClerk.body).toBe(403);
    refused(await upload(bytes), 401, 'UNAUTHORIZED');
    expect(await stored()).toBe(before);
  });
});
