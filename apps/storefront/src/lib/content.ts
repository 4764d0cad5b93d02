import { ShopApiError } from '@shop/client';
import type { ContentEntry, ContentType, LocaleCode } from '@shop/contracts';
import { cache } from 'react';
import { cacheLife, cacheTags } from './cache';
import { publicApi } from './shop-api';

/**
 * A content entry in the locale (or the default one), or null when there is none. The shop's
 * chrome must not fall over with the content service: a failure is logged and answered with null,
 * so the page renders without that block.
 */
export const loadContent = cache(
  async (type: ContentType, identifier: string, locale: LocaleCode): Promise<ContentEntry | null> => {
    try {
      return await publicApi.getContent(
        { query: { type, identifier, locale } },
        { next: { revalidate: cacheLife.content, tags: [cacheTags.content(type, identifier)] } },
      );
    } catch (error) {
      if (!(error instanceof ShopApiError && error.status === 404))
        console.error(`content ${type}/${identifier}/${locale} unavailable:`, error);
      return null;
    }
  },
);
