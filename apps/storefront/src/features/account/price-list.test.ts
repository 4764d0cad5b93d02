import type { PriceListItem } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { listedProducts } from './price-list';

const entry = (productId: number, minQty: number, price: number): PriceListItem => ({
  productId,
  sku: `WH-${productId}`,
  itemnum: `${productId}00`,
  name: `Product ${productId}`,
  currency: 'EUR',
  price,
  minQty,
});

describe('listedProducts', () => {
  it('gives one item per product with its quantity tiers in order', () => {
    const items = listedProducts([entry(7, 1, 1299), entry(7, 10, 1199), entry(9, 1, 499)]);
    expect(items.map((i) => [i.sku, i.tiers.map((t) => [t.minQty, t.price])])).toEqual([
      [
        'WH-7',
        [
          [1, 1299],
          [10, 1199],
        ],
      ],
      ['WH-9', [[1, 499]]],
    ]);
  });
});
