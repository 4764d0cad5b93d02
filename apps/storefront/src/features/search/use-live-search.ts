import type { CurrencyCode, LocaleCode } from '@shop/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appendBatch, DEBOUNCE_MS, type LiveResults, nearBottom, searchBatch } from './live-search';

interface LiveSearchOptions {
  locale: LocaleCode;
  currency: CurrencyCode;
  withPrices: boolean;
}

/**
 * The live search's state: the term in the field, whether the overlay is open and the results of
 * the term (searched DEBOUNCE_MS after the last change, more as the overlay is scrolled). Only the
 * latest search may answer; none after the search is gone.
 */
export function useLiveSearch({ locale, currency, withPrices }: LiveSearchOptions, initialTerm: string) {
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<LiveResults | null>(null);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);

  const run = async (keyword: string, offset: number) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    try {
      const batch = await searchBatch({ term: keyword, offset, locale, currency, withPrices }, controller.signal);
      setResults((current) => (offset > 0 && current?.term === keyword ? appendBatch(current, batch) : batch));
    } catch {
      // Aborted: a newer search or a close took over.
    } finally {
      if (request.current === controller) setLoading(false);
    }
  };

  // Stable: the form's submission listens with it.
  const close = useCallback(() => {
    clearTimeout(timer.current);
    request.current?.abort();
    setLoading(false);
    setOpen(false);
  }, []);

  const change = (value: string) => {
    setTerm(value);
    clearTimeout(timer.current);
    const keyword = value.trim();
    if (!keyword) {
      close();
      setResults(null);
      return;
    }
    setOpen(true);
    timer.current = setTimeout(() => run(keyword, 0), DEBOUNCE_MS);
  };

  // Nothing may answer after the search has left the page.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const shown = open && results?.term === term.trim() ? results : null;

  return {
    open,
    shown,
    suggestions: shown?.data ?? [],
    loading,
    /** A term typed: opens the overlay and searches it after the debounce; an empty one closes. */
    change,
    /** Shows a term without searching it (the search page's own). */
    showTerm: setTerm,
    close,
    /** Opens the overlay again on the term's results, searching now if there are none yet. */
    reopen() {
      const keyword = term.trim();
      if (open || !keyword) return;
      setOpen(true);
      if (results?.term !== keyword) run(keyword, 0);
    },
    /** Loads the next batch once the overlay is scrolled near its bottom. */
    loadMore(overlay: HTMLElement) {
      if (!shown || loading || shown.next >= shown.count) return;
      if (nearBottom(overlay)) run(shown.term, shown.next);
    },
  };
}
