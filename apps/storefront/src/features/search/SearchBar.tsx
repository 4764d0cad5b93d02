'use client';

import type { LocaleCode } from '@shop/contracts';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type ComponentType, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { announceNavigation } from '@/features/chrome/navigation-progress';
import { getPathname, usePathname, useRouter } from '@/i18n/navigation';
import { Icon } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import type { LiveSearchProps, SearchSettings } from './LiveSearch';
import { searchIds, searchPage } from './search-form';

/** The live search and downshift, its combobox: not part of any page's first load. */
const loadLiveSearch = () => import('./LiveSearch');

interface Live {
  LiveSearch: ComponentType<LiveSearchProps>;
  input: HTMLInputElement;
  root: HTMLElement;
  initial: LiveSearchProps['initial'];
}

/**
 * The header's search: a form that works before its scripts do (and without them), going to the
 * search page. The live search (LiveSearch: results in an overlay while typing) loads when the
 * shopper first points at or focuses the field, and takes over that same input element, so what
 * was typed, the caret and the focus stay as they are.
 */
export function SearchBar(settings: SearchSettings) {
  const t = useTranslations('Search');
  const locale = useLocale() as LocaleCode;
  const router = useRouter();
  const id = useId();
  const ids = searchIds(id);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const loading = useRef(false);
  /** Whether the field holds what the shopper typed (searched once live), not the page's term. */
  const typed = useRef(false);
  /** Whether an arrow key asked for the suggestions while the live search loaded (opened once live). */
  const arrowed = useRef(false);

  const pathname = usePathname();
  const term = useSearchParams().get('term');
  const pageTerm = pathname === '/search-details' ? term : null;

  const goLive = () => {
    if (loading.current) return;
    loading.current = true;
    loadLiveSearch().then(({ LiveSearch }) => {
      const input = inputRef.current;
      const root = rootRef.current;
      if (!input || !root) return;
      // Read and rendered at once: no key can land between reading the field and listening to it.
      flushSync(() =>
        setLive({
          LiveSearch,
          input,
          root,
          initial: { value: input.value, typed: typed.current, arrowed: arrowed.current },
        }),
      );
    });
  };

  // What a shopper typed before the page's scripts ran (a slow phone) is searched, not lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field becomes interactive
  useEffect(() => {
    if (!inputRef.current?.value) return;
    typed.current = true;
    goLive();
  }, []);

  // On the search page the field shows the page's term, without searching it; once live, the
  // live search does.
  useEffect(() => {
    if (!live && pageTerm !== null && !typed.current && inputRef.current) inputRef.current.value = pageTerm;
  }, [live, pageTerm]);

  const navigate = (href: string) => {
    announceNavigation();
    router.push(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = inputRef.current?.value.trim();
    if (!keyword) return;
    typed.current = false;
    navigate(searchPage(keyword));
  };

  /** Empties the field as typing would, so the live search hears it (and closes). */
  const empty = () => {
    const input = inputRef.current!;
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return input;
  };

  return (
    <div ref={rootRef} className="group/search relative w-full">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader; role=search is */}
      <form
        role="search"
        action={getPathname({ href: '/search-details', locale })}
        onSubmit={submit}
        className="flex items-center gap-2"
      >
        <div className="relative flex-1">
          <label id={ids.label} htmlFor={ids.input} className="sr-only">
            {t('label')}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute size-5 start-3 top-1/2 -translate-y-1/2 text-ink-muted"
          />
          {/* A combobox from the start, collapsed until the live search takes it over (it then owns the aria state). */}
          <input
            ref={inputRef}
            id={ids.input}
            name="term"
            type="search"
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('placeholder')}
            onPointerEnter={goLive}
            onFocus={goLive}
            onInput={() => {
              typed.current = true;
            }}
            onKeyDown={(event) => {
              if (!live && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) arrowed.current = true;
            }}
            className="peer h-11 w-full rounded-md border border-line bg-surface-muted ps-10 pe-10 text-base focus:border-brand focus:bg-surface [&::-webkit-search-cancel-button]:hidden"
          />
          <IconButton
            icon="close"
            label={t('clear')}
            onClick={() => empty().focus()}
            className="absolute end-1 top-1/2 size-9 -translate-y-1/2 text-ink-muted hover:bg-line/40 peer-placeholder-shown:hidden"
          />
        </div>
        {/* Shown while the overlay is open. */}
        <button
          type="button"
          onClick={() => empty().blur()}
          className="hidden h-11 rounded-md px-2 text-sm font-medium text-brand hover:underline group-has-[[data-search-overlay]]/search:block"
        >
          {t('cancel')}
        </button>
      </form>
      {live && (
        <live.LiveSearch
          {...settings}
          id={id}
          input={live.input}
          root={live.root}
          initial={live.initial}
          pageTerm={pageTerm}
          navigate={navigate}
        />
      )}
    </div>
  );
}
