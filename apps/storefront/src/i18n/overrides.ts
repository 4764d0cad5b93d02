import compile from 'icu-minify/compile';

type Namespace = Record<string, unknown>;

const isNamespace = (value: unknown): value is Namespace =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key's own value: `__proto__` or `toString` in a key never reach the prototype. */
const own = (node: Namespace, key: string) => (Object.hasOwn(node, key) ? node[key] : undefined);

/**
 * The bundled message files are compiled at build time (next.config.ts, `precompile`), so the
 * formatter reads compiled messages only. A shop owner's override ({ 'Layout.home': 'Start' }) is
 * ICU text and is compiled here the same way; one that does not compile is left out, and the
 * bundled text stays.
 */
export function applyOverrides<T extends object>(messages: T, overrides: Record<string, string>): T {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return messages;
  const result = structuredClone(messages) as Namespace;
  for (const [key, text] of entries) {
    const path = key.split('.');
    const last = path.pop()!;
    let node: Namespace | undefined = result;
    for (const part of path) {
      const next = own(node, part);
      node = isNamespace(next) ? next : undefined;
      if (!node) break;
    }
    // Only existing texts are replaced (compiled, a text is a string or an array): an override
    // cannot invent keys or replace a namespace.
    const current = node && own(node, last);
    if (!node || current === undefined || isNamespace(current)) continue;
    const compiled = compileOrNull(text);
    if (compiled !== null) node[last] = compiled;
  }
  return result as T;
}

function compileOrNull(text: string) {
  try {
    return compile(text);
  } catch {
    return null;
  }
}
