import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { adminToken, root } from './processes';

/** Calls the admin content API of the shop under test. */
export async function admin(pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${inject('apiUrl')}/admin/api/content${pathname}`, {
    ...init,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = response.status === 204 ? null : await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

export const writeContent = (key: string, body: { content?: string; config: object }) =>
  admin(`/${key}`, { method: 'PUT', body: JSON.stringify(body) });

/**
 * Writes the branding setting and returns once the storefront renders it. The write carries a fresh
 * marker as the shop's description (every page's meta description), so polling a page sees this
 * very write rather than guessing a cache lifetime; content must show within the spec's 5 s. The
 * storefront keeps the entry per language it was asked in: the settings are read as the German
 * entry, an English page's looks through its fallback to it, so both are waited for.
 */
export async function setBranding(config: object) {
  const marker = `e2e-${randomUUID()}`;
  await writeContent('setting/branding/de', { config: { ...config, description: marker } });
  for (const page of ['/search-details', '/en/search-details'])
    await expect
      .poll(async () => (await fetch(`${inject('baseUrl')}${page}`)).text(), { timeout: 5_000, interval: 100 })
      .toContain(marker);
}

/** Runs `npm run content -- …` (tools/content.ts) against the API under test. */
export function contentCli(args: string[]) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['tools/content.ts', ...args], {
    cwd: root,
    env: { ...process.env, API_URL: inject('apiUrl'), ADMIN_TOKEN: adminToken },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`content ${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** Writes JSON to a temporary file for the CLI's --file. */
export function jsonFile(value: unknown) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-content-')), 'entry.json');
  writeFileSync(file, JSON.stringify(value));
  return file;
}
