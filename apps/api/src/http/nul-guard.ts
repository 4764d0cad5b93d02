import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { invalidField } from '../lib/domain-errors';

/** Deeper than any operation's input: a body nested further is refused rather than walked. */
const MAX_DEPTH = 32;

/** Half of a surrogate pair without its other half. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first string in a value that PostgreSQL cannot store: a NUL character (text
 * and jsonb refuse it) or an unpaired surrogate (jsonb refuses "\ud800"; it is no character).
 * Walks with its own stack (no recursion), and refuses input nested too deeply.
 */
export function nulPath(value: unknown, root: string): string | undefined {
  const stack: Array<[unknown, string, number]> = [[value, root, 0]];
  while (stack.length > 0) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000') || loneSurrogate.test(item)) return path;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH) throw invalidField(path, 'Input is nested too deeply');
    for (const [key, child] of Object.entries(item)) stack.push([child, `${path}.${key}`, depth + 1]);
  }
  return undefined;
}

/**
 * Refuses input with such text anywhere (body, query, path) with a 400 before any handler sees
 * it: it would otherwise fail in the database as a 500.
 */
export async function nulGuard(request: FastifyRequest) {
  // An uploaded file arrives as a stream, read by its operation (which checks what it keeps).
  const body = request.body instanceof Readable ? undefined : request.body;
  const path = nulPath(body, 'body') ?? nulPath(request.query, 'query') ?? nulPath(request.params, 'params');
  if (path) throw invalidField(path, 'Text must not contain NUL characters or unpaired surrogates');
}
