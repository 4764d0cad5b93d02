import type { LocaleCode } from '@shop/contracts';

// How search ranks what it finds, in one place: the memory path (memory-search.ts) and the
// database path (postgres-search.ts) match in the same tiers, with the same thresholds.

/** A match's tier, best first: a page lists every product of a higher tier before a lower one's. */
export const tiers = {
  /** The item number or SKU typed. */
  exact: 3,
  /** Full text with every word (prefixes while typing). */
  text: 2,
  /** Full text with corrected words, or a corrected item number. */
  corrected: 1,
  /** A name like the keyword (trigram word similarity). */
  similarName: 0,
} as const;

/** Typo tolerance joins when exact and full-text matching find fewer than this (the search page's size). */
export const FUZZY_BELOW = 24;

/**
 * Search's typo tolerance (the `<%` operator): one letter missing or wrong in the middle of an
 * eight-letter word leaves a word similarity of about 0.55, under pg_trgm's default of 0.6.
 */
export const TYPO_SIMILARITY = 0.5;

/**
 * The settings every database session needs for the database path's `<%` to use TYPO_SIMILARITY.
 * Whoever opens a database that serves searches passes them to openDatabase (main.ts, the tests'
 * databases, the benchmarks): db/ is below the modules and knows none of them. They are session
 * settings rather than a `set` before each search: on PostgreSQL they go with each pool
 * connection's startup, so every connection, however old, has them before its first query, at no
 * cost per search.
 */
export const searchSessionSettings = { 'pg_trgm.word_similarity_threshold': String(TYPO_SIMILARITY) };

/** The text search configuration of each locale, as the search documents were made with (migration 0030). */
export const textSearchConfigs: Record<LocaleCode, string> = {
  de: 'german',
  en: 'english',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
};

/** ts_rank's default weight of each class of a document's words, by the class letter's distance from D. */
export const CLASS_WEIGHTS = [0.1, 0.2, 0.4, 1] as const;
