'use client';

import type { CurrencyCode, LocaleCode } from '@shop/contracts';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, type UIEvent, useEffect, useId, useRef } from 'react';
import { announceNavigation } from '@/features/chrome/navigation-progress';
import type { PriceDisplay } from '@/features/pricing/PriceView';
import { getPathname, usePathname, useRouter } from '@/i18n/navigation';
import { paths } from '@/routes';
import { Icon } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { useScrollLock } from '@/ui/scroll-lock';
import { type Suggestion, searchPage } from './live-search';
import { SearchOverlay } from './SearchOverlay';
import { useLiveSearch } from './use-live-search';

export interface SearchBarProps {
  /** Setting search.popupView: cards, or a compact list. */
  popupView: 'default' | 'small-list';
  display: PriceDisplay;
  pricesVisible: boolean;
  displayItemnum: boolean;
  currency: CurrencyCode;
}

/**
 * The header's search: a combobox whose live results open in an overlay below the header. Typing
 * opens it and searches 1000 ms after the last key; emptying the field, Escape, the cross, 'Cancel',
 * 'Go back' or a click outside close it. Enter opens the search page (or the highlighted product)
 * and drops the live search still waiting. Arrow keys walk the suggestions; scrolling near the
 * bottom of the overlay loads 12 more.
 */
export function SearchBar({ popupView, display, pricesVisible, displayItemnum, currency }: SearchBarProps) {
  const t = useTranslations('Search');
  const locale = useLocale() as LocaleCode;
  const router = useRouter();
  const search = useLiveSearch({ locale, currency, withPrices: pricesVisible });
  const { term, open, shown, suggestions, active, change, close, showTerm } = search;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const headingId = `${id}-heading`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useScrollLock(open);

  // On the search page the field shows the page's term, without searching it live again.
  const pathname = usePathname();
  const pageTerm = useSearchParams().get('term');
  useEffect(() => {
    if (pathname === '/search-details' && pageTerm !== null) showTerm(pageTerm);
  }, [pathname, pageTerm, showTerm]);
  // Any navigation (a link, back or forward) leaves the overlay behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, not on the overlay's own state
  useEffect(() => {
    close();
  }, [pathname, pageTerm]);

  // What a shopper typed before the page's scripts ran (a slow phone) is searched, not lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field becomes interactive
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed && pathname !== '/search-details') change(typed);
  }, []);

  const clear = () => {
    change('');
    inputRef.current?.focus();
  };

  const go = (href: string) => {
    // The live search still waiting is dropped: the page it would fill is being left.
    close();
    announceNavigation();
    router.push(href);
  };

  const openSuggestion = (product: Suggestion) => go(paths.product(product.id, product.sku));

  // A click or tap outside the search closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      search.reopen();
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + suggestions.length + 1) % (suggestions.length + 1);
      // One step past either end returns to the field itself.
      search.highlight(next === suggestions.length ? -1 : next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = term.trim();
    if (!keyword) return;
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen) openSuggestion(chosen);
    else go(searchPage(keyword));
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => search.loadMore(event.currentTarget);

  return (
    <div ref={rootRef} className="relative w-full">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader; role=search is */}
      <form
        role="search"
        action={getPathname({ href: '/search-details', locale })}
        onSubmit={submit}
        className="flex items-center gap-2"
      >
        <div className="relative flex-1">
          <label htmlFor={`${id}-input`} className="sr-only">
            {t('label')}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute size-5 start-3 top-1/2 -translate-y-1/2 text-ink-muted"
          />
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="term"
            type="search"
            role="combobox"
            aria-expanded={open && suggestions.length > 0}
            aria-controls={suggestions.length > 0 ? listboxId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('placeholder')}
            value={term}
            onChange={(e) => change(e.target.value)}
            onKeyDown={onKeyDown}
            className="h-11 w-full rounded-md border border-line bg-surface-muted ps-10 pe-10 text-base focus:border-brand focus:bg-surface [&::-webkit-search-cancel-button]:hidden"
          />
          {term && (
            <IconButton
              icon="close"
              label={t('clear')}
              onClick={clear}
              className="absolute end-1 top-1/2 size-9 -translate-y-1/2 text-ink-muted hover:bg-line/40"
            />
          )}
        </div>
        {open && (
          <button
            type="button"
            onClick={() => {
              change('');
              inputRef.current?.blur();
            }}
            className="h-11 rounded-md px-2 text-sm font-medium text-brand hover:underline"
          >
            {t('cancel')}
          </button>
        )}
      </form>

      {open && (
        <>
          <div aria-hidden="true" onClick={close} className="fixed inset-0 -z-10 bg-ink/40" />
          <SearchOverlay
            ids={{ heading: headingId, listbox: listboxId, suggestions: `${id}-suggestions`, option: optionId }}
            shown={shown}
            loading={search.loading}
            active={active}
            popupView={popupView}
            display={display}
            pricesVisible={pricesVisible}
            displayItemnum={displayItemnum}
            onClose={close}
            onScroll={onScroll}
            onChoose={openSuggestion}
          />
        </>
      )}
    </div>
  );
}
