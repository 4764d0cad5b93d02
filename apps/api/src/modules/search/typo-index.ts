/**
 * Typo tolerance over a word list, as shoppers know it from dedicated search engines: a query word
 * may be one typo (a letter inserted, deleted, replaced, or two neighbours swapped) away from a listed
 * word from 5 letters on, two typos from 9. Distance is Damerau-Levenshtein in its optimal string
 * alignment form.
 *
 * A symmetric-delete index (SymSpell): two words within k typos share a string that each reaches by
 * deleting at most k of its letters, so the index keeps, per listed word, the strings its deletions
 * leave, and a lookup generates the query's deletions and checks the few listed words they lead to.
 * To keep memory small the strings themselves are not kept: one float64 per (string hash, word) pair,
 * sorted, answers "which words leave a string with this hash"; a hash collision only costs one
 * distance computation.
 */

/** Typos tolerated in a query word of this many letters: none under 5, one from 5, two from 9. */
export const typosAllowed = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/**
 * Deletions a listed word needs indexed so that every tolerated typo finds it. A query's missing
 * letter costs the listed word one deletion, a replaced or swapped letter one on each side, an extra
 * letter none on the listed word's side. Two deletions on that side leave the query at least as long
 * as the listed word, which needs 9 letters for two typos, and one needs 5; a 4-letter word is reached
 * only by a 5-letter query with a letter too many. Shorter words are never a correction.
 */
const deletionsIndexed = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : length === 4 ? 0 : -1);

/** Longer words (glued-together junk, not names) are listed but not corrected to. */
const LONGEST_CORRECTED = 32;

/** A (hash, word) pair is hash · 2^24 + word number: a float64 holds both exactly. */
const WORD_BITS = 24;
const WORDS_MAX = 2 ** WORD_BITS;
const SCALE = 2 ** WORD_BITS;

/**
 * 29-bit FNV-1a over the UTF-16 code units of `text` (29 + 24 bits fit a float64's 53), leaving out
 * the units at `skip` and `skipToo`: the hash of a deletion without building its string.
 */
function hash(text: string, skip = -1, skipToo = -1): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++)
    if (i !== skip && i !== skipToo) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 3;
}

/**
 * Rows of the distance table, kept between calls by the index that owns them (a lookup measures
 * dozens of words), and grown to the longest word measured.
 */
class DistanceRows {
  rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

  for(length: number): [Int32Array, Int32Array, Int32Array] {
    if (this.rows[0]!.length <= length) this.rows = this.rows.map(() => new Int32Array(length + 1));
    return this.rows as [Int32Array, Int32Array, Int32Array];
  }
}

/** Optimal string alignment distance of two words, or max + 1 as soon as it must exceed max. */
export function osaDistance(a: string, b: string, max: number, table = new DistanceRows()): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let [twoBack, previous, current] = table.for(b.length);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let lowest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, twoBack[j - 2]! + 1);
      current[j] = d;
      if (d < lowest) lowest = d;
    }
    if (lowest > max) return max + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** How many of a word's code units are ASCII digits. */
function digitsIn(word: string): number {
  let n = 0;
  for (let i = 0; i < word.length; i++) {
    const unit = word.charCodeAt(i);
    if (unit >= 48 && unit <= 57) n++;
  }
  return n;
}

/**
 * The hashes of the strings left by deleting at most `max` of the word's letters, the word's own
 * included, each once: the index's side of every pair, computed without building the strings.
 */
function deletionHashes(word: string, max: number): Set<number> {
  const hashes = new Set([hash(word)]);
  for (let i = 0; max > 0 && i < word.length; i++) {
    hashes.add(hash(word, i));
    for (let j = i + 1; max > 1 && j < word.length; j++) hashes.add(hash(word, i, j));
  }
  return hashes;
}

export interface TypoIndex {
  /** Listed words. */
  readonly size: number;
  /** Bytes the index holds beyond the words themselves. */
  readonly indexBytes: number;
  /** Whether the word is listed or begins a listed word (a word still being typed). */
  known(word: string): boolean;
  /**
   * The listed words closest to a mistyped word, within the typos its length tolerates, the most
   * frequent first (at most `limit`); none for a listed word.
   */
  corrections(word: string, limit?: number): string[];
}

/** An index of words (lower-case) with how often each occurs, which ranks corrections. */
export function typoIndex(counts: ReadonlyMap<string, number>): TypoIndex {
  // Code-unit order, so that the words beginning with a prefix follow one another.
  const words = [...counts.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  // A loop, not a callback: a closure over `counts` would keep the whole map alive with the index.
  const frequency = new Uint32Array(words.length);
  for (let id = 0; id < words.length; id++) frequency[id] = counts.get(words[id]!) ?? 0;
  const pairs: number[] = [];
  // Each typo changes a word's count of digits by one at most: a query whose count is further
  // from every listed word's than its typos allow has no correction (a word for item numbers).
  let fewestDigits = Number.POSITIVE_INFINITY;
  let mostDigits = 0;
  for (let id = 0; id < Math.min(words.length, WORDS_MAX); id++) {
    const word = words[id]!;
    const depth = deletionsIndexed(word.length);
    if (depth < 0 || word.length > LONGEST_CORRECTED) continue;
    const digits = digitsIn(word);
    fewestDigits = Math.min(fewestDigits, digits);
    mostDigits = Math.max(mostDigits, digits);
    for (const left of deletionHashes(word, depth)) pairs.push(left * SCALE + id);
  }
  // Sorted, and each pair once however often its hash was left (two hashes may collide).
  const sorted = Float64Array.from(pairs).sort();
  let kept = 0;
  for (let at = 0; at < sorted.length; at++)
    if (at === 0 || sorted[at] !== sorted[at - 1]) sorted[kept++] = sorted[at]!;
  const index = sorted.slice(0, kept);
  const distances = new DistanceRows();

  /** The first position whose value is at least `value`. */
  function lowerBound<T>(list: ArrayLike<T>, value: T): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (list[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    size: words.length,
    indexBytes: index.byteLength + frequency.byteLength,
    known(word) {
      return words[lowerBound(words, word)]?.startsWith(word) ?? false;
    },
    corrections(word, limit = 5) {
      const allowed = typosAllowed(word.length);
      if (allowed === 0 || word.length > LONGEST_CORRECTED + allowed) return [];
      const digits = digitsIn(word);
      if (digits + allowed < fewestDigits || digits - allowed > mostDigits) return [];
      let best = allowed;
      let closest: number[] = [];
      const seen = new Set<number>();
      for (const left of deletionHashes(word, allowed)) {
        const key = left * SCALE;
        for (let at = lowerBound(index, key); at < index.length && index[at]! < key + SCALE; at++) {
          const id = index[at]! - key;
          if (seen.has(id)) continue;
          seen.add(id);
          const distance = osaDistance(word, words[id]!, best, distances);
          if (distance > best) continue;
          if (distance < best) {
            best = distance;
            closest = [];
          }
          closest.push(id);
        }
      }
      if (best === 0) return [];
      return closest
        .sort((x, y) => frequency[y]! - frequency[x]! || x - y)
        .slice(0, limit)
        .map((id) => words[id]!);
    },
  };
}
