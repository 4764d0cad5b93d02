'use client';

import type { SearchSort } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { announceNavigation } from '@/features/chrome/navigation-progress';
import { useRouter } from '@/i18n/navigation';
import { type ListingQuery, listingSearch, listings } from './listing-query';
import { ViewSwitch } from './ViewSwitch';

interface ListingToolbarProps {
  query: ListingQuery;
  pathname: string;
  count: number;
  view: 'grid' | 'list';
  /** The cookie that keeps the chosen view: category-view (also the search page's) or myitems-view. */
  viewCookie: string;
  sorting: boolean;
  perPageSelector: boolean;
}

/** Result count, sorting, 'show on page' and the grid/list switch of a listing. */
export function ListingToolbar({
  query,
  pathname,
  count,
  view,
  viewCookie,
  sorting,
  perPageSelector,
}: ListingToolbarProps) {
  const t = useTranslations('Catalog');
  const router = useRouter();
  const sortId = useId();
  const perPageId = useId();
  const go = (next: ListingQuery) => {
    announceNavigation();
    router.push(`${pathname}${listingSearch(next)}`, { scroll: false });
  };
  const sortLabels: Record<SearchSort, string> = {
    relevance: t('sortRelevance'),
    latest: t('sortLatest'),
    'price-up': t('sortPriceUp'),
    'price-down': t('sortPriceDown'),
  };

  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-line pb-3">
      <p className="me-auto text-sm text-ink-muted" role="status">
        {t('productsCount', { count })}
      </p>
      {sorting && (
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm">
            {t('sortBy')}
          </label>
          <select
            id={sortId}
            value={query.sort}
            onChange={(e) => go({ ...query, sort: e.target.value as SearchSort, page: 1 })}
            className="h-10 rounded-md border border-line bg-surface px-2 text-sm"
          >
            {listings[query.listing].sorts.map((option) => (
              <option key={option} value={option}>
                {sortLabels[option]}
              </option>
            ))}
          </select>
        </div>
      )}
      {perPageSelector && (
        <div className="flex items-center gap-2">
          <label htmlFor={perPageId} className="text-sm">
            {t('showOnPage')}
          </label>
          <select
            id={perPageId}
            value={query.itemsPerPage}
            onChange={(e) => go({ ...query, itemsPerPage: Number(e.target.value), page: 1 })}
            className="h-10 rounded-md border border-line bg-surface px-2 text-sm"
          >
            {listings[query.listing].perPage.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      <ViewSwitch view={view} viewCookie={viewCookie} />
    </div>
  );
}
