import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { builtPerVersion } from '../../lib/built-per-version';
import { catalogVersionOf } from '../catalog';
import { type TypoIndex, typoIndex } from './typo-index';

/** Words of a text as search matches them: runs of letters and digits, lower-case. */
export const searchWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const letterOrDigit = /^[\p{L}\p{N}]$/u;

/** A copy of a string that shares no memory with the one it was cut from. */
const own = (word: string) => Buffer.from(word).toString();

/**
 * Counts the words of a long text as searchWords would split it, three to six times faster on the
 * catalogue's names than matching the regular expression: ASCII is decided without it.
 */
export function countWords(text: string, counts: Map<string, number>): void {
  const lower = text.toLowerCase();
  let start = -1;
  for (let at = 0; at <= lower.length; at++) {
    const unit = at < lower.length ? lower.charCodeAt(at) : 32;
    let width = 1;
    let inWord: boolean;
    if (unit < 128) inWord = (unit >= 97 && unit <= 122) || (unit >= 48 && unit <= 57);
    else {
      const point = lower.codePointAt(at)!;
      width = point > 0xffff ? 2 : 1;
      inWord = letterOrDigit.test(String.fromCodePoint(point));
    }
    if (inWord) {
      if (start < 0) start = at;
      at += width - 1;
    } else if (start >= 0) {
      const word = lower.slice(start, at);
      const seen = counts.get(word);
      // A copy holds none of the text it was cut from: V8 keeps longer substrings as views of their
      // whole string, which would keep every name of the catalogue in memory.
      if (seen === undefined) counts.set(own(word), 1);
      else counts.set(word, seen + 1);
      start = -1;
    }
  }
}

/** What search corrects typos to: the catalogue's words, as of one catalogue version. */
export interface CatalogueWords {
  /** The words of listed products' names, per locale. */
  names: ReadonlyMap<string, TypoIndex>;
  /** Every product's item number, lower-case (variants are found by theirs too). */
  itemnums: TypoIndex;
  /** Item numbers as stored, by their lower-case form, for the few that differ. */
  spellings: ReadonlyMap<string, string[]>;
}

/**
 * Memory bounds: at most this many name words per locale (the most frequent) and item numbers. A
 * word left out is not corrected to, and not recognised as typed, which only lets corrections of it
 * join its results, ranked below them. About 13 MB hold the 100,000 products of the demo catalogue
 * (145,000 item numbers, a few hundred name words per locale); the bounds allow some 150 MB.
 */
const NAME_WORDS_MAX = 100_000;
const ITEMNUMS_MAX = 500_000;

const mostFrequent = (counts: Map<string, number>, max: number) =>
  counts.size <= max ? counts : new Map([...counts].sort((x, y) => y[1] - x[1]).slice(0, max));

/** Builds the vocabulary from names (one text per locale, names separated by newlines) and item numbers. */
export function buildCatalogueWords(
  names: Iterable<{ locale: string; text: string }>,
  itemnums: string[],
): CatalogueWords {
  const byLocale = new Map<string, TypoIndex>();
  for (const { locale, text } of names) {
    const counts = new Map<string, number>();
    countWords(text, counts);
    byLocale.set(locale, typoIndex(mostFrequent(counts, NAME_WORDS_MAX)));
  }
  const items = new Map<string, number>();
  const spellings = new Map<string, string[]>();
  for (const itemnum of itemnums.slice(0, ITEMNUMS_MAX)) {
    const lower = own(itemnum.toLowerCase());
    items.set(lower, 1);
    if (lower !== itemnum) spellings.set(lower, [...(spellings.get(lower) ?? []), own(itemnum)]);
  }
  return { names: byLocale, itemnums: typoIndex(items), spellings };
}

/** The catalogue's words as it holds them now: one scan each of names and item numbers. */
async function loadCatalogueWords(db: Database): Promise<CatalogueWords> {
  // One text per locale: a few long strings cross from the database much faster than 500,000 rows.
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const names = rows<{ locale: string; text: string }>(
    await db.execute(sql`select locale, string_agg(name, E'\n') as text
      from product_translation where listed group by locale`),
  );
  const [items] = rows<{ text: string | null }>(
    await db.execute(sql`select string_agg(itemnum, E'\n') as text from product`),
  );
  return buildCatalogueWords(names, items?.text ? items.text.split('\n') : []);
}

/**
 * The catalogue's words of this API process, built when a search first needs a correction and
 * rebuilt in the background when the catalogue version moves (every write to a catalogue table
 * bumps it, migration 0015).
 */
export function catalogueWordsPerVersion(db: Database) {
  const catalogVersion = catalogVersionOf(db);
  const built = builtPerVersion(() => loadCatalogueWords(db));
  return {
    current: async (): Promise<CatalogueWords> => built.at(await catalogVersion()),
    /** The catalogue version the vocabulary in use was built at; -1 before the first build. */
    builtAt: built.version,
    /** Settles when no rebuild is under way. */
    settled: built.settled,
  };
}
export type CatalogueWordsPerVersion = ReturnType<typeof catalogueWordsPerVersion>;
