import type { CatalogImport } from '@shop/contracts';
import { vi } from 'vitest';
import type { ShopApi } from '../../server';
import { testAdminToken } from '../../testing/api';

export const admin = { authorization: `Bearer ${testAdminToken}` };

/** Starts an import of `file` through the API and waits until it has ended (done, invalid, checked or failed). */
export async function importFile(
  api: ShopApi,
  file: string | Buffer,
  options: Record<string, string | boolean> = {},
  contentType = 'text/csv',
): Promise<CatalogImport> {
  const query = new URLSearchParams(
    Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)])),
  ).toString();
  const started = await api.inject({
    method: 'POST',
    url: `/admin/api/catalog/imports${query ? `?${query}` : ''}`,
    headers: { ...admin, 'content-type': contentType },
    payload: file,
  });
  if (started.statusCode !== 202) throw new Error(`import not started: ${started.statusCode} ${started.body}`);
  return settled(api, started.json().id);
}

/** The import once it has ended: the test waits for that event, as a shopper's page would. */
export async function settled(api: ShopApi, id: number): Promise<CatalogImport> {
  return vi.waitFor(
    async () => {
      const state = (
        await api.inject({ url: `/admin/api/catalog/imports/${id}`, headers: admin })
      ).json() as CatalogImport;
      if (state.status === 'validating' || state.status === 'writing') throw new Error(`import ${id} ${state.status}`);
      return state;
    },
    { timeout: 120_000, interval: 50 },
  );
}

/** The catalogue export as text. */
export async function exportFile(api: ShopApi, format: 'csv' | 'jsonl' = 'csv'): Promise<string> {
  const res = await api.inject({ url: `/admin/api/catalog/export?format=${format}`, headers: admin });
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
  return res.body;
}
