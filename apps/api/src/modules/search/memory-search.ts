import type { LocaleCode, SearchSort } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Database, TYPO_SIMILARITY } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { similarNames } from './name-trigrams';
import { type Corrections, FUZZY_BELOW, textSearchConfigs } from './postgres-search';
import type { SearchIndex } from './search-index';
import { matchAll, type Term } from './text-index';
import { searchWords } from './vocabulary';

/**
 * Matched products, each once, in the order found: a slot in the index, a tier (3 item number …
 * 0 similar name) and a rank within the tier. Arrays, not objects: a broad keyword matches tens
 * of thousands of products.
 */
export class Candidates {
  readonly slots: number[] = [];
  readonly tiers: number[] = [];
  readonly ranks: number[] = [];
  private readonly taken: Uint8Array;

  constructor(private readonly index: SearchIndex) {
    this.taken = new Uint8Array(index.ids.length);
  }

  get size() {
    return this.slots.length;
  }

  /** Adds a product shoppers see, unless an earlier tier has it. */
  add(slot: number, tier: number, rank: number) {
    if (this.taken[slot] === 1 || this.index.sellable[slot] !== 1) return;
    this.taken[slot] = 1;
    this.slots.push(slot);
    this.tiers.push(tier);
    this.ranks.push(rank);
  }

  ids(): number[] {
    return this.slots.map((slot) => this.index.ids[slot]!);
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
export type Stems = ReturnType<typeof stemmer>;

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
  const candidates = new Candidates(index);
  const exact = [index.byItemnum.get(keyword), ...(index.bySku.get(keyword.toUpperCase()) ?? [])];
  for (const slot of exact) if (slot !== undefined) candidates.add(slot, 3, 1);
  const exactCount = candidates.size;

  const postings = index.postings.get(locale);
  const words = searchWords(keyword);
  const size = index.ids.length;
  const typed = await stems(locale, words);
  const terms: Term[] = words.flatMap((word) => (typed.get(word) ?? []).map((text) => [{ text, prefix: true }]));
  const text = postings ? matchAll(postings, terms, size) : undefined;
  const textFound = text?.slots.length ?? 0;
  // Nothing to correct after an item number or SKU hit: the shopper typed one on purpose.
  const few = textFound + exactCount < FUZZY_BELOW;
  const fixes = few && exactCount === 0 && words.length > 0 ? await corrections() : undefined;
  for (const itemnum of fixes?.itemnums ?? []) {
    const slot = index.byItemnum.get(itemnum);
    if (slot !== undefined) candidates.add(slot, 1, 1);
  }
  const byItem = candidates.size;
  for (let i = 0; i < textFound; i++) candidates.add(text!.slots[i]!, 2, text!.scores[i]!);

  let fuzzyFound = 0;
  if (fixes?.words.some((word) => word.fixes.length > 0) && postings) {
    const fixed = await stems(
      locale,
      fixes.words.flatMap((word) => word.fixes),
    );
    const fuzzy: Term[] = fixes.words.flatMap(({ word, fixes: alternatives }) => {
      const own = (typed.get(word) ?? []).map((lexeme) => ({ text: lexeme, prefix: true }));
      if (alternatives.length === 0) return own.map((lexeme) => [lexeme]);
      // A word's corrections join it as whole lexemes: "spriit" finds spriit… or spirit.
      return [
        [...own, ...alternatives.flatMap((fix) => (fixed.get(fix) ?? []).map((text) => ({ text, prefix: false })))],
      ];
    });
    const found = matchAll(postings, fuzzy, size);
    fuzzyFound = found.slots.length;
    for (let i = 0; i < fuzzyFound; i++) candidates.add(found.slots[i]!, 1, found.scores[i]!);
  }
  if (words.length > 0 && Math.max(textFound + exactCount, fuzzyFound + byItem) < FUZZY_BELOW) {
    const names = index.names.get(locale);
    for (const { slot, rank } of names ? similarNames(names, keyword, TYPO_SIMILARITY) : [])
      candidates.add(slot, 0, rank);
  }
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
