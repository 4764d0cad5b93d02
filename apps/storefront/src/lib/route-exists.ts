import type { LocaleCode } from '@shop/contracts';
import type { RouteMatch } from '@/routes';
import { apiUrl } from '@/server-config';

/**
 * Whether the entity behind a route exists, asked of the shop API by the proxy so that a missing
 * one is answered with a server-rendered 404 page (Next 16 renders notFound() from a page as an
 * empty shell). Answers are kept for 5 s, the content service's publishing delay.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;
const known = new Map<string, { exists: boolean; until: number }>();

async function ask(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    // Only a definite 404 hides the page; when the API is unwell the page shows its error page.
    return response.status !== 404;
  } catch {
    return true;
  }
}

function lookup(match: RouteMatch, locale: LocaleCode): string | undefined {
  switch (match.kind) {
    case 'content':
      if (!/^[a-z0-9][a-z0-9-]*$/.test(match.identifier)) return undefined;
      return `${apiUrl}/content?type=page&identifier=${encodeURIComponent(match.identifier)}&locale=${locale}`;
    default:
      return undefined;
  }
}

export async function routeExists(match: RouteMatch, locale: LocaleCode): Promise<boolean> {
  if (match.kind === 'page') return true;
  if (match.kind === 'none') return false;
  const url = lookup(match, locale);
  if (!url) return false;
  const now = Date.now();
  const cached = known.get(url);
  if (cached && cached.until > now) return cached.exists;
  const exists = await ask(url);
  if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
  known.set(url, { exists, until: now + TTL_MS });
  return exists;
}
