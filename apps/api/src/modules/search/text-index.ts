import { CLASS_WEIGHTS } from './relevance';

/**
 * The catalogue's full-text documents held in memory, so that a search the shop has not seen
 * before costs a few array walks instead of a ranked scan of every matching row: the lexemes of
 * the stored, weighted tsvectors (migration 0030: name A, title and attribute values B,
 * description C), each with the sorted list of products that contain it and the best weight it
 * has there. PostgreSQL stems the documents and the query words alike, so a word finds in memory
 * exactly what `search @@ to_tsquery(…)` finds in the database; ranking sums per query word the
 * weight of its best field (ts_rank's default weights: A 1, B 0.4, C 0.2, D 0.1).
 */

/** What one locale's documents hold: lexemes in code-unit order, each with its products. */
export interface LocalePostings {
  lexemes: string[];
  /** Where each lexeme's products start in `slots`; one more entry than lexemes. */
  starts: Uint32Array;
  /** Product slots (positions in the index's product list), ascending per lexeme. */
  slots: Uint32Array;
  /** The best class of the lexeme in that product: 0 D … 3 A. */
  classes: Uint8Array;
}

/** One lexeme of a query: matched as the beginning of a lexeme (a word being typed) or whole. */
interface Lexeme {
  text: string;
  prefix: boolean;
}

/** One query word: a product matches it when it holds any of its forms (the typed one, corrections). */
export type Term = Lexeme[];

/** The first position in a sorted list whose value is at least `value`. */
function lowerBound<T>(list: ArrayLike<T>, value: T, low = 0, high = list.length): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The range of lexeme positions a query lexeme matches. */
function lexemeRange(postings: LocalePostings, lexeme: Lexeme): [number, number] {
  const first = lowerBound(postings.lexemes, lexeme.text);
  if (!lexeme.prefix) return postings.lexemes[first] === lexeme.text ? [first, first + 1] : [first, first];
  let last = first;
  while (last < postings.lexemes.length && postings.lexemes[last]!.startsWith(lexeme.text)) last++;
  return [first, last];
}

/** Products matched, in no particular order, with their scores. */
export interface Matches {
  slots: Uint32Array;
  scores: Float32Array;
}

/**
 * The products holding every term, each with its score: the sum over the terms of the weight of
 * the best class any of the term's lexemes has in it. None for no terms. Work follows the terms'
 * postings, never the whole catalogue. `best` is a work array with a place per slot, all zeros,
 * and left so (the index's: this is synchronous, so one serves all its searches).
 */
export function matchAll(postings: LocalePostings, terms: Term[], best: Float32Array): Matches {
  if (terms.length === 0) return { slots: new Uint32Array(0), scores: new Float32Array(0) };
  // The rarest term first: the others are then only checked against its few products.
  const ranged = terms
    .map((term) => {
      const ranges = term.map((lexeme) => lexemeRange(postings, lexeme));
      const count = ranges.reduce((sum, [from, to]) => sum + postings.starts[to]! - postings.starts[from]!, 0);
      return { ranges, count };
    })
    .sort((x, y) => x.count - y.count);
  /** Each slot of a term's postings with the weight of its best class there. */
  const weigh = (ranges: Array<[number, number]>) => {
    for (const [from, to] of ranges)
      for (let at = postings.starts[from]!; at < postings.starts[to]!; at++) {
        const weight = CLASS_WEIGHTS[postings.classes[at]!]!;
        const slot = postings.slots[at]!;
        if (weight > best[slot]!) best[slot] = weight;
      }
  };
  const clear = (ranges: Array<[number, number]>) => {
    for (const [from, to] of ranges)
      for (let at = postings.starts[from]!; at < postings.starts[to]!; at++) best[postings.slots[at]!] = 0;
  };
  const [first, ...rest] = ranged;
  weigh(first!.ranges);
  let slots = new Uint32Array(first!.count);
  let scores = new Float32Array(first!.count);
  let found = 0;
  // Each slot once, however many of the term's lexemes it holds: taken, then cleared.
  for (const [from, to] of first!.ranges)
    for (let at = postings.starts[from]!; at < postings.starts[to]!; at++) {
      const slot = postings.slots[at]!;
      if (best[slot]! > 0) {
        slots[found] = slot;
        scores[found++] = best[slot]!;
        best[slot] = 0;
      }
    }
  for (const { ranges } of rest) {
    weigh(ranges);
    let kept = 0;
    for (let i = 0; i < found; i++) {
      const weight = best[slots[i]!]!;
      if (weight === 0) continue;
      slots[kept] = slots[i]!;
      scores[kept++] = scores[i]! + weight;
    }
    found = kept;
    clear(ranges);
  }
  slots = slots.subarray(0, found);
  scores = scores.subarray(0, found);
  return { slots, scores };
}
