import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CatalogImport } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { desktop } from './browser';
import { adminToken, root } from './processes';

/** The demo staff the seed creates (tools/seed/staff.ts), as README.md names them. */
export const owner = 'owner@werkhaus.example';
export const clerk = 'clerk@werkhaus.example';
export const staffPassword = 'werkhaus-admin';

/** Browser options for the back office: served by the API at /admin/. */
export const backOffice = () => ({ ...desktop, baseURL: inject('apiUrl') });

export function assertBackOfficeBuilt() {
  if (!existsSync(path.join(root, 'apps/back-office/dist/index.html')))
    throw new Error('apps/back-office/dist is missing: run `npm run build` first');
}

/**
 * Signs in as staff do, from the address `npm start` prints (/admin/, which sends them to the login
 * page), and waits for the dashboard.
 */
export async function signIn(page: Page, email: string) {
  await page.goto('/admin/');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Calls an admin operation with the machine token, as the CLIs do. */
export async function adminCall<T>(method: string, pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Imports catalogue rows (a CSV with its header) through the API, as the import page sends them, once written. */
export async function importCatalog(lines: string[]): Promise<void> {
  const started = await fetch(`${inject('apiUrl')}/admin/api/catalog/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv' },
    body: `${lines.join('\n')}\n`,
  });
  expect(started.status).toBe(202);
  const { id } = (await started.json()) as CatalogImport;
  const state = () => adminCall<CatalogImport>('GET', `/admin/api/catalog/imports/${id}`);
  await expect
    .poll(async () => (await state()).status, { timeout: 30_000, interval: 200 })
    .not.toMatch(/^(validating|writing)$/);
  expect(await state()).toMatchObject({ status: 'done', errors: [] });
}
