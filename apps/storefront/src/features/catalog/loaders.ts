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

type Facets = Awaited<ReturnType<typeof publicApi.productFilterList>>;
const facets = ttlCache<Facets>(cacheLife.catalog);

/** Facet counts are the same for every shopper: shared for the catalogue's cache lifetime. */
export function loadFacets(locale: LocaleCode, catId: number, filters: string | undefined) {
  return facets(`${locale}/${catId}/${filters ?? ''}`, () =>
    publicApi.productFilterList({ query: { locale, catId, filters } }),
  );
}
