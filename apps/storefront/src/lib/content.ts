import type { ContentEntry, ContentType, LocaleCode } from '@shop/contracts';
import { orAbsent } from './absent';
import { cacheLife, ttlCache } from './cache';
import { logProblem } from './log';
import { publicApi } from './shop-api';

const contentCache = ttlCache<ContentEntry | null>(cacheLife.content);

/** A content entry in the locale (or the default one), or null when there is none. */
export function fetchContent(type: ContentType, identifier: string, locale: LocaleCode): Promise<ContentEntry | null> {
  return contentCache(
    `${type}/${identifier}/${locale}`,
    async () => (await orAbsent(publicApi.getContent({ query: { type, identifier, locale } }))) ?? null,
  );
}

/**
 * A block or setting for the shop's chrome. The chrome must not fall over with the content
 * service: a failure is logged and answered with null, so the page renders without that block.
 */
export async function loadContent(type: ContentType, identifier: string, locale: LocaleCode) {
  try {
    return await fetchContent(type, identifier, locale);
  } catch (error) {
    // Content is loaded once for every request that asks within its lifetime: no request's id.
    logProblem('error', `content ${type}/${identifier}/${locale} unavailable`, error);
    return null;
  }
}
