import type { LocaleCode, SearchSort } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { searchWords } from './catalogue-words';
import { similarNames } from './name-trigrams';
import type { Corrections } from './postgres-search';
import { FUZZY_BELOW, TYPO_SIMILARITY, textSearchConfigs, tiers } from './relevance';
import type { SearchIndex } from './search-index';
import { type Matches, matchAll, type Term } from './text-index';

/**
 * Matched products, each once, in the order found: a slot in the index, a tier (3 item number …
 * 0 similar name) and a rank within the tier. Typed arrays, not objects or number arrays: a broad
 * keyword matches tens of thousands of products, and a kept match list in the heap was copied
 * by every young-generation collection that found it alive (docs/performance.md).
 */
export class Candidates {
  slots = new Uint32Array(0);
  tiers = new Uint8Array(0);
  ranks = new Float32Array(0);

  constructor(private readonly index: SearchIndex) {}

  get size() {
    return this.slots.length;
  }

  /**
   * Takes the tiers' matches in order, each product once (the first tier that has it) and only
   * products shoppers see. Synchronous: the index's marks serve every search.
   */
  gather(tiers: Array<{ tier: number; slots: ArrayLike<number>; ranks?: ArrayLike<number> }>) {
    // The index's marks of the slots taken (synchronously, so one set serves all; left all zeros).
    const { taken } = this.index.scratch;
    const most = tiers.reduce((sum, { slots }) => sum + slots.length, 0);
    const slots = new Uint32Array(most);
    const tierOf = new Uint8Array(most);
    const rankOf = new Float32Array(most);
    let found = 0;
    for (const { tier, slots: matched, ranks } of tiers)
      for (let i = 0; i < matched.length; i++) {
        const slot = matched[i]!;
        if (taken[slot] === 1 || this.index.sellable[slot] !== 1) continue;
        taken[slot] = 1;
        slots[found] = slot;
        tierOf[found] = tier;
        rankOf[found++] = ranks?.[i] ?? 1;
      }
    for (let i = 0; i < found; i++) taken[slots[i]!] = 0;
    // Copies of the used part: a view would keep the whole upper bound alive while kept.
    this.slots = slots.slice(0, found);
    this.tiers = tierOf.slice(0, found);
    this.ranks = rankOf.slice(0, found);
  }

  ids(): Uint32Array {
    const ids = new Uint32Array(this.slots.length);
    for (let i = 0; i < ids.length; i++) ids[i] = this.index.ids[this.slots[i]!]!;
    return ids;
  }
}

/**
 * A word's lexemes as the locale's text search configuration makes them (the stem; none for a
 * stop word), asked of PostgreSQL once per word and kept: the documents were stemmed there, so a
 * query stemmed anywhere else could miss them.
 */
export function stemmer(db: Database) {
  const kept = new LRUCache<string, string[]>({ max: 200_000 });
  return async function stems(locale: LocaleCode, words: string[]): Promise<Map<string, string[]>> {
    const found = new Map<string, string[]>();
    const missing: string[] = [];
    for (const word of new Set(words)) {
      const lexemes = kept.get(`${locale}:${word}`);
      if (lexemes) found.set(word, lexemes);
      else missing.push(word);
    }
    if (missing.length > 0) {
      const config = sql.raw(`'${textSearchConfigs[locale]}'`);
      const rows = rowsOf<{ word: string; lexemes: string | null }>(
        await db.execute(sql`select w as word,
          (select string_agg(lexeme, ' ') from unnest(to_tsvector(${config}::regconfig, w))) as lexemes
          from jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb) w`),
      );
      for (const row of rows) {
        const lexemes = row.lexemes ? row.lexemes.split(' ') : [];
        kept.set(`${locale}:${row.word}`, lexemes);
        found.set(row.word, lexemes);
      }
    }
    return found;
  };
}
type Stems = ReturnType<typeof stemmer>;

export interface MemoryMatching {
  index: SearchIndex;
  stems: Stems;
  /** The typed words' corrections, asked only when the precise matches are few. */
  corrections: () => Promise<Corrections>;
}

/**
 * The matches of a keyword in the index, tier by tier as the database path finds them
 * (postgres-search.ts): item number or SKU, full text with every word, full text with
 * corrected words or a corrected item number, and similar names (name-trigrams.ts) when all
 * that finds fewer than a page.
 */
export async function memoryMatches(
  { index, stems, corrections }: MemoryMatching,
  keyword: string,
  locale: LocaleCode,
): Promise<Candidates> {
  const exact = [index.byItemnum.get(keyword), ...(index.bySku.get(keyword.toUpperCase()) ?? [])].filter(
    (slot) => slot !== undefined,
  );
  const postings = index.postings.get(locale);
  const words = searchWords(keyword);
  const typed = await stems(locale, words);
  const terms: Term[] = words.flatMap((word) => (typed.get(word) ?? []).map((text) => [{ text, prefix: true }]));
  const text = postings ? matchAll(postings, terms, index.scratch.best) : undefined;
  const textFound = text?.slots.length ?? 0;
  // Nothing to correct after an item number or SKU hit: the shopper typed one on purpose.
  const few = textFound + exact.length < FUZZY_BELOW;
  const fixes = few && exact.length === 0 && words.length > 0 ? await corrections() : undefined;
  const fixedItems = (fixes?.itemnums ?? []).flatMap((itemnum) => index.byItemnum.get(itemnum) ?? []);

  let fuzzy: Matches | undefined;
  if (fixes?.words.some((word) => word.fixes.length > 0) && postings) {
    const fixed = await stems(
      locale,
      fixes.words.flatMap((word) => word.fixes),
    );
    const fuzzyTerms: Term[] = fixes.words.flatMap(({ word, fixes: alternatives }) => {
      const own = (typed.get(word) ?? []).map((lexeme) => ({ text: lexeme, prefix: true }));
      if (alternatives.length === 0) return own.map((lexeme) => [lexeme]);
      // A word's corrections join it as whole lexemes: "spriit" finds spriit… or spirit.
      return [
        [...own, ...alternatives.flatMap((fix) => (fixed.get(fix) ?? []).map((text) => ({ text, prefix: false })))],
      ];
    });
    fuzzy = matchAll(postings, fuzzyTerms, index.scratch.best);
  }
  const byItem = exact.length + fixedItems.length;
  const names = index.names.get(locale);
  const similar =
    names && words.length > 0 && Math.max(textFound + exact.length, (fuzzy?.slots.length ?? 0) + byItem) < FUZZY_BELOW
      ? similarNames(names, keyword, TYPO_SIMILARITY)
      : [];
  const candidates = new Candidates(index);
  candidates.gather([
    { tier: tiers.exact, slots: exact },
    { tier: tiers.corrected, slots: fixedItems },
    { tier: tiers.text, slots: text?.slots ?? [], ranks: text?.scores },
    { tier: tiers.corrected, slots: fuzzy?.slots ?? [], ranks: fuzzy?.scores },
    { tier: tiers.similarName, slots: similar.map((hit) => hit.slot), ranks: similar.map((hit) => hit.rank) },
  ]);
  return candidates;
}

/** Whether candidate `a` comes before `b` (positions in the list) in a sort's order; ties by id, as in the database. */
export function before(
  index: SearchIndex,
  { slots, tiers, ranks }: Candidates,
  sort: Extract<SearchSort, 'relevance' | 'latest'>,
) {
  const { ids, created, popularity } = index;
  if (sort === 'latest')
    return (a: number, b: number) => created[slots[b]!]! - created[slots[a]!]! || ids[slots[b]!]! - ids[slots[a]!]!;
  return (a: number, b: number) =>
    tiers[b]! - tiers[a]! ||
    ranks[b]! - ranks[a]! ||
    popularity[slots[b]!]! - popularity[slots[a]!]! ||
    ids[slots[a]!]! - ids[slots[b]!]!;
}

/**
 * The positions of the first `count` of `size` candidates in the order of `compare`, without
 * sorting all of them: a broad keyword matches tens of thousands of products, and a page shows 24.
 */
export function firstOf(size: number, count: number, compare: (a: number, b: number) => number): number[] {
  const top: number[] = [];
  for (let candidate = 0; candidate < size; candidate++) {
    if (top.length === count && compare(candidate, top[count - 1]!) >= 0) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(top[middle]!, candidate) <= 0) low = middle + 1;
      else high = middle;
    }
    top.splice(low, 0, candidate);
    if (top.length > count) top.pop();
  }
  return top;
}
