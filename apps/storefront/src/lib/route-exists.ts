import { createShopClient } from '@shop/client';
import type { LocaleCode } from '@shop/contracts';
import type { RouteMatch } from '@/routes';
import { apiUrl } from '@/server-config';
import { cacheLife, ttlCache } from './cache';

/**
 * Whether the entity behind a route exists, asked of the shop API by the proxy so that a missing
 * one is answered with a server-rendered 404 page (Next 16 renders notFound() from a page as an
 * empty shell), and a category path of another language is sent on to the same category's path
 * in this one (`path`: the language switcher keeps the path, and category slugs are translated).
 */
type RouteAnswer = { exists: boolean; path?: string };
const known = ttlCache<RouteAnswer>(cacheLife.routeExists);

// The proxy waits for this answer before any page renders: a slow API must not hold pages for long.
const api = createShopClient({ baseUrl: apiUrl, timeoutMs: 3_000 });

type Lookup = { kind: 'category' | 'product' | 'content'; key: string };

function lookup(match: RouteMatch): Lookup | undefined {
  switch (match.kind) {
    case 'content':
      return /^[a-z0-9][a-z0-9-]*$/.test(match.identifier) ? { kind: 'content', key: match.identifier } : undefined;
    case 'category': {
      const key = match.slugs.join('/');
      return key.length > 0 && key.length <= 1000 ? { kind: 'category', key } : undefined;
    }
    case 'product':
      return /^\d{1,10}$/.test(match.id) ? { kind: 'product', key: match.id } : undefined;
    default:
      return undefined;
  }
}

export async function routeExists(match: RouteMatch, locale: LocaleCode): Promise<RouteAnswer> {
  if (match.kind === 'page') return { exists: true };
  if (match.kind === 'none') return { exists: false };
  const wanted = lookup(match);
  if (!wanted) return { exists: false };
  return known(`${wanted.kind}:${locale}:${wanted.key}`, () =>
    api.routeExists({ query: { ...wanted, locale } }).catch(
      // Only a definite "no" hides the page; when the API is unwell the page shows its error page.
      () => ({ exists: true }),
    ),
  );
}
