import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { contentEntries } from '../content/tables';

describe.each(databaseKinds)('routeExists on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 20, now: new Date('2026-06-01T00:00:00Z') });
    await db
      .insert(contentEntries)
      .values({ type: 'page', identifier: 'impressum', locale: 'de', content: '<p>Werkhaus GmbH</p>', config: {} });
  });
  const exists = async (query: Record<string, string>) => {
    const res = await ctx.api.inject({ method: 'GET', url: '/route-exists', query });
    expect(res.statusCode).toBe(200);
    return res.json().exists as boolean;
  };

  it('knows category paths in the locale, and nothing else', async () => {
    const { categories } = (
      await ctx.api.inject({ method: 'GET', url: '/categories', query: { locale: 'en' } })
    ).json() as { categories: Array<{ path: string[]; children: Array<{ path: string[] }> }> };
    const child = categories.find((c) => c.children.length > 0)!.children[0]!;
    expect(await exists({ kind: 'category', key: child.path.join('/'), locale: 'en' })).toBe(true);
    expect(await exists({ kind: 'category', key: `${child.path[0]}/no-such-category`, locale: 'en' })).toBe(false);
  });

  it('answers a category path of another language with the same category’s path in this one', async () => {
    const tree = async (locale: string) =>
      (await ctx.api.inject({ method: 'GET', url: '/categories', query: { locale } })).json() as {
        categories: Array<{ id: number; path: string[]; children: Array<{ id: number; path: string[] }> }>;
      };
    const [en, de] = await Promise.all([tree('en'), tree('de')]);
    const child = en.categories.find((c) => c.children.length > 0)!.children[0]!;
    const german = de.categories.flatMap((c) => c.children).find((c) => c.id === child.id)!;
    expect(german.path).not.toEqual(child.path);
    const res = await ctx.api.inject({
      method: 'GET',
      url: '/route-exists',
      query: { kind: 'category', key: child.path.join('/'), locale: 'de' },
    });
    expect(res.json()).toEqual({ exists: false, path: german.path.join('/') });
    const missing = { kind: 'category', key: 'no-such-category', locale: 'de' };
    expect((await ctx.api.inject({ method: 'GET', url: '/route-exists', query: missing })).json()).toEqual({
      exists: false,
    });
  });

  it('knows products by id, refusing ids no row can have', async () => {
    expect(await exists({ kind: 'product', key: '1', locale: 'fr' })).toBe(true);
    for (const key of ['999999', '0', '99999999999', 'abc', '1; drop table product'])
      expect(await exists({ kind: 'product', key })).toBe(false);
  });

  it('knows content pages, falling back to the default locale like the page does', async () => {
    expect(await exists({ kind: 'content', key: 'impressum', locale: 'it' })).toBe(true);
    expect(await exists({ kind: 'content', key: 'no-such-page', locale: 'de' })).toBe(false);
  });

  it('answers an unknown kind with a 400', async () => {
    const res = await ctx.api.inject({ method: 'GET', url: '/route-exists', query: { kind: 'order', key: '1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
