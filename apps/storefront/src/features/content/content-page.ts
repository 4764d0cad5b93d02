import { ShopApiError } from '@shop/client';
import type { LocaleCode } from '@shop/contracts';
import type { Metadata } from 'next';
import { cache } from 'react';
import { cacheLife, cacheTags } from '@/lib/cache';
import { publicApi } from '@/lib/shop-api';

/**
 * A content page (e.g. agb) in the locale or its fallback; undefined when there is none. Unlike
 * chrome blocks, a failing API is an error here: the page has nothing else to show.
 */
export const loadContentPage = cache(async (identifier: string, locale: LocaleCode) => {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(identifier)) return undefined;
  try {
    return await publicApi.getContent(
      { query: { type: 'page', identifier, locale } },
      { next: { revalidate: cacheLife.content, tags: [cacheTags.content('page', identifier)] } },
    );
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 404) return undefined;
    throw error;
  }
});

export async function contentPageMetadata(identifier: string, locale: string): Promise<Metadata> {
  const entry = await loadContentPage(identifier, locale as LocaleCode);
  if (!entry) return {};
  const { title, description } = entry.config as { title?: string; description?: string };
  return { title, description };
}
