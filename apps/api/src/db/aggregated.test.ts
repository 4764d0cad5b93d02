import { describe, expect, it } from 'vitest';
import { idsOf, numbersOf } from './aggregated';

describe('numbers of a string_agg', () => {
  it('reads each item, a null (an empty item) as NaN, and nothing as none', () => {
    expect([...numbersOf('3,1499,,-2,1767225600000')]).toEqual([3, 1499, Number.NaN, -2, 1767225600000]);
    expect([...numbersOf(',')]).toEqual([Number.NaN, Number.NaN]);
    expect(numbersOf('')).toHaveLength(0);
    expect(numbersOf(null)).toHaveLength(0);
    expect([...idsOf('7,42,100000')]).toEqual([7, 42, 100000]);
  });
});
