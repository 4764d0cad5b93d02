'use client';

import type { Facet } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, useTransition } from 'react';
import { announceNavigation } from '@/features/chrome/navigation-progress';
import { useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/ui/button-styles';
import { useOpenedOnce } from '@/ui/lazy-dialog';
import { FacetOptions } from './FacetOptions';
import { type ListingQuery, listingSearch, listings, toggleFilter } from './listing-query';

const Sheet = lazy(() => import('@/ui/Sheet').then((m) => ({ default: m.Sheet })));

interface FilterPanelProps {
  facets: Facet[];
  query: ListingQuery;
  /** The listing's path without locale, e.g. /c/werkzeug. */
  pathname: string;
  view: 'sidebar' | 'top';
}

/**
 * Facet filters with counts. Each change is a new URL (page 1), so every filter state can be
 * shared; without JavaScript the form submits the same query.
 */
export function FilterPanel({ facets, query, pathname, view }: FilterPanelProps) {
  const t = useTranslations('Catalog');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const active = query.filters.reduce((n, f) => n + f.values.length, 0);
  const chosenOf = (facet: Facet) => query.filters.find((f) => f.name === facet.id)?.values ?? [];

  const go = (filters: ListingQuery['filters']) => {
    announceNavigation();
    startTransition(() =>
      router.push(`${pathname}${listingSearch({ ...query, filters, page: 1 })}`, { scroll: false }),
    );
  };

  const groups = facets.map((facet) => (
    <fieldset key={facet.id} className="border-b border-line py-3 last:border-0">
      <legend className="mb-1 text-sm font-semibold">{facet.label}</legend>
      <FacetOptions
        facet={facet}
        chosen={chosenOf(facet)}
        onToggle={(value) => go(toggleFilter(query.filters, facet.id, value))}
      />
    </fieldset>
  ));

  const form = (
    <form action="" method="get" aria-busy={pending} className={view === 'top' ? 'flex flex-wrap gap-4' : undefined}>
      {view === 'top'
        ? facets.map((facet) => (
            <details key={facet.id} className="relative">
              <summary className={buttonClass('secondary', 'cursor-pointer list-none')}>{facet.label}</summary>
              <div className="absolute z-10 mt-1 w-64 rounded-md border border-line bg-surface p-2 shadow-overlay">
                <FacetOptions
                  facet={facet}
                  chosen={chosenOf(facet)}
                  onToggle={(value) => go(toggleFilter(query.filters, facet.id, value))}
                />
              </div>
            </details>
          ))
        : groups}
      {/* Without JavaScript the form submits itself: keep the term, sort and page size with it. */}
      {query.term && <input type="hidden" name="term" value={query.term} />}
      {query.sort !== listings[query.listing].sorts[0] && <input type="hidden" name="sort" value={query.sort} />}
      {query.itemsPerPage !== listings[query.listing].perPage[0] && (
        <input type="hidden" name="itemsPerPage" value={query.itemsPerPage} />
      )}
      <noscript>
        <button type="submit" className={buttonClass('primary', 'mt-3 w-full')}>
          {t('applyFilters')}
        </button>
      </noscript>
      {active > 0 && (
        <button type="button" className="mt-2 text-sm text-brand underline" onClick={() => go([])}>
          {t('clearFilters')}
        </button>
      )}
    </form>
  );

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClass('secondary', 'desktop:hidden')}
        onClick={() => setOpen(true)}
      >
        {t('filters')}
        {active > 0 && <span className="rounded-full bg-brand px-2 text-xs text-white">{active}</span>}
      </button>
      {/* The phone's filter sheet (and Radix) loads when first opened; Radix returns focus to the button. */}
      {opened && (
        <Suspense fallback={null}>
          <Sheet
            open={open}
            onOpenChange={setOpen}
            title={t('filters')}
            closeLabel={t('closeFilters')}
            footer={
              <button type="button" className={buttonClass('primary', 'w-full')} onClick={() => setOpen(false)}>
                {t('showResults')}
              </button>
            }
          >
            {groups}
          </Sheet>
        </Suspense>
      )}
      <section aria-label={t('filters')} className="hidden desktop:block">
        {view === 'sidebar' && (
          <h2 className="mb-1 text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('filters')}</h2>
        )}
        {form}
      </section>
    </>
  );
}
