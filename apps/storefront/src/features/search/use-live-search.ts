import type { CurrencyCode, LocaleCode } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { appendBatch, DEBOUNCE_MS, type LiveResults, nearBottom, searchBatch } from './live-search';

interface LiveSearchOptions {
  locale: LocaleCode;
  currency: CurrencyCode;
  withPrices: boolean;
}

/**
 * The live search's state: the term typed, whether the overlay is open, the results of the term
 * (searched DEBOUNCE_MS after the last change, more as the overlay is scrolled), and the suggestion
 * the arrow keys highlight. Only the latest search may answer; none after the search is gone.
 */
export function useLiveSearch({ locale, currency, withPrices }: LiveSearchOptions) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<LiveResults | null>(null);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);

  const cancelPending = () => {
    clearTimeout(timer.current);
    request.current?.abort();
    setLoading(false);
  };

  const run = async (keyword: string, offset: number) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    try {
      const batch = await searchBatch({ term: keyword, offset, locale, currency, withPrices }, controller.signal);
      setResults((current) => (offset > 0 && current?.term === keyword ? appendBatch(current, batch) : batch));
      if (offset === 0) setActive(-1);
    } catch {
      // Aborted: a newer search or a close took over.
    } finally {
      if (request.current === controller) setLoading(false);
    }
  };

  const close = () => {
    cancelPending();
    setOpen(false);
    setActive(-1);
  };

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
    term,
    /** Shows a term without searching it (the search page's own). */
    showTerm: setTerm,
    open,
    shown,
    suggestions: shown?.data ?? [],
    loading,
    active,
    highlight: setActive,
    change,
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
