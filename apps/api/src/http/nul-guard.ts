import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The path of the first string in a value that holds a NUL character, which PostgreSQL text cannot store. */
export function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses input with a NUL character anywhere (body, query, path) with a 400 before any handler
 * sees it: no text column or jsonb value can hold one, so it would otherwise fail in the database.
 */
export async function nulGuard(request: FastifyRequest) {
  const path = nulPath(request.body, 'body') ?? nulPath(request.query, 'query') ?? nulPath(request.params, 'params');
  if (path) {
    const message = 'Text must not contain NUL characters';
    throw new HttpError(400, 'VALIDATION_ERROR', message, { issues: [{ path, message }] });
  }
}
