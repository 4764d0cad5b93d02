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
  /** The result count as the server wrote it ('20 products'), so the browser formats no number (see BadgeButton). */
  countText: string;
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
  countText,
  view,
  viewCookie,
  sorting,
  perPageSelector,
}: ListingToolbarProps) {
  const t = useTranslations('Catalog');
  const router = useRouter();
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
        {countText}
      </p>
      {sorting && (
        <ToolbarSelect
          label={t('sortBy')}
          value={query.sort}
          options={listings[query.listing].sorts.map((option) => [option, sortLabels[option]])}
          onChange={(sort) => go({ ...query, sort: sort as SearchSort, page: 1 })}
        />
      )}
      {perPageSelector && (
        <ToolbarSelect
          label={t('showOnPage')}
          value={String(query.itemsPerPage)}
          options={listings[query.listing].perPage.map((option) => [String(option), String(option)])}
          onChange={(perPage) => go({ ...query, itemsPerPage: Number(perPage), page: 1 })}
        />
      )}
      <ViewSwitch view={view} viewCookie={viewCookie} />
    </div>
  );
}

/** A labelled choice of the toolbar that applies as soon as it changes. */
function ToolbarSelect(props: {
  label: string;
  value: string;
  options: Array<[value: string, label: string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="h-10 rounded-md border border-line bg-surface px-2 text-sm"
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
