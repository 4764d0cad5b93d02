import { describe, expect, it } from 'vitest';
import { toggleItem } from './wishlist';

const drill = { id: 1, sku: 'WH-1', name: 'Drill', image: null };
const saw = { id: 2, sku: 'WH-2', name: 'Saw', image: '/media/saw.svg' };

describe('wishlist', () => {
  it('adds a product once, with quantity 1, and removes it when toggled again', () => {
    const one = toggleItem([], drill);
    expect(one).toEqual([{ ...drill, qty: 1 }]);
    const two = toggleItem(one, saw);
    expect(two.map((i) => i.id)).toEqual([1, 2]);
    expect(toggleItem(two, drill)).toEqual([{ ...saw, qty: 1 }]);
    expect(toggleItem(toggleItem(two, drill), saw)).toEqual([]);
  });
});
