import type { LocaleCode } from '@shop/contracts';
import type { RouteMatch } from '@/routes';
import { apiUrl } from '@/server-config';
import { cacheLife, ttlCache } from './cache';

/**
 * Whether the entity behind a route exists, asked of the shop API by the proxy so that a missing
 * one is answered with a server-rendered 404 page (Next 16 renders notFound() from a page as an
 * empty shell).
 */
const known = ttlCache<boolean>(cacheLife.routeExists);

async function ask(url: string, kind: RouteMatch['kind']): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    // Only a definite "no" hides the page; when the API is unwell the page shows its error page.
    if (response.status === 404) return false;
    if (kind === 'category' && response.ok) return ((await response.json()) as { current: unknown }).current !== null;
    return true;
  } catch {
    return true;
  }
}

function lookup(match: RouteMatch, locale: LocaleCode): string | undefined {
  switch (match.kind) {
    case 'content':
      if (!/^[a-z0-9][a-z0-9-]*$/.test(match.identifier)) return undefined;
      return `${apiUrl}/content?type=page&identifier=${encodeURIComponent(match.identifier)}&locale=${locale}`;
    case 'category':
      return `${apiUrl}/categories?locale=${locale}&path=${encodeURIComponent(match.slugs.join('/'))}`;
    case 'product':
      if (!/^\d{1,10}$/.test(match.id)) return undefined;
      return `${apiUrl}/products/${match.id}?locale=${locale}`;
    default:
      return undefined;
  }
}

export async function routeExists(match: RouteMatch, locale: LocaleCode): Promise<boolean> {
  if (match.kind === 'page') return true;
  if (match.kind === 'none') return false;
  const url = lookup(match, locale);
  return url ? known(url, () => ask(url, match.kind)) : false;
}
