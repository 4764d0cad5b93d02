// Prices changed by a percentage or an amount, unit by unit: rounding to the cent, each price the
// change names, and what refuses the change (a price below zero, a special price not below the
// regular one).
import { describe, expect, it } from 'vitest';
import { changedAmount, changedPrice } from './bulk-price-change';

const change = (by: 'percent' | 'amount', direction: 'up' | 'down', value: number, prices = 'both' as const) => ({
  skus: ['X'],
  currency: 'EUR' as const,
  by,
  direction,
  value,
  prices,
});

describe('a price change', () => {
  it.each([
    [1999, 'percent', 'up', 1000, 2199],
    [1999, 'percent', 'down', 1000, 1799],
    [1005, 'percent', 'up', 50, 1010],
    [1, 'percent', 'down', 5000, 1],
    [1999, 'amount', 'up', 500, 2499],
    [1999, 'amount', 'down', 1999, 0],
    [100, 'amount', 'down', 101, -1],
  ] as const)('makes %i cents by %s %s %i: %i', (amount, by, direction, value, after) => {
    expect(changedAmount(amount, { by, direction, value })).toBe(after);
  });

  it.each([
    ['both', { regular: 1000, special: 800 }, { regular: 1100, special: 880 }, null],
    ['regular', { regular: 1000, special: 800 }, { regular: 1100, special: 800 }, null],
    ['special', { regular: 1000, special: 800 }, { regular: 1000, special: 880 }, null],
    ['special', { regular: 1000, special: null }, { regular: 1000, special: null }, null],
    ['special', { regular: 1000, special: 950 }, { regular: 1000, special: 1045 }, 'specialNotBelow'],
  ] as const)('changes the %s price(s) of %o to %o', (prices, before, after, problem) => {
    expect(changedPrice(before, { ...change('percent', 'up', 1000), prices })).toEqual({ after, problem });
  });

  it('refuses a price below zero and a special price that reaches the regular one', () => {
    expect(changedPrice({ regular: 500, special: null }, change('amount', 'down', 600)).problem).toBe('negative');
    expect(changedPrice({ regular: 500, special: 400 }, change('amount', 'down', 450)).problem).toBe('negative');
    expect(
      changedPrice({ regular: 500, special: 499 }, { ...change('amount', 'down', 10), prices: 'regular' }).problem,
    ).toBe('specialNotBelow');
  });
});
