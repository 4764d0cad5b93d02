/**
 * Similar names, the last tier of a search (what pg_trgm's `<%` finds in the database path): a
 * product whose name has a run of whole words sharing enough trigrams with the keyword. Trigrams
 * are pg_trgm's: each word lower-case, padded with two spaces in front and one behind, cut into
 * every three consecutive characters. Like pg_trgm's word similarity, a name scores its best
 * extent: a run of consecutive trigrams of the name, scored shared / (keyword's + extent's −
 * shared), so "handschuh" finds "Arbeitshandschuhe".
 *
 * Candidates are found over the names' distinct words, which are far fewer than the names: the
 * keyword's trigrams find the words that share any, those words find the names holding them, and
 * only names whose words share enough are scored.
 */
import { searchWords } from './vocabulary';

/** A trigram as one number: three UTF-16 code units. */
const keyOf = (text: string, at: number) =>
  (text.charCodeAt(at) * 65_536 + text.charCodeAt(at + 1)) * 65_536 + text.charCodeAt(at + 2);

/** A word's trigrams, each once. */
function wordTrigrams(word: string): Set<number> {
  const padded = `  ${word} `;
  const keys = new Set<number>();
  for (let at = 0; at + 3 <= padded.length; at++) keys.add(keyOf(padded, at));
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
  /** Each slot's name, lower-case (empty when the product is not listed in the locale). */
  names: string[];
  /** Per trigram, the distinct words that have it. */
  wordsByTrigram: Map<number, Uint32Array>;
  /** Per word, the slots whose name has it (each once). */
  slotsByWord: Rows;
}

/** Lays out names (lower-case, by slot; empty for none) as their words and the words' trigrams. */
export function nameTrigrams(names: string[]): NameTrigrams {
  const ids = new Map<string, number>();
  const byName = names.map((name) =>
    searchWords(name).map((word) => {
      let id = ids.get(word);
      if (id === undefined) {
        id = ids.size;
        ids.set(word, id);
      }
      return id;
    }),
  );
  const wordsByTrigram = new Map<number, number[]>();
  [...ids.keys()].forEach((word, id) => {
    for (const key of wordTrigrams(word)) {
      const list = wordsByTrigram.get(key);
      if (list) list.push(id);
      else wordsByTrigram.set(key, [id]);
    }
  });
  const slotsByWord: number[][] = Array.from({ length: ids.size }, () => []);
  byName.forEach((name, slot) => {
    for (const id of new Set(name)) slotsByWord[id]!.push(slot);
  });
  return {
    names,
    wordsByTrigram: new Map([...wordsByTrigram].map(([key, list]) => [key, Uint32Array.from(list)])),
    slotsByWord: rowsOf(slotsByWord),
  };
}

/** The name's trigrams in order, word after word. */
const nameSequence = (name: string) => searchWords(name).flatMap((word) => [...wordTrigrams(word)]);

/** The best score of an extent of the name's trigrams: one that begins and ends with a shared trigram. */
export function bestExtent(wanted: Set<number>, name: string): number {
  const sequence = nameSequence(name);
  let best = 0;
  for (let first = 0; first < sequence.length; first++) {
    if (!wanted.has(sequence[first]!)) continue;
    const extent = new Set<number>();
    let shared = 0;
    for (let last = first; last < sequence.length; last++) {
      const key = sequence[last]!;
      if (extent.has(key)) continue;
      extent.add(key);
      if (!wanted.has(key)) continue;
      shared++;
      best = Math.max(best, shared / (wanted.size + extent.size - shared));
    }
  }
  return best;
}

let scratch = new Float32Array(0);

/** Slots whose name has a run of words at least `threshold` similar to the keyword, with that similarity. */
export function similarNames(
  index: NameTrigrams,
  keyword: string,
  threshold: number,
): Array<{ slot: number; rank: number }> {
  const wanted = new Set(searchWords(keyword).flatMap((word) => [...wordTrigrams(word)]));
  if (wanted.size === 0) return [];
  // Trigrams each word shares with the keyword.
  const shared = new Map<number, number>();
  for (const key of wanted)
    for (const id of index.wordsByTrigram.get(key) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
  // Synchronous and left all zeros at the end, so one scratch array serves every search.
  if (scratch.length < index.names.length) scratch = new Float32Array(index.names.length);
  const total = scratch;
  const touched: number[] = [];
  const { slotsByWord } = index;
  for (const [id, count] of shared)
    for (let at = slotsByWord.starts[id]!; at < slotsByWord.starts[id + 1]!; at++) {
      const slot = slotsByWord.values[at]!;
      if (total[slot] === 0) touched.push(slot);
      total[slot]! += count;
    }
  // An extent shares at most what the whole name shares, and scores at most shared / keyword's.
  const least = wanted.size * threshold;
  const found: Array<{ slot: number; rank: number }> = [];
  for (const slot of touched) {
    if (total[slot]! >= least) {
      const rank = bestExtent(wanted, index.names[slot]!);
      if (rank >= threshold) found.push({ slot, rank });
    }
    total[slot] = 0;
  }
  return found;
}
