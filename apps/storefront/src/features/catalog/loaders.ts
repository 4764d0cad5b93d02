import type { LocaleCode } from '@shop/contracts';
import { cache } from 'react';
import { cacheLife, ttlCache } from '@/lib/cache';
import { publicApi } from '@/lib/shop-api';

type CategoryList = Awaited<ReturnType<typeof publicApi.categoryList>>;
const categories = ttlCache<CategoryList>(cacheLife.catalog);

/** The category tree with the category at `slugs` marked current (null when there is none). */
export const loadCategory = cache((locale: LocaleCode, slugs: string[]) => {
  const path = slugs.join('/');
  return categories(`${locale}/${path}`, () => publicApi.categoryList({ query: { locale, path } }));
});
