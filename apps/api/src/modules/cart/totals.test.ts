import type { PriceInfo } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cartTotals, lineKey, lineNet, taxOn } from './totals';

const price = (regular: number | null, special: number | null = null, taxRate = 1900): PriceInfo => ({
  currency: 'EUR',
  regular,
  special,
  startingPrice: false,
  taxRate,
});

describe('cart totals', () => {
  it('keys a line by its SKU and its additional SKUs, in any order, once each', () => {
    expect(lineKey('A-1', [])).toBe('A-1');
    expect(lineKey('A-1', ['Z-9', 'B-2', 'Z-9'])).toBe(lineKey('A-1', ['B-2', 'Z-9']));
    expect(lineKey('A-1', ['B-2'])).not.toBe(lineKey('A-1', []));
  });

  it('prices a line with its special price and its additional products, times the quantity', () => {
    const extras = { 'B-2': { productId: 2, sku: 'B-2', itemnum: '2', name: 'Akku', price: 500, taxRate: 1900 } };
    expect(lineNet({ quantity: 3, priceInfo: price(1000), selectedAddtionalProducts: {} })).toBe(3000);
    expect(lineNet({ quantity: 3, priceInfo: price(1000, 800), selectedAddtionalProducts: extras })).toBe(3900);
    expect(lineNet({ quantity: 3, priceInfo: null, selectedAddtionalProducts: {} })).toBeNull();
    expect(lineNet({ quantity: 3, priceInfo: price(null), selectedAddtionalProducts: {} })).toBeNull();
  });

  it('adds tax per line at each part’s rate, rounded to cents, and none for exempt accounts', () => {
    const lines: Parameters<typeof cartTotals>[0] = [
      { quantity: 3, priceInfo: price(333), selectedAddtionalProducts: {} },
      {
        quantity: 2,
        priceInfo: price(1000, null, 700),
        selectedAddtionalProducts: {
          'B-2': { productId: 2, sku: 'B-2', itemnum: '2', name: 'Akku', price: 500, taxRate: 1900 },
        },
      },
    ];
    // 999 net at 19 % → 189.81 → 190; 2000 at 7 % → 140; 1000 at 19 % → 190.
    expect(taxOn(999, 1900)).toBe(190);
    expect(cartTotals(lines, false)).toEqual({
      subtotal: 3999,
      tax_amount: 520,
      subtotal_incl_tax: 4519,
      grandTotalIncTax: 4519,
    });
    expect(cartTotals(lines, true)).toMatchObject({ tax_amount: 0, grandTotalIncTax: 3999 });
    expect(cartTotals([], false)).toMatchObject({ subtotal: 0, grandTotalIncTax: 0 });
  });

  it('has no totals when a price is hidden', () => {
    const hidden = [{ quantity: 1, priceInfo: null, selectedAddtionalProducts: {} }];
    expect(cartTotals(hidden, false)).toEqual({
      subtotal: null,
      tax_amount: null,
      subtotal_incl_tax: null,
      grandTotalIncTax: null,
    });
  });
});
