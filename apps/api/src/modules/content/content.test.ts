import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { contentRepository } from './repository';

const change = { author: { actor: 'test', name: null }, action: 'content.save' } as const;

describe.each(databaseKinds)('getContent on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    const content = contentRepository(db);
    await content.upsert(
      {
        type: 'page',
        identifier: 'agb',
        locale: 'de',
        content: '<h1>AGB</h1>',
        config: {},
        script: null,
      },
      change,
    );
    await content.upsert(
      {
        type: 'page',
        identifier: 'agb',
        locale: 'en',
        content: '<h1>Terms</h1>',
        config: {},
        script: null,
      },
      change,
    );
    await content.upsert(
      {
        type: 'setting',
        identifier: 'branding',
        locale: 'de',
        content: '',
        config: { title: 'Werkhaus' },
        script: null,
      },
      change,
    );
  });

  it('answers the entry in the requested locale', async () => {
    const res = await ctx.api.inject('/content?type=page&identifier=agb&locale=en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'page', identifier: 'agb', locale: 'en', content: '<h1>Terms</h1>' });
  });

  it('falls back to the default locale', async () => {
    const res = await ctx.api.inject('/content?type=page&identifier=agb&locale=fr');
    expect(res.json()).toMatchObject({ locale: 'de', content: '<h1>AGB</h1>' });
    const setting = await ctx.api.inject('/content?type=setting&identifier=branding&locale=it');
    expect(setting.json()).toMatchObject({ locale: 'de', config: { title: 'Werkhaus' } });
  });

  it('answers 404 for an identifier that does not exist', async () => {
    const res = await ctx.api.inject('/content?type=page&identifier=nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'No page "nope" exists' });
  });

  it.each([
    ['/content?identifier=agb', 'type'],
    ['/content?type=page', 'identifier'],
    ['/content?type=page&identifier=', 'identifier'],
  ])('says "Content type is required" for %s', async (url, field) => {
    const res = await ctx.api.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toContainEqual({
      path: `query.${field}`,
      message: 'Content type is required',
      code: 'invalid',
    });
  });

  it('raises the version with every write', async () => {
    const write = (content: string) =>
      contentRepository(ctx.database.db).upsert(
        {
          type: 'page',
          identifier: 'impressum',
          locale: 'en',
          content,
          config: {},
          script: null,
        },
        change,
      );
    expect((await write('<h1>Imprint</h1>')).version).toBe(1);
    expect((await write('<h1>Imprint v2</h1>')).version).toBe(2);
  });
});
