import { describe, expect, it } from 'vitest';
import { addViewed } from './recently-viewed';

const p = (id: number) => ({ id, sku: `WH-${id}`, name: `Product ${id}`, image: null });

describe('recently viewed', () => {
  it('puts the newest first and removes duplicates', () => {
    let items = addViewed([], p(1));
    items = addViewed(items, p(2));
    items = addViewed(items, p(1));
    expect(items.map((i) => i.id)).toEqual([1, 2]);
  });

  it('keeps the last twelve', () => {
    const items = Array.from({ length: 15 }, (_, i) => p(i + 1)).reduce(addViewed, [] as ReturnType<typeof p>[]);
    expect(items.map((i) => i.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });
});
