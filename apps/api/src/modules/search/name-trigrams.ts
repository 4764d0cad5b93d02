/**
 * Similar names, the last tier of a search (what pg_trgm's `<%` finds in the database path): a
 * product whose name has a run of trigrams sharing enough with the keyword. Trigrams are
 * pg_trgm's: each word lower-case, padded with two spaces in front and one behind, cut into every
 * three consecutive characters. Like pg_trgm's word similarity, a name scores its best extent: a
 * run of consecutive trigrams of the name, scored shared / (keyword's + extent's − shared), so
 * "handschuh" finds "Arbeitshandschuhe".
 *
 * Everything is numbered: the names' distinct words, which are far fewer than the names, and
 * their trigrams. The keyword's trigrams find the words that share any, those words find the
 * names holding them, and only names whose words share enough are scored.
 */
import { searchWords } from './vocabulary';

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
  /** Per word, the slots whose name has it (each once). */
  slotsByWord: Rows;
  /** Per slot, its name's words in order (none when the product is not listed in the locale). */
  wordsBySlot: Rows;
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

/** Lays out names (lower-case, by slot; empty for none) as their words and the words' trigrams. */
export function nameTrigrams(names: string[]): NameTrigrams {
  const words = numbering<string>();
  const byName = names.map((name) => searchWords(name).map(words.numberOf));
  const trigrams = numbering<number>();
  const byWord = [...words.ids.keys()].map((word) => wordTrigrams(word).map(trigrams.numberOf));
  const trigramIds = trigrams.ids;
  const wordsByTrigram: number[][] = Array.from({ length: trigramIds.size }, () => []);
  byWord.forEach((trigrams, word) => {
    for (const trigram of new Set(trigrams)) wordsByTrigram[trigram]!.push(word);
  });
  const slotsByWord: number[][] = byWord.map(() => []);
  byName.forEach((words, slot) => {
    for (const word of new Set(words)) slotsByWord[word]!.push(slot);
  });
  return {
    trigramIds,
    trigramsByWord: rowsOf(byWord),
    wordsByTrigram: rowsOf(wordsByTrigram),
    slotsByWord: rowsOf(slotsByWord),
    wordsBySlot: rowsOf(byName),
  };
}

/**
 * Work arrays of the synchronous scoring, shared by every search: a stamp per trigram (the
 * keyword's, and those in the extent at hand, told apart by the stamp's value) and a total per slot
 * (left all zeros).
 */
let wantedStamp = new Uint32Array(0);
let extentStamp = new Uint32Array(0);
let stamp = 0;
let totals = new Float32Array(0);

/** The best score of an extent of the slot's name that begins and ends with a trigram of the keyword. */
function bestExtent(index: NameTrigrams, slot: number, wantedSize: number, wanted: number): number {
  const { wordsBySlot, trigramsByWord } = index;
  const sequence: number[] = [];
  for (let at = wordsBySlot.starts[slot]!; at < wordsBySlot.starts[slot + 1]!; at++) {
    const word = wordsBySlot.values[at]!;
    for (let t = trigramsByWord.starts[word]!; t < trigramsByWord.starts[word + 1]!; t++)
      sequence.push(trigramsByWord.values[t]!);
  }
  let best = 0;
  for (let first = 0; first < sequence.length; first++) {
    if (wantedStamp[sequence[first]!] !== wanted) continue;
    const extent = ++stamp;
    let size = 0;
    let shared = 0;
    for (let last = first; last < sequence.length; last++) {
      const trigram = sequence[last]!;
      if (extentStamp[trigram] === extent) continue;
      extentStamp[trigram] = extent;
      size++;
      if (wantedStamp[trigram] !== wanted) continue;
      shared++;
      best = Math.max(best, shared / (wantedSize + size - shared));
    }
  }
  return best;
}

/** Slots whose name has an extent at least `threshold` similar to the keyword, with that similarity. */
export function similarNames(
  index: NameTrigrams,
  keyword: string,
  threshold: number,
): Array<{ slot: number; rank: number }> {
  const keys = new Set(searchWords(keyword).flatMap(wordTrigrams));
  if (keys.size === 0) return [];
  const trigramCount = index.trigramIds.size;
  if (wantedStamp.length < trigramCount) {
    wantedStamp = new Uint32Array(trigramCount);
    extentStamp = new Uint32Array(trigramCount);
  }
  // Stamps only grow; before they would wrap around, the arrays start over.
  if (stamp > 0xf000_0000) {
    wantedStamp.fill(0);
    extentStamp.fill(0);
    stamp = 0;
  }
  const wanted = ++stamp;
  // Trigrams each word shares with the keyword (a trigram no name has counts in the keyword's size only).
  const shared = new Map<number, number>();
  for (const key of keys) {
    const trigram = index.trigramIds.get(key);
    if (trigram === undefined) continue;
    wantedStamp[trigram] = wanted;
    const { starts, values } = index.wordsByTrigram;
    for (let at = starts[trigram]!; at < starts[trigram + 1]!; at++)
      shared.set(values[at]!, (shared.get(values[at]!) ?? 0) + 1);
  }
  const size = index.wordsBySlot.starts.length - 1;
  if (totals.length < size) totals = new Float32Array(size);
  const touched: number[] = [];
  const { slotsByWord } = index;
  for (const [word, count] of shared)
    for (let at = slotsByWord.starts[word]!; at < slotsByWord.starts[word + 1]!; at++) {
      const slot = slotsByWord.values[at]!;
      if (totals[slot] === 0) touched.push(slot);
      totals[slot]! += count;
    }
  // An extent shares at most what the whole name shares, and scores at most shared / keyword's.
  const least = keys.size * threshold;
  const found: Array<{ slot: number; rank: number }> = [];
  for (const slot of touched) {
    if (totals[slot]! >= least) {
      const rank = bestExtent(index, slot, keys.size, wanted);
      if (rank >= threshold) found.push({ slot, rank });
    }
    totals[slot] = 0;
  }
  return found;
}
