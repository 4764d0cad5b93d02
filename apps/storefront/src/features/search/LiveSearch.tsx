'use client';

import type { CurrencyCode, LocaleCode } from '@shop/contracts';
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { useLocale } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import type { PriceDisplay } from '@/features/pricing/PriceView';
import { usePathname } from '@/i18n/navigation';
import { paths } from '@/routes';
import { useScrollLock } from '@/ui/scroll-lock';
import type { Suggestion } from './live-search';
import { SearchOverlay } from './SearchOverlay';
import { searchIds } from './search-form';
import { useFieldProps } from './use-field-props';
import { useLiveSearch } from './use-live-search';

export interface SearchSettings {
  /** Setting search.popupView: cards, or a compact list. */
  popupView: 'default' | 'small-list';
  display: PriceDisplay;
  pricesVisible: boolean;
  displayItemnum: boolean;
  currency: CurrencyCode;
}

export interface LiveSearchProps extends SearchSettings {
  /** The search form's useId (searchIds). */
  id: string;
  /** The form's field, which this combobox takes over, and the whole search: a click outside it closes. */
  input: HTMLInputElement;
  root: HTMLElement;
  /**
   * What the field held when this took over, whether the shopper typed it (then it is searched),
   * and whether an arrow key asked for the suggestions meanwhile (then they are opened).
   */
  initial: { value: string; typed: boolean; arrowed: boolean };
  /** The search page's term; null on other pages. */
  pageTerm: string | null;
  navigate: (href: string) => void;
}

const { InputBlur, InputKeyDownArrowDown, InputKeyDownArrowUp, FunctionSetInputValue } = useCombobox.stateChangeTypes;

/** Leaving the field chooses nothing: a suggestion is opened when chosen, never put into the field. */
const stateReducer = (
  state: UseComboboxState<Suggestion>,
  { type, changes }: UseComboboxStateChangeOptions<Suggestion>,
) => (type === InputBlur ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue } : changes);

/** Tells downshift that an event was handled here (its escape hatch, read on the event itself). */
const handledHere = (event: object) => {
  (event as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
};

/**
 * The header's live search, downshift's combobox over the search form's field: typing opens the
 * overlay below the header and searches 1000 ms after the last key; emptying the field, Escape,
 * the cross, 'Cancel', 'Go back' or a click outside close it. Enter opens the highlighted
 * suggestion, or submits the form (the search page) and drops the live search still waiting.
 * Arrow keys walk the suggestions; scrolling near the bottom of the overlay loads 12 more.
 */
export function LiveSearch({ id, input, root, initial, pageTerm, navigate, ...settings }: LiveSearchProps) {
  const locale = useLocale() as LocaleCode;
  const ids = useMemo(() => searchIds(id), [id]);
  const search = useLiveSearch(
    { locale, currency: settings.currency, withPrices: settings.pricesVisible },
    initial.value,
  );
  const { open, suggestions, change, close } = search;
  // The listbox is the combobox's popup; the overlay around it may be open without it.
  const expanded = open && suggestions.length > 0;

  const combobox = useCombobox<Suggestion>({
    items: suggestions,
    itemToString: (product) => product?.name ?? '',
    initialInputValue: initial.value,
    isOpen: expanded,
    inputId: ids.input,
    labelId: ids.label,
    menuId: ids.listbox,
    getItemId: ids.option,
    // The overlay scrolls, not the listbox.
    scrollIntoView: (option) => option.scrollIntoView({ block: 'nearest' }),
    stateReducer,
    onInputValueChange: ({ type, inputValue }) =>
      type === FunctionSetInputValue ? search.showTerm(inputValue) : change(inputValue),
    onIsOpenChange: ({ type, isOpen }) => {
      if (isOpen && (type === InputKeyDownArrowDown || type === InputKeyDownArrowUp)) search.reopen();
    },
  });
  const { highlightedIndex, setInputValue } = combobox;

  const openSuggestion = (product: Suggestion) => {
    close();
    navigate(paths.product(product.id, product.sku));
  };

  useFieldProps(
    input,
    combobox.getInputProps({
      'aria-controls': expanded ? ids.listbox : undefined,
      onKeyDown: (event) => {
        if (event.key === 'Escape' && open) {
          handledHere(event);
          event.preventDefault();
          close();
        } else if (event.key === 'Enter') {
          // Without a highlighted suggestion Enter submits the form, to the search page.
          handledHere(event);
          const chosen = expanded ? suggestions[highlightedIndex] : undefined;
          if (chosen) {
            event.preventDefault();
            openSuggestion(chosen);
          }
        }
      },
    }),
  );
  const listbox = combobox.getMenuProps({ 'aria-labelledby': ids.suggestions }, { suppressRefError: true });

  useScrollLock(open);

  // What the shopper typed before this took over is searched; an arrow key pressed meanwhile
  // opens the suggestions, as it does once this listens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking over
  useEffect(() => {
    if (initial.typed) change(input.value);
    else if (initial.arrowed) search.reopen();
  }, []);

  // The form's submission drops the live search still waiting: the page it would fill is being left.
  useEffect(() => {
    const form = input.form;
    form?.addEventListener('submit', close);
    return () => form?.removeEventListener('submit', close);
  }, [input, close]);

  // Any navigation (a link, back or forward) leaves the overlay behind; on the search page the
  // field shows the page's term, without searching it.
  const pathname = usePathname();
  const route = useRef({ pathname, pageTerm });
  useEffect(() => {
    if (route.current.pathname === pathname && route.current.pageTerm === pageTerm) return;
    route.current = { pathname, pageTerm };
    close();
    if (pageTerm !== null) setInputValue(pageTerm);
  }, [pathname, pageTerm, close, setInputValue]);

  // A click or tap outside the search closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root, close]);

  if (!open) return null;
  return (
    <>
      <div aria-hidden="true" onClick={close} className="fixed inset-0 -z-10 bg-ink/40" />
      <SearchOverlay
        ids={ids}
        shown={search.shown}
        loading={search.loading}
        listbox={listbox}
        option={(product, index) =>
          combobox.getItemProps({
            item: product,
            index,
            onClick: (event) => {
              handledHere(event);
              openSuggestion(product);
            },
          })
        }
        highlighted={highlightedIndex}
        popupView={settings.popupView}
        display={settings.display}
        pricesVisible={settings.pricesVisible}
        displayItemnum={settings.displayItemnum}
        onClose={close}
        onScroll={(event) => search.loadMore(event.currentTarget)}
      />
    </>
  );
}
