// The shop's admin API as the command-line tools reach it (npm run content|catalog|orders): API_URL
// (default http://127.0.0.1:4000) and ADMIN_TOKEN (default: the file .data/admin-token that
// `npm start` writes) say where and as whom.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createShopClient, ShopApiError } from '@shop/client';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

function adminToken(): string {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'admin-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error('No admin token: set ADMIN_TOKEN or start the shop once with `npm start`');
}

/** A client with the admin token; `timeoutMs` for calls that move whole files (10 s otherwise). */
export const adminApi = (timeoutMs?: number) =>
  createShopClient({
    baseUrl: apiUrl,
    headers: () => ({ authorization: `Bearer ${adminToken()}` }),
    ...(timeoutMs && { timeoutMs }),
  });

/** A failed call as a person reads it: the API's message and the fields it names, or why it was not reached. */
export function describeError(error: unknown): string {
  if (error instanceof ShopApiError) {
    const issues = (error.details as { issues?: Array<{ path: string; message: string }> } | undefined)?.issues ?? [];
    return [error.message, ...issues.map((i) => `  ${i.path}: ${i.message}`)].join('\n');
  }
  const unreachable = (error as { cause?: { code?: string } }).cause?.code;
  if (unreachable) return `The shop API at ${apiUrl} does not answer (${unreachable}): is it running? (API_URL)`;
  return error instanceof Error ? error.message : String(error);
}

/** A wrong command line: the tool prints its usage and exits with 2. */
export class UsageError extends Error {}

/** Prints why a command failed: exit code 2 for a wrong command line, 1 for anything else. */
export function reportFailure(error: unknown) {
  console.error(describeError(error));
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
