/**
 * Search queries as shoppers type them, drawn from the catalogue's own words, each asked once:
 * a search the shop has kept costs nothing, so a mix that repeats a query measures the cache.
 */
import { createShopClient } from '@shop/client';
import type { LocaleCode } from '@shop/contracts';

/** A small deterministic generator (mulberry32), so that two runs ask the same queries. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One typo of the kinds search tolerates: a letter dropped, swapped with its neighbour, replaced or added. */
function typo(word: string, next: () => number) {
  const at = 1 + Math.floor(next() * (word.length - 2));
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 2:
      return `${word.slice(0, at)}x${word.slice(at + 1)}`;
    default:
      return `${word.slice(0, at)}e${word.slice(at)}`;
  }
}

export interface SearchMixes {
  /** One catalogue word each, every other one with a typo (words of 5 letters and more). */
  words: string[];
  /** A word and the beginning of another word of the same name ("akku bohr"), the long tail. */
  prefixes: string[];
  /** How many product names the words were drawn from, and how many distinct words they hold. */
  names: number;
  vocabulary: number;
}

/**
 * Distinct keywords (up to `count` a mix) from the names of the catalogue's products, read page
 * by page from the biggest categories as a shopper's listing shows them.
 */
export async function searchMixes(api: string, count: number, locale: LocaleCode = 'de'): Promise<SearchMixes> {
  const client = createShopClient({ baseUrl: api, timeoutMs: 60_000 });
  const { categories } = await client.categoryList({ query: { locale } });
  const names: string[] = [];
  for (const category of categories.toSorted((a, b) => b.productCount - a.productCount).slice(0, 5))
    for (let offset = 0; offset < 1_000 && offset < category.productCount; offset += 100) {
      const page = await client.productList({ query: { catId: category.id, limit: 100, offset, locale } });
      names.push(...page.data.map((card) => card.name));
    }
  const nameWords = [...new Set(names)].map((name) => name.match(/\p{L}{3,}/gu) ?? []).filter((w) => w.length > 0);
  const vocabulary = [...new Set(nameWords.flat())];
  const next = random(20261128);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

  const draw = (make: (attempt: number) => string | undefined) => {
    const found = new Set<string>();
    for (let attempt = 0; found.size < count && attempt < count * 20; attempt++) {
      const keyword = make(attempt);
      if (keyword) found.add(keyword);
    }
    return [...found];
  };
  const words = draw((attempt) => {
    const word = pick(vocabulary);
    if (attempt % 2 === 0) return word;
    return word.length >= 5 ? typo(word, next) : undefined;
  });
  const prefixes = draw(() => {
    const name = pick(nameWords);
    if (name.length < 2) return undefined;
    const first = Math.floor(next() * name.length);
    const second = (first + 1 + Math.floor(next() * (name.length - 1))) % name.length;
    const other = name[second]!;
    return `${name[first]} ${other.slice(0, Math.max(3, Math.ceil(other.length * next())))}`;
  });
  return { words, prefixes, names: names.length, vocabulary: vocabulary.length };
}

/** The search page's request for a keyword: 24 hits and the facets of all of them. */
export const searchPagePath = (keyword: string, locale: LocaleCode = 'de') =>
  `/search?keyword=${encodeURIComponent(keyword)}&locale=${locale}&limit=24&loadFilters=true`;
