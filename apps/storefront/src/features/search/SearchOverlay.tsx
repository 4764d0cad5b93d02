'use client';

import type { UseComboboxGetItemPropsReturnValue, UseComboboxGetMenuPropsReturnValue } from 'downshift';
import { useTranslations } from 'next-intl';
import type { UIEvent } from 'react';
import type { PriceDisplay } from '@/features/pricing/PriceView';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';
import { cx } from '@/ui/cx';
import { Icon } from '@/ui/Icon';
import type { LiveResults, Suggestion } from './live-search';
import { SuggestionItem } from './SuggestionItem';
import { searchPage } from './search-form';

interface SearchOverlayProps {
  ids: { heading: string; suggestions: string };
  /** The results of the term in the field; null while none have arrived. */
  shown: LiveResults | null;
  loading: boolean;
  /** The combobox's props for the suggestions listbox, and for each option. */
  listbox: UseComboboxGetMenuPropsReturnValue;
  option: (product: Suggestion, index: number) => UseComboboxGetItemPropsReturnValue;
  /** The suggestion highlighted; -1 for none. */
  highlighted: number;
  popupView: 'default' | 'small-list';
  display: PriceDisplay;
  pricesVisible: boolean;
  displayItemnum: boolean;
  onClose: () => void;
  onScroll: (event: UIEvent<HTMLDivElement>) => void;
}

/** The live results below the header: matching categories, product suggestions and "show all". */
export function SearchOverlay({
  ids,
  shown,
  loading,
  listbox,
  option,
  highlighted,
  popupView,
  display,
  pricesVisible,
  displayItemnum,
  onClose,
  onScroll,
}: SearchOverlayProps) {
  const t = useTranslations('Search');
  const suggestions = shown?.data ?? [];
  return (
    <section
      aria-labelledby={ids.heading}
      data-search-overlay=""
      className="absolute inset-x-0 top-full z-30 mt-2 flex max-h-[calc(100dvh-9rem)] flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-overlay desktop:-inset-x-24"
    >
      <div className="flex items-center gap-3 border-b border-line px-4 py-3">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-md text-sm text-ink-muted hover:text-ink"
        >
          <Icon name="back" className="size-4" />
          {t('goBack')}
        </button>
        <h2 id={ids.heading} className="whitespace-nowrap text-base font-semibold">
          {t('results')}
        </h2>
        <p role="status" className="ms-auto truncate text-xs text-ink-muted sm:text-sm">
          {loading && !shown ? t('searching') : shown ? t('found', { count: shown.count }) : ''}
        </p>
      </div>
      <div className="overflow-y-auto overscroll-contain p-4" onScroll={onScroll} data-search-scroll="">
        {!shown ? (
          <div className="py-8 text-center" aria-busy={loading}>
            <p className="font-semibold">{t('emptyTitle')}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('emptyText')}</p>
          </div>
        ) : (
          <div className="grid gap-6 desktop:grid-cols-[12rem_1fr]">
            {shown.categories.length > 0 && (
              <nav aria-label={t('categories')}>
                <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('categories')}</h3>
                <ul className="space-y-1">
                  {shown.categories.map((category) => (
                    <li key={category.id}>
                      <Link
                        href={paths.category(category.path)}
                        onClick={onClose}
                        className="text-sm text-brand hover:underline"
                      >
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <div className={cx(shown.categories.length === 0 && 'desktop:col-span-2')}>
              <h3 id={ids.suggestions} className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-muted">
                {t('suggestions')}
              </h3>
              {suggestions.length === 0 ? (
                <div className="py-6">
                  <p className="font-semibold">{t('noResults', { term: shown.term })}</p>
                  <p className="mt-1 text-sm text-ink-muted">{t('noResultsHint')}</p>
                </div>
              ) : (
                <div
                  {...listbox}
                  className={cx(
                    popupView === 'small-list'
                      ? 'divide-y divide-line'
                      : 'grid grid-cols-2 gap-3 sm:grid-cols-3 desktop:grid-cols-4',
                  )}
                >
                  {suggestions.map((product, index) => (
                    <SuggestionItem
                      key={product.id}
                      option={option(product, index)}
                      product={product}
                      active={index === highlighted}
                      view={popupView}
                      display={display}
                      pricesVisible={pricesVisible}
                      displayItemnum={displayItemnum}
                    />
                  ))}
                </div>
              )}
              {loading && shown.data.length > 0 && (
                <p className="py-3 text-center text-sm text-ink-muted" aria-live="polite">
                  {t('loadingMore')}
                </p>
              )}
            </div>
          </div>
        )}
      </div>
      {shown && shown.count > 0 && (
        <div className="border-t border-line px-4 py-3">
          <Link
            href={searchPage(shown.term)}
            onClick={onClose}
            className="text-sm font-semibold text-brand hover:underline"
          >
            {t('showAll', { count: shown.count })}
          </Link>
        </div>
      )}
    </section>
  );
}
