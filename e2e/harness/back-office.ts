import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
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
