import type { AdminCategory } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { childrenOf, dropPlace, isWithin, keyboardMoves } from './tree';

const category = (id: number, parentId: number | null, position: number): AdminCategory => ({
  id,
  parentId,
  position,
  productCount: 0,
  image: null,
  hidden: false,
  texts: { de: { name: `K${id}`, slug: `k${id}`, description: '', seoTitle: '', seoDescription: '' } },
  version: 1,
});

// 1 ─┬─ 2 ── 5
//    ├─ 3
//    └─ 4
// 6
const list = [
  category(1, null, 0),
  category(6, null, 1),
  category(3, 1, 1),
  category(2, 1, 0),
  category(4, 1, 2),
  category(5, 2, 0),
];
const children = childrenOf(list);
const byId = (id: number) => list.find((c) => c.id === id)!;

describe('the category tree’s moves', () => {
  it('orders each parent’s children by position', () => {
    expect(children.get(1)!.map((c) => c.id)).toEqual([2, 3, 4]);
    expect(children.get(null)!.map((c) => c.id)).toEqual([1, 6]);
  });

  it.each([
    [3, 'up', { parentId: 1, position: 0 }],
    [3, 'down', { parentId: 1, position: 2 }],
    [3, 'into', { parentId: 2, position: 1 }],
    [3, 'out', { parentId: null, position: 1 }],
    [5, 'out', { parentId: 1, position: 1 }],
    [2, 'up', undefined],
    [4, 'down', undefined],
    [2, 'into', undefined],
    [1, 'out', undefined],
  ] as const)('moves %i %s to %o', (id, way, place) => {
    expect(keyboardMoves(list, children, byId(id))[way]).toEqual(place);
  });

  it.each([
    [4, 2, 'before', { parentId: 1, position: 0 }],
    [2, 4, 'after', { parentId: 1, position: 2 }],
    [2, 3, 'before', { parentId: 1, position: 0 }],
    [6, 2, 'into', { parentId: 2, position: 1 }],
    [5, 2, 'into', { parentId: 2, position: 0 }],
    [5, 1, 'before', { parentId: null, position: 0 }],
  ] as const)('drops %i on %i (%s) at %o', (dragged, target, where, place) => {
    expect(dropPlace(children, byId(dragged), byId(target), where)).toEqual(place);
  });

  it('knows what lies below a category', () => {
    expect(isWithin(list, 5, 1)).toBe(true);
    expect(isWithin(list, 1, 1)).toBe(true);
    expect(isWithin(list, 6, 1)).toBe(false);
  });
});
