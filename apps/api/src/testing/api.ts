import { afterAll, beforeAll } from 'vitest';
import { buildServer, type ShopApi } from '../server';
import type { ServerOptions } from '../server-options';
import { createTestDatabase, type TestDatabase } from './database';

export const testAdminToken = 'test-admin-token-0123456789abcdef';
export const testAuthSecret = 'test-auth-secret-0123456789abcdef0123456789';

/**
 * Writes the branding settings through the admin API; the API that takes the write uses them at
 * once, and once this returns their announcement has come back too (it drops what was kept).
 */
export async function setBranding(api: ShopApi, config: Record<string, unknown>) {
  const res = await api.inject({
    method: 'PUT',
    url: '/admin/api/content/setting/branding/de',
    headers: { authorization: `Bearer ${testAdminToken}` },
    payload: { config },
  });
  if (res.statusCode !== 200) throw new Error(`branding not written: ${res.statusCode} ${res.body}`);
  await api.changes.heard();
}

/** A fresh database and API for one describe block; `seed` runs before the API is built. */
export function useTestApi(
  kind: 'pglite' | 'postgres',
  seed?: (database: TestDatabase) => Promise<void>,
  options: Partial<ServerOptions> | (() => Promise<Partial<ServerOptions>>) = {},
) {
  const context = {} as { api: ShopApi; database: TestDatabase };
  beforeAll(async () => {
    context.database = await createTestDatabase(kind);
    await seed?.(context.database);
    context.api = await buildServer({
      database: context.database,
      adminToken: testAdminToken,
      authSecret: testAuthSecret,
      checkAnswers: true,
      ...(typeof options === 'function' ? await options() : options),
    });
  });
  afterAll(async () => {
    await context.api?.close();
    await context.database?.destroy();
  });
  return context;
}
