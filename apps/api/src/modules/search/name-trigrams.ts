/**
 * Similar names, the last tier of a search (what pg_trgm's `<%` finds in the database path): a
 * product whose name has a run of trigrams sharing enough with the keyword. Trigrams are
 * pg_trgm's: each word lower-case, padded with two spaces in front and one behind, cut into every
 * three consecutive characters. Like pg_trgm's word similarity, a name scores its best extent: a
 * run of consecutive trigrams of the name, scored shared / (keyword's + extent's − shared), so
 * "handschuh" finds "Arbeitshandschuhe".
 *
 * Everything is numbered: the distinct names (100,000 products had 40,000 in German), their
 * distinct words, which are far fewer, and the words' trigrams. The keyword's rarest trigrams find
 * the words that have them, those words find the names holding them, and only names whose words
 * share enough are scored, each once for all its products.
 */
import { searchWords } from './catalogue-words';

/** A trigram as one number: three UTF-16 code units. */
const keyOf = (text: string, at: number) =>
  (text.charCodeAt(at) * 65_536 + text.charCodeAt(at + 1)) * 65_536 + text.charCodeAt(at + 2);

/** A word's trigrams in order. */
function wordTrigrams(word: string): number[] {
  const padded = `  ${word} `;
  const keys: number[] = [];
  for (let at = 0; at + 3 <= padded.length; at++) keys.push(keyOf(padded, at));
  return keys;
}

/** Rows of numbers laid end to end: row i is values[starts[i]] … values[starts[i + 1] - 1]. */
interface Rows {
  starts: Uint32Array;
  values: Uint32Array;
}

function rowsOf(lists: ArrayLike<number>[]): Rows {
  const starts = new Uint32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) starts[i + 1] = starts[i]! + lists[i]!.length;
  const values = new Uint32Array(starts[lists.length]!);
  for (let i = 0; i < lists.length; i++) values.set(lists[i]!, starts[i]!);
  return { starts, values };
}

export interface NameTrigrams {
  /** Trigram numbers by trigram. */
  trigramIds: Map<number, number>;
  /** Per word, its trigrams (numbers) in order. */
  trigramsByWord: Rows;
  /** Per trigram, the distinct words that have it. */
  wordsByTrigram: Rows;
  /** Per word, the distinct names that have it (each once). */
  namesByWord: Rows;
  /** Per distinct name, its words in order. */
  wordsByName: Rows;
  /** Per distinct name, the slots that bear it (a product not listed in the locale has none). */
  slotsByName: Rows;
  /** Per trigram, how many (word, name) pairs it reaches: what finding names by it costs. */
  reach: Uint32Array;
  /** The work arrays of this index's scoring, made by its first search. */
  scratch?: Scratch;
}

/** Numbers for keys, 0, 1, 2 … in the order they are first seen. */
function numbering<K>() {
  const ids = new Map<K, number>();
  const numberOf = (key: K) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };
  return { ids, numberOf };
}

/**
 * Lays out names (lower-case, by slot; empty for none) as their words and the words' trigrams.
 * Each distinct name is held once: variants and sizes share their name, and it is scored once.
 */
export function nameTrigrams(names: string[]): NameTrigrams {
  const distinct = numbering<string>();
  const slotsByName: number[][] = [];
  names.forEach((name, slot) => {
    if (name === '') return;
    const id = distinct.numberOf(name);
    if (id === slotsByName.length) slotsByName.push([]);
    slotsByName[id]!.push(slot);
  });
  const words = numbering<string>();
  const byName = [...distinct.ids.keys()].map((name) => searchWords(name).map(words.numberOf));
  const trigrams = numbering<number>();
  const byWord = [...words.ids.keys()].map((word) => wordTrigrams(word).map(trigrams.numberOf));
  const trigramIds = trigrams.ids;
  const wordsByTrigram: number[][] = Array.from({ length: trigramIds.size }, () => []);
  byWord.forEach((trigrams, word) => {
    for (const trigram of new Set(trigrams)) wordsByTrigram[trigram]!.push(word);
  });
  const namesByWord: number[][] = byWord.map(() => []);
  byName.forEach((words, name) => {
    for (const word of new Set(words)) namesByWord[word]!.push(name);
  });
  const reach = new Uint32Array(trigramIds.size);
  wordsByTrigram.forEach((words, trigram) => {
    for (const word of words) reach[trigram]! += namesByWord[word]!.length;
  });
  return {
    trigramIds,
    trigramsByWord: rowsOf(byWord),
    wordsByTrigram: rowsOf(wordsByTrigram),
    namesByWord: rowsOf(namesByWord),
    wordsByName: rowsOf(byName),
    slotsByName: rowsOf(slotsByName),
    reach,
  };
}

/**
 * Work arrays of one index's synchronous scoring, shared by its searches: a stamp per trigram (the
 * keyword's, and those in the extent at hand, told apart by the stamp's value), per word the
 * keyword's trigrams it has and per name whether it was looked at (both left all zeros), and a
 * name's trigrams in order.
 */
class Scratch {
  readonly wantedStamp: Uint32Array;
  readonly extentStamp: Uint32Array;
  stamp = 0;
  readonly sharedByWord: Uint16Array;
  readonly seen: Uint8Array;
  sequence = new Uint32Array(256);

  constructor(index: NameTrigrams) {
    this.wantedStamp = new Uint32Array(index.trigramIds.size);
    this.extentStamp = new Uint32Array(index.trigramIds.size);
    this.sharedByWord = new Uint16Array(index.namesByWord.starts.length - 1);
    this.seen = new Uint8Array(index.wordsByName.starts.length - 1);
  }
}

/**
 * The best score of an extent of a name that begins and ends with a trigram of the keyword, when
 * it is at least `threshold` (else some lower score). An extent scores at least the threshold only
 * with at most keyword's / threshold trigrams (size ≤ shared · (1 + t) / t − keyword's, and shared ≤
 * keyword's), so no extent is followed past that: a name of 50 trigrams is scored in a fifth of the steps.
 */
function bestExtent(
  index: NameTrigrams,
  scratch: Scratch,
  name: number,
  wantedSize: number,
  wanted: number,
  threshold: number,
): number {
  const longest = Math.floor(wantedSize / threshold + 1e-9);
  const { wordsByName, trigramsByWord } = index;
  const { wantedStamp, extentStamp } = scratch;
  let { sequence } = scratch;
  let length = 0;
  for (let at = wordsByName.starts[name]!; at < wordsByName.starts[name + 1]!; at++) {
    const word = wordsByName.values[at]!;
    const from = trigramsByWord.starts[word]!;
    const to = trigramsByWord.starts[word + 1]!;
    if (length + to - from > sequence.length) {
      const longer = new Uint32Array(2 * (length + to - from));
      longer.set(sequence.subarray(0, length));
      sequence = longer;
      scratch.sequence = longer;
    }
    sequence.set(trigramsByWord.values.subarray(from, to), length);
    length += to - from;
  }
  let best = 0;
  for (let first = 0; first < length; first++) {
    if (wantedStamp[sequence[first]!] !== wanted) continue;
    const extent = ++scratch.stamp;
    let size = 0;
    let shared = 0;
    for (let last = first; last < length; last++) {
      const trigram = sequence[last]!;
      if (extentStamp[trigram] === extent) continue;
      extentStamp[trigram] = extent;
      if (++size > longest) break;
      if (wantedStamp[trigram] !== wanted) continue;
      shared++;
      best = Math.max(best, shared / (wantedSize + size - shared));
    }
  }
  return best;
}

/**
 * Slots whose name has an extent at least `threshold` similar to the keyword, with that similarity.
 *
 * An extent scores at most shared / keyword's trigrams, so a name that qualifies holds at least
 * `least` of the keyword's trigrams, and so one of any `keys − least + 1` of them. Names are found
 * through those that reach fewest (a short keyword's "  s" and " st" begin a good part of the
 * catalogue's words): a four-letter typo took 12–20 ms at 100,000 products when every trigram's
 * names were added up.
 */
export function similarNames(
  index: NameTrigrams,
  keyword: string,
  threshold: number,
): Array<{ slot: number; rank: number }> {
  const keys = new Set(searchWords(keyword).flatMap(wordTrigrams));
  if (keys.size === 0) return [];
  index.scratch ??= new Scratch(index);
  const scratch = index.scratch;
  const { wantedStamp, extentStamp, sharedByWord, seen } = scratch;
  // Stamps only grow; before they would wrap around, the arrays start over.
  if (scratch.stamp > 0xf000_0000) {
    wantedStamp.fill(0);
    extentStamp.fill(0);
    scratch.stamp = 0;
  }
  const wanted = ++scratch.stamp;
  const { wordsByTrigram, namesByWord, wordsByName, slotsByName } = index;

  // The keyword's trigrams that some name has, and per word how many of them it has.
  const known: number[] = [];
  const counted: number[] = [];
  for (const key of keys) {
    const trigram = index.trigramIds.get(key);
    if (trigram === undefined) continue;
    known.push(trigram);
    wantedStamp[trigram] = wanted;
    for (let at = wordsByTrigram.starts[trigram]!; at < wordsByTrigram.starts[trigram + 1]!; at++) {
      const word = wordsByTrigram.values[at]!;
      if (sharedByWord[word] === 0) counted.push(word);
      sharedByWord[word]!++;
    }
  }
  const least = Math.ceil(keys.size * threshold - 1e-9);
  // Trigrams no name has are among any `keys − least + 1` too: only the known rest is walked.
  const finders = known
    .sort((a, b) => index.reach[a]! - index.reach[b]!)
    .slice(0, Math.max(0, keys.size - least + 1 - (keys.size - known.length)));
  const found: Array<{ slot: number; rank: number }> = [];
  const looked: number[] = [];
  for (const trigram of finders)
    for (let w = wordsByTrigram.starts[trigram]!; w < wordsByTrigram.starts[trigram + 1]!; w++) {
      const word = wordsByTrigram.values[w]!;
      for (let at = namesByWord.starts[word]!; at < namesByWord.starts[word + 1]!; at++) {
        const name = namesByWord.values[at]!;
        if (seen[name] === 1) continue;
        seen[name] = 1;
        looked.push(name);
        // The keyword's trigrams in the whole name, counted per word: at least what any extent shares.
        let total = 0;
        for (let k = wordsByName.starts[name]!; k < wordsByName.starts[name + 1]!; k++)
          total += sharedByWord[wordsByName.values[k]!]!;
        if (total < least) continue;
        const rank = bestExtent(index, scratch, name, keys.size, wanted, threshold);
        if (rank >= threshold)
          for (let k = slotsByName.starts[name]!; k < slotsByName.starts[name + 1]!; k++)
            found.push({ slot: slotsByName.values[k]!, rank });
      }
    }
  for (const name of looked) seen[name] = 0;
  for (const word of counted) sharedByWord[word] = 0;
  return found;
}
