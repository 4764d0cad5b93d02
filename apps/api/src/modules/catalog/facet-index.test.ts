import { describe, expect, it } from 'vitest';
import { and, bitsOf, buildFacetIndex, countBoth, facetCounts, or, productCounts } from './facet-index';

describe('facet index', () => {
  it('intersects, unites and counts sets of ids across word boundaries', () => {
    const a = bitsOf([0, 1, 31, 32, 33, 64, 200], 200);
    const b = bitsOf([1, 32, 64, 199], 200);
    expect(countBoth(a, b)).toBe(3);
    expect(countBoth(a, a)).toBe(7);
    expect(countBoth(and(a, b), bitsOf([32], 200))).toBe(1);
    expect(countBoth(or(200, [a, b]), or(200, [a, b]))).toBe(8);
    expect(countBoth(or(200, []), a)).toBe(0);
  });

  // Products 1–6 in category 10 (5 and 6 also in 20); brand 100/101, colour 200/201.
  const index = buildFacetIndex(
    [
      { optionId: 100, code: 'brand', productIds: [1, 2, 3] },
      { optionId: 101, code: 'brand', productIds: [4, 5, 6] },
      { optionId: 200, code: 'colour', productIds: [1, 4, 5] },
      { optionId: 201, code: 'colour', productIds: [2, 6] },
    ],
    [
      { categoryId: 10, productIds: [1, 2, 3, 4, 5, 6] },
      { categoryId: 20, productIds: [5, 6] },
    ],
  );
  const counts = (categoryId: number, filters: Array<{ name: string; optionIds: number[] }>) =>
    Object.fromEntries(facetCounts(index, index.categories.get(categoryId)!, filters).map((c) => [c.optionId, c.n]));

  it('counts each option within the scope', () => {
    expect(counts(10, [])).toEqual({ 100: 3, 101: 3, 200: 3, 201: 2 });
    expect(counts(20, [])).toEqual({ 101: 2, 200: 1, 201: 1 });
  });

  it('counts a few products of many options one by one, as the AND per option does', () => {
    // 40 colours over 200 products, each product one colour and a brand: a scope of three products
    // is counted product by product (fewer steps), the whole catalogue option by option.
    const products = Array.from({ length: 200 }, (_, i) => i + 1);
    const many = buildFacetIndex(
      [
        ...Array.from({ length: 40 }, (_, k) => ({
          optionId: 300 + k,
          code: 'colour',
          productIds: products.filter((id) => (id - 1) % 40 === k),
        })),
        ...[0, 1].map((k) => ({
          optionId: 100 + k,
          code: 'brand',
          productIds: products.filter((id) => (id - 1) % 2 === k),
        })),
      ],
      [],
    );
    const ofScope = (ids: number[]) =>
      Object.fromEntries(facetCounts(many, bitsOf(ids, many.size), []).map((c) => [c.optionId, c.n]));
    expect(ofScope([1, 41, 200])).toEqual({ 300: 2, 339: 1, 100: 2, 101: 1 });
    const all = ofScope(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(all[300]).toBe(5);
    expect(all[100]).toBe(100);
    // A search's matches counted from their list agree, few or all, unknown ids left out.
    const fromList = (ids: number[]) =>
      Object.fromEntries(productCounts(many, Uint32Array.from(ids)).map((c) => [c.optionId, c.n]));
    expect(fromList([200, 1, 41, 999])).toEqual(ofScope([1, 41, 200]));
    expect(fromList(Array.from({ length: 200 }, (_, i) => 200 - i))).toEqual(all);
  });

  it('counts a filtered attribute under the other filters only', () => {
    // brand 100 chosen: colours narrow to its products, brands keep their unfiltered counts.
    expect(counts(10, [{ name: 'brand', optionIds: [100] }])).toEqual({ 100: 3, 101: 3, 200: 1, 201: 1 });
    // and colour 200 as well: brands count among colour-200 products, colours among brand-100 ones.
    expect(
      counts(10, [
        { name: 'brand', optionIds: [100] },
        { name: 'colour', optionIds: [200] },
      ]),
    ).toEqual({ 100: 1, 101: 2, 200: 1, 201: 1 });
    // Values of one filter are alternatives.
    expect(counts(10, [{ name: 'colour', optionIds: [200, 201] }])).toEqual({ 100: 2, 101: 3, 200: 3, 201: 2 });
    // A filter whose values match nothing leaves nothing to count.
    expect(counts(10, [{ name: 'colour', optionIds: [] }])).toEqual({ 200: 3, 201: 2 });
  });
});
