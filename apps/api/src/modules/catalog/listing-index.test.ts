import { sortOptions } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buildFacetIndex } from './facet-index';
import { buildListingKeys, listingIndex } from './listing-index';

// 60 products in category 1, the even ones also in category 2; colour option 10 (red) on every
// third, 11 (blue) on every fifth; prices in EUR for all but every seventh, in GBP for a few.
const ids = Array.from({ length: 60 }, (_, i) => i + 1);
const members = ids.flatMap((id) => [
  { categoryId: 1, productId: id },
  ...(id % 2 === 0 ? [{ categoryId: 2, productId: id }] : []),
]);
const options = ids.flatMap((id) => [
  ...(id % 3 === 0 ? [{ optionId: 10, code: 'colour', productId: id }] : []),
  ...(id % 5 === 0 ? [{ optionId: 11, code: 'colour', productId: id }] : []),
  ...(id % 4 === 0 ? [{ optionId: 20, code: 'brand', productId: id }] : []),
]);
// Ages and prices with ties, so the order's tie-breaks are tested too.
const created = (id: number) => new Date(Date.UTC(2026, 0, 1 + (id % 9)));
const price = (id: number) => (id % 7 === 0 ? null : 100 * (id % 11));
const productRows = ids.map((id) => ({ id, createdAt: created(id) }));
const priceRows = [
  ...ids.map((id) => ({ productId: id, currency: 'EUR', price: price(id) })),
  ...[5, 6, 7].map((id) => ({ productId: id, currency: 'GBP', price: 500 - id })),
];

/** Rows as the index reads them: each option's and category's product ids, prices as columns per currency. */
const productIdsBy = <K extends string>(rows: Array<Record<K, number> & { productId: number }>, key: K) =>
  [...new Set(rows.map((row) => row[key]))].map((value) => ({
    value,
    productIds: rows.filter((row) => row[key] === value).map((row) => row.productId),
  }));
const facets = buildFacetIndex(
  productIdsBy(options, 'optionId').map(({ value, productIds }) => ({
    optionId: value,
    code: options.find((o) => o.optionId === value)!.code,
    productIds,
  })),
  productIdsBy(members, 'categoryId').map(({ value, productIds }) => ({ categoryId: value, productIds })),
);
const keys = buildListingKeys(facets.size, {
  products: {
    ids: Int32Array.from(productRows.map((row) => row.id)),
    created: Float64Array.from(productRows.map((row) => row.createdAt.getTime())),
  },
  prices: ['EUR', 'GBP'].map((currency) => {
    const of = priceRows.filter((row) => row.currency === currency);
    return {
      currency,
      ids: Int32Array.from(of.map((row) => row.productId)),
      prices: Float64Array.from(of.map((row) => row.price ?? Number.NaN)),
    };
  }),
});
const { page, pageOfProducts } = listingIndex(facets, keys);

/** The order the database's listing query gave: ORDER BY created_at DESC, id DESC or price NULLS LAST, id. */
function expected(category: number, sort: (typeof sortOptions)[number], currency: string, keep = (_: number) => true) {
  const listed = members.filter((m) => m.categoryId === category && keep(m.productId)).map((m) => m.productId);
  const priceOf = (id: number) => priceRows.find((p) => p.productId === id && p.currency === currency)?.price ?? null;
  return listed.sort((a, b) => {
    if (sort === 'latest') return created(b).getTime() - created(a).getTime() || b - a;
    const [pa, pb] = [priceOf(a), priceOf(b)];
    if (pa === null || pb === null) return pa === null ? (pb === null ? a - b : 1) : -1;
    return (sort === 'price-up' ? pa - pb : pb - pa) || a - b;
  });
}

describe('listingIndex', () => {
  it.each(sortOptions.flatMap((sort) => ['EUR', 'GBP'].map((currency) => [sort, currency] as const)))(
    'pages a category sorted %s in %s as the database did, with the whole count',
    (sort, currency) => {
      for (const category of [1, 2]) {
        const all = expected(category, sort, currency);
        for (const offset of [0, 20, 40, 55])
          expect(page({ categoryId: category, filters: [], sort, currency, limit: 20, offset })).toEqual({
            ids: all.slice(offset, offset + 20),
            count: all.length,
          });
      }
    },
  );

  it("keeps products with one of each filter's options, counted under the filters", () => {
    const filters = [
      { name: 'colour', optionIds: [10, 11] },
      { name: 'brand', optionIds: [20] },
    ];
    const keep = (id: number) => (id % 3 === 0 || id % 5 === 0) && id % 4 === 0;
    const all = expected(1, 'price-down', 'EUR', keep);
    expect(page({ categoryId: 1, filters, sort: 'price-down', currency: 'EUR', limit: 3, offset: 2 })).toEqual({
      ids: all.slice(2, 5),
      count: all.length,
    });
    // An option no product has, and a filter without options, keep nothing.
    expect(
      page({
        categoryId: 1,
        filters: [{ name: 'colour', optionIds: [99] }],
        sort: 'latest',
        currency: 'EUR',
        limit: 5,
        offset: 0,
      }),
    ).toEqual({ ids: [], count: 0 });
    expect(
      page({
        categoryId: 1,
        filters: [{ name: 'colour', optionIds: [] }],
        sort: 'latest',
        currency: 'EUR',
        limit: 5,
        offset: 0,
      }),
    ).toEqual({ ids: [], count: 0 });
  });

  it('answers an unknown category and a page past the end with nothing', () => {
    expect(page({ categoryId: 3, filters: [], sort: 'latest', currency: 'EUR', limit: 20, offset: 0 })).toEqual({
      ids: [],
      count: 0,
    });
    expect(page({ categoryId: 1, filters: [], sort: 'latest', currency: 'EUR', limit: 20, offset: 100 })).toEqual({
      ids: [],
      count: 60,
    });
  });

  it("pages given products (a customer's items) as a category sorts and filters them, each once", () => {
    const mine = [42, 7, 30, 9, 12, 7, 55, 20];
    const inOrder = (sort: (typeof sortOptions)[number], keep = (_: number) => true) =>
      expected(1, sort, 'EUR', (id) => mine.includes(id) && keep(id));
    for (const sort of sortOptions)
      expect(pageOfProducts(mine, { filters: [], sort, currency: 'EUR', limit: 3, offset: 2 }), sort).toEqual({
        ids: inOrder(sort).slice(2, 5),
        count: 7,
      });
    const red = [{ name: 'colour', optionIds: [10] }];
    expect(pageOfProducts(mine, { filters: red, sort: 'price-up', currency: 'EUR', limit: 20, offset: 0 })).toEqual({
      ids: inOrder('price-up', (id) => id % 3 === 0),
      count: 4,
    });
    // A product the index does not hold sorts last and passes no filter.
    expect(pageOfProducts([61, 3], { filters: [], sort: 'latest', currency: 'EUR', limit: 5, offset: 0 })).toEqual({
      ids: [3, 61],
      count: 2,
    });
    expect(pageOfProducts([61, 3], { filters: red, sort: 'latest', currency: 'EUR', limit: 5, offset: 0 })).toEqual({
      ids: [3],
      count: 1,
    });
    expect(pageOfProducts([], { filters: [], sort: 'latest', currency: 'EUR', limit: 5, offset: 0 })).toEqual({
      ids: [],
      count: 0,
    });
  });
});
