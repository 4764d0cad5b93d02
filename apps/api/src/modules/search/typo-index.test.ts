import { describe, expect, it } from 'vitest';
import { osaDistance, typoIndex, typosAllowed } from './typo-index';

/** Plain OSA distance by the textbook recurrence, to check the bounded one against. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe('osaDistance', () => {
  it.each([
    ['spirit', 'spriit', 1],
    ['spirit', 'spirt', 1],
    ['spirit', 'spirits', 1],
    ['spirit', 'spxrit', 1],
    ['ca', 'abc', 3],
    ['bohrmaschine', 'bohrmashcnie', 2],
    ['', 'abc', 3],
  ])('%s ↔ %s is %i', (a, b, distance) => {
    expect(osaDistance(a, b, 5)).toBe(distance);
    expect(osaDistance(b, a, 5)).toBe(distance);
  });

  it('stops at max + 1', () => {
    expect(osaDistance('hammer', 'zange', 1)).toBe(2);
    expect(osaDistance('hammer', 'hammerkopf', 2)).toBe(3);
  });

  it('agrees with the textbook recurrence on random words', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    const word = () => Array.from({ length: next() % 9 }, () => 'abcd'[next() % 4]).join('');
    for (let n = 0; n < 2000; n++) {
      const [a, b] = [word(), word()];
      const distance = reference(a, b);
      expect(osaDistance(a, b, 3)).toBe(Math.min(distance, 4));
    }
  });
});

describe('typoIndex', () => {
  const index = typoIndex(
    new Map([
      ['spirit', 3],
      ['spirituosen', 1],
      ['schraubendreher', 2],
      ['akku', 9],
      ['bohrer', 4],
      ['bohren', 1],
      ['hammer', 5],
      ['100234', 1],
      ['100243', 1],
      ['100235', 1],
    ]),
  );

  it('tolerates one typo from 5 letters and two from 9', () => {
    expect([4, 5, 8, 9].map(typosAllowed)).toEqual([0, 1, 1, 2]);
    expect(index.corrections('spriit')).toEqual(['spirit']); // swapped
    expect(index.corrections('spirt')).toEqual(['spirit']); // missing
    expect(index.corrections('spiritt')).toEqual(['spirit']); // extra
    expect(index.corrections('spxrit')).toEqual(['spirit']); // replaced
    expect(index.corrections('schraubnedrehr')).toEqual(['schraubendreher']); // swapped and missing
    expect(index.corrections('schruabendrehr')).toEqual(['schraubendreher']);
    expect(index.corrections('sxhraubendrexer')).toEqual(['schraubendreher']); // two replaced
  });

  it('corrects nothing under 5 letters, nor beyond the typos tolerated', () => {
    expect(index.corrections('akuu')).toEqual([]);
    expect(index.corrections('akkus')).toEqual(['akku']); // 5 letters: one too many
    expect(index.corrections('sprtt')).toEqual([]); // two typos in 5 letters
    expect(index.corrections('spirutosen')).toEqual(['spirituosen']);
    expect(index.corrections('spritiuosen')).toEqual(['spirituosen']); // two swaps
    expect(index.corrections('spritiuoesn')).toEqual([]); // three
  });

  it('answers the closest words only, the most frequent first', () => {
    expect(index.corrections('bohrex')).toEqual(['bohrer', 'bohren']);
    expect(index.corrections('bohrer')).toEqual([]);
    expect(index.corrections('1002344')).toEqual(['100234']);
    expect(index.corrections('100253')).toEqual(['100235', '100243']);
  });

  it('knows listed words and their beginnings', () => {
    expect(index.known('spirit')).toBe(true);
    expect(index.known('spiri')).toBe(true);
    expect(index.known('schraub')).toBe(true);
    expect(index.known('spriit')).toBe(false);
    expect(index.known('zange')).toBe(false);
    expect(typoIndex(new Map()).known('a')).toBe(false);
  });

  it('finds what comparing with every word finds', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    // Digits among the letters: a word's count of them bounds its distance to the others.
    const word = (length: number) => Array.from({ length }, () => 'abc12'[next() % 5]).join('');
    const vocabulary = new Map(Array.from({ length: 250 }, () => [word(3 + (next() % 9)), 1 + (next() % 3)]));
    const words = [...vocabulary.keys()];
    const big = typoIndex(vocabulary);
    const edit = (text: string) => {
      const at = next() % (text.length + 1);
      const letter = 'abc123'[next() % 6]!;
      switch (next() % 4) {
        case 0:
          return text.slice(0, at) + letter + text.slice(at);
        case 1:
          return text.slice(0, at) + text.slice(at + 1);
        case 2:
          return text.slice(0, at) + letter + text.slice(at + 1);
        default:
          return text.slice(0, at) + text.slice(at + 1, at + 2) + text.slice(at, at + 1) + text.slice(at + 2);
      }
    };
    for (let n = 0; n < 800; n++) {
      const query = [0, 1, 2].slice(0, 1 + (next() % 3)).reduce(edit, words[next() % words.length]!);
      const allowed = typosAllowed(query.length);
      const distances = words.map((w) => reference(query, w));
      const best = Math.min(...distances);
      const expected =
        allowed === 0 || best === 0 || best > allowed ? [] : words.filter((_, i) => distances[i] === best);
      expect(big.corrections(query, Number.POSITIVE_INFINITY).sort(), query).toEqual(expected.sort());
    }
  });

  it('holds 8 bytes per indexed deletion', () => {
    const words = new Map(Array.from({ length: 1000 }, (_, n) => [String(100_000 + n), 1]));
    const items = typoIndex(words);
    // Six letters: the word and its six one-letter deletions (fewer where digits repeat).
    expect(items.indexBytes).toBeLessThanOrEqual(1000 * (7 * 8 + 4));
    expect(items.corrections('1000999')).toEqual(['100099', '100999']);
    // A word of letters is no typo of a number: too many digits apart for its typos.
    expect(items.corrections('bohrmaschine')).toEqual([]);
    expect(items.corrections('10009x')).toEqual(['100090', '100091', '100092', '100093', '100094']);
  });
});
