import type { CurrencyCode, LocaleCode, OperationOutput, Operations } from '@shop/contracts';
import { browserApi } from '@/lib/browser-api';

/** The spec's numbers: 1000 ms debounce, 12 results per batch, more within 50 px of the bottom. */
export const DEBOUNCE_MS = 1000;
const BATCH = 12;
const SCROLL_THRESHOLD_PX = 50;

type SearchAnswer = OperationOutput<Operations['makeSearch']>;
export type Suggestion = SearchAnswer['data'][number];
type CategoryMatch = SearchAnswer['categories'][number];

export interface LiveResults {
  term: string;
  data: Suggestion[];
  count: number;
  categories: CategoryMatch[];
  /** Where the next batch starts: the server's offset, whatever was left out as already shown. */
  next: number;
}

/** One batch of live results; the spec: a failed search answers empty data with count 0. */
export async function searchBatch(
  query: { term: string; offset: number; locale: LocaleCode; currency: CurrencyCode; withPrices: boolean },
  signal: AbortSignal,
): Promise<LiveResults> {
  try {
    const answer = await browserApi.makeSearch(
      {
        query: {
          keyword: query.term,
          locale: query.locale,
          currency: query.currency,
          limit: BATCH,
          offset: query.offset,
          excludePrices: String(!query.withPrices),
        },
      },
      { signal },
    );
    return {
      term: query.term,
      data: answer.data,
      count: answer.count,
      categories: answer.categories,
      next: query.offset + BATCH,
    };
  } catch (error) {
    if (signal.aborted) throw error;
    console.error('search failed', error);
    return { term: query.term, data: [], count: 0, categories: [], next: query.offset };
  }
}

/** Whether a scrolled box is within the threshold of its bottom. */
export const nearBottom = (box: { scrollTop: number; clientHeight: number; scrollHeight: number }) =>
  box.scrollTop + box.clientHeight >= box.scrollHeight - SCROLL_THRESHOLD_PX;

/** Appends a further batch, leaving out anything already shown. */
export function appendBatch(current: LiveResults, next: LiveResults): LiveResults {
  const seen = new Set(current.data.map((p) => p.id));
  return {
    ...current,
    count: next.count,
    next: next.next,
    data: [...current.data, ...next.data.filter((p) => !seen.has(p.id))],
  };
}
