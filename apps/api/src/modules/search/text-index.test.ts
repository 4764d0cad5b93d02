import { describe, expect, it } from 'vitest';
import { searchWords } from './catalogue-words';
import { nameTrigrams, similarNames } from './name-trigrams';
import { type LocalePostings, matchAll } from './text-index';

/** Postings of three products (slots 0–2): lexeme → [slot, class 0 D … 3 A] pairs. */
function postingsOf(lexemes: Record<string, Array<[number, number]>>): LocalePostings {
  const sorted = Object.keys(lexemes).sort();
  const starts = new Uint32Array(sorted.length + 1);
  const slots: number[] = [];
  const classes: number[] = [];
  sorted.forEach((lexeme, i) => {
    starts[i] = slots.length;
    for (const [slot, weight] of lexemes[lexeme]!) {
      slots.push(slot);
      classes.push(weight);
    }
  });
  starts[sorted.length] = slots.length;
  return { lexemes: sorted, starts, slots: Uint32Array.from(slots), classes: Uint8Array.from(classes) };
}

describe('matchAll', () => {
  const postings = postingsOf({
    akku: [
      [0, 3],
      [1, 3],
    ],
    'akku-bohrschraub': [[0, 3]],
    bohrschraub: [
      [0, 3],
      [2, 1],
    ],
    kraftwerk: [
      [0, 2],
      [1, 3],
      [2, 3],
    ],
  });
  const found = (...terms: Array<Array<{ text: string; prefix: boolean }>>) => {
    const { slots, scores } = matchAll(postings, terms, new Float32Array(3));
    return Object.fromEntries([...slots].map((slot, i) => [slot, Math.round(scores[i]! * 100) / 100]));
  };

  it('needs every term, and sums the best weight of each (name 1, title 0.4, description 0.2)', () => {
    expect(found([{ text: 'kraftwerk', prefix: false }], [{ text: 'bohrschraub', prefix: false }])).toEqual({
      0: 1.4,
      2: 1.2,
    });
  });

  it('matches a term as the beginning of lexemes, each product once with its best weight', () => {
    expect(found([{ text: 'akku', prefix: true }])).toEqual({ 0: 1, 1: 1 });
    expect(found([{ text: 'bohr', prefix: true }])).toEqual({ 0: 1, 2: 0.2 });
    expect(found([{ text: 'bohr', prefix: false }])).toEqual({});
  });

  it('takes any of a term’s forms (a word and its corrections)', () => {
    expect(
      found([
        { text: 'krafwerk', prefix: true },
        { text: 'kraftwerk', prefix: false },
      ]),
    ).toEqual({
      0: 0.4,
      1: 1,
      2: 1,
    });
  });

  it('finds nothing for no terms or an unknown word', () => {
    expect(found()).toEqual({});
    expect(found([{ text: 'akku', prefix: true }], [{ text: 'zange', prefix: true }])).toEqual({});
  });
});

describe('similarNames', () => {
  const index = nameTrigrams(['arbeitshandschuhe grün', 'hammer 300 g', '', 'handschuh leder']);
  const similar = (keyword: string) =>
    Object.fromEntries(similarNames(index, keyword, 0.5).map(({ slot, rank }) => [slot, Math.round(rank * 100) / 100]));

  it('finds a word inside a compound, and the word itself best', () => {
    const found = similar('handschuh');
    expect(Object.keys(found).sort()).toEqual(['0', '3']);
    expect(found[3]).toBe(1);
    expect(found[0]).toBeGreaterThanOrEqual(0.5);
  });

  it('tolerates what pg_trgm does: a letter missing or added', () => {
    expect(Object.keys(similar('handschu'))).toContain('3');
    expect(Object.keys(similar('hammmer'))).toEqual(['1']);
  });

  it('finds nothing below the threshold or for no letters', () => {
    expect(similar('zange')).toEqual({});
    expect(similar('--')).toEqual({});
  });

  it('finds every product of a name that several bear', () => {
    const shared = nameTrigrams(['stück 10', 'hammer', 'stück 10', '', 'stück 10']);
    expect(similarNames(shared, 'stück', 0.5).map(({ slot }) => slot)).toEqual([0, 2, 4]);
  });

  /** pg_trgm's word similarity the long way: every extent of the name's trigrams, every name. */
  function bruteForce(names: string[], keyword: string, threshold: number) {
    const trigrams = (text: string) =>
      searchWords(text).flatMap((word) => {
        const padded = `  ${word} `;
        return Array.from({ length: padded.length - 2 }, (_, at) => padded.slice(at, at + 3));
      });
    const wanted = new Set(trigrams(keyword));
    return names.flatMap((name, slot) => {
      const sequence = trigrams(name);
      let best = 0;
      for (let first = 0; first < sequence.length; first++)
        for (let last = first; last < sequence.length; last++) {
          const extent = new Set(sequence.slice(first, last + 1));
          const shared = [...extent].filter((trigram) => wanted.has(trigram)).length;
          if (wanted.has(sequence[first]!) && wanted.has(sequence[last]!))
            best = Math.max(best, shared / (wanted.size + extent.size - shared));
        }
      return wanted.size > 0 && best >= threshold ? [{ slot, rank: best }] : [];
    });
  }

  it('finds what comparing every extent of every name finds, with the same scores', () => {
    // A fixed sequence (a linear congruential generator), so every run compares the same names.
    let state = 20261203;
    const next = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 2 ** 32;
    };
    const vocabulary = [
      'akku',
      'bohrhammer',
      'bohr',
      'hammer',
      'stück',
      'schrauben',
      'sds',
      'plus',
      'ohne',
      'koffer',
      'mit',
      'säge',
    ];
    const pick = () => vocabulary[Math.floor(next() * vocabulary.length)]!;
    const names = Array.from({ length: 300 }, () => Array.from({ length: 1 + Math.floor(next() * 4) }, pick).join(' '));
    const index = nameTrigrams(names);
    const keywords = [
      ...vocabulary.map((word) => word.slice(0, 1) + word.slice(2)),
      'stck',
      'st',
      'bohr hamer',
      'bohr hammer',
      'sds plus',
      'xyz',
    ];
    for (const keyword of keywords)
      for (const threshold of [0.3, 0.5, 0.8]) {
        const rounded = (hits: Array<{ slot: number; rank: number }>) =>
          hits.map(({ slot, rank }) => `${slot}:${rank.toFixed(6)}`).sort();
        expect(rounded(similarNames(index, keyword, threshold)), `${keyword} at ${threshold}`).toEqual(
          rounded(bruteForce(names, keyword, threshold)),
        );
      }
  });
});
