import type { PriceInfo } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { displayAmount, taxOn } from '../pricing/tax';
import { allocate, cartTotals, discountAmount, lineKey, lineNet, lineShown } from './totals';

/** A price as the API answers it, its display prices with tax when `gross`. */
const price = (regular: number | null, special: number | null = null, taxRate = 1900, gross = false): PriceInfo => ({
  currency: 'EUR',
  regular,
  special,
  displayRegular: regular === null ? null : displayAmount(regular, taxRate, gross),
  displaySpecial: special === null ? null : displayAmount(special, taxRate, gross),
  startingPrice: false,
  taxRate,
});
const akku = (gross = false) => ({
  productId: 2,
  sku: 'B-2',
  itemnum: '2',
  name: 'Akku',
  price: 500,
  displayPrice: displayAmount(500, 1900, gross),
  taxRate: 1900,
});

describe('cart totals', () => {
  it('keys a line by its SKU and its additional SKUs, in any order, once each', () => {
    expect(lineKey('A-1', [])).toBe('A-1');
    expect(lineKey('A-1', ['Z-9', 'B-2', 'Z-9'])).toBe(lineKey('A-1', ['B-2', 'Z-9']));
    expect(lineKey('A-1', ['B-2'])).not.toBe(lineKey('A-1', []));
  });

  it('prices a line with its special price and its additional products, times the quantity', () => {
    const extras = { 'B-2': akku() };
    expect(lineNet({ quantity: 3, priceInfo: price(1000), selectedAddtionalProducts: {} })).toBe(3000);
    expect(lineNet({ quantity: 3, priceInfo: price(1000, 800), selectedAddtionalProducts: extras })).toBe(3900);
    expect(lineNet({ quantity: 3, priceInfo: null, selectedAddtionalProducts: {} })).toBeNull();
    expect(lineNet({ quantity: 3, priceInfo: price(null), selectedAddtionalProducts: {} })).toBeNull();
  });

  it('adds one tax line per rate, rounded to cents, and none for exempt accounts', () => {
    const lines: Parameters<typeof cartTotals>[0] = [
      { quantity: 3, priceInfo: price(333), selectedAddtionalProducts: {} },
      {
        quantity: 2,
        priceInfo: price(1000, null, 700),
        selectedAddtionalProducts: { 'B-2': akku() },
      },
    ];
    // 999 + 1000 net at 19 % → 379.81 → 380; 2000 at 7 % → 140.
    expect(taxOn(999, 1900)).toBe(190);
    expect(cartTotals(lines, { excludeTax: false })).toEqual({
      subtotal: 3999,
      coupon_amount: 0,
      coupon_incl_tax: 0,
      discount_amount: 0,
      subtotal_with_discount: 3999,
      shipping_amount: 0,
      shipping_incl_tax: 0,
      taxes: [
        { rate: 1900, amount: 380 },
        { rate: 700, amount: 140 },
      ],
      tax_amount: 520,
      subtotal_incl_tax: 4519,
      grandTotalIncTax: 4519,
    });
    expect(cartTotals(lines, { excludeTax: true })).toMatchObject({ taxes: [], tax_amount: 0, grandTotalIncTax: 3999 });
    expect(cartTotals([], { excludeTax: false })).toMatchObject({ subtotal: 0, grandTotalIncTax: 0 });
  });

  it('spreads a coupon over the rates, adds shipping at its rate, and adds up to the cent', () => {
    const lines: Parameters<typeof cartTotals>[0] = [
      { quantity: 1, priceInfo: price(10_000), selectedAddtionalProducts: {} },
      { quantity: 1, priceInfo: price(5_000, null, 700), selectedAddtionalProducts: {} },
    ];
    const totals = cartTotals(lines, {
      excludeTax: false,
      discount: { kind: 'percent', value: 1000 },
      shipping: { price: 495, taxRate: 1900 },
    });
    // 10 % of 150.00 = 15.00: 10.00 off the 19 % goods, 5.00 off the 7 % goods.
    // 19 %: (90.00 + 4.95) × 0.19 = 18.0405 → 18.04; 7 %: 45.00 × 0.07 = 3.15.
    expect(totals).toEqual({
      subtotal: 15_000,
      coupon_amount: 1_500,
      coupon_incl_tax: 1_500 + 190 + 35,
      discount_amount: 1_500,
      subtotal_with_discount: 13_500,
      shipping_amount: 495,
      shipping_incl_tax: 589,
      taxes: [
        { rate: 1900, amount: 1804 },
        { rate: 700, amount: 315 },
      ],
      tax_amount: 2119,
      subtotal_incl_tax: 11_900 + 5_350,
      grandTotalIncTax: 13_500 + 495 + 2119,
    });
    const exempt = cartTotals(lines, {
      excludeTax: true,
      discount: { kind: 'fixed', value: 2_000 },
      shipping: { price: 495, taxRate: 1900 },
    });
    expect(exempt).toMatchObject({ coupon_incl_tax: 2_000, shipping_incl_tax: 495, taxes: [], tax_amount: 0 });
    expect(exempt.grandTotalIncTax).toBe(15_000 - 2_000 + 495);
  });

  it('shown gross, adds up the lines as shown: two lines of 3.33 net at 19 % are 3.96 each and 7.92 in all', () => {
    const lines = [
      { quantity: 1, priceInfo: price(333, null, 1900, true), selectedAddtionalProducts: {} },
      { quantity: 1, priceInfo: price(333, null, 1900, true), selectedAddtionalProducts: {} },
    ];
    expect(lines.map(lineShown)).toEqual([396, 396]);
    expect(cartTotals(lines, { excludeTax: false, gross: true })).toMatchObject({
      subtotal: 666,
      taxes: [{ rate: 1900, amount: 126 }],
      subtotal_incl_tax: 792,
      grandTotalIncTax: 792,
    });
    // Shown net, the tax is reckoned on the net sum: 6.66 × 19 % = 1.27.
    expect(cartTotals(lines, { excludeTax: false })).toMatchObject({ tax_amount: 127, grandTotalIncTax: 793 });
  });

  it('shown gross, every figure adds up: lines, coupon, shipping, tax and the grand total', () => {
    const lines: Parameters<typeof cartTotals>[0] = [
      { quantity: 3, priceInfo: price(333, null, 1900, true), selectedAddtionalProducts: { 'B-2': akku(true) } },
      { quantity: 7, priceInfo: price(1_111, 999, 700, true), selectedAddtionalProducts: {} },
    ];
    for (const discount of [null, { kind: 'percent', value: 1_000 }, { kind: 'fixed', value: 777 }] as const) {
      const totals = cartTotals(lines, {
        excludeTax: false,
        gross: true,
        discount,
        shipping: { price: 495, taxRate: 1900 },
      });
      const shown = lines.reduce((sum, line) => sum + lineShown(line)!, 0);
      expect(totals.subtotal_incl_tax, 'the lines as shown').toBe(shown);
      expect(totals.grandTotalIncTax).toBe(shown - totals.coupon_incl_tax! + totals.shipping_incl_tax!);
      expect(totals.grandTotalIncTax).toBe(
        totals.subtotal_with_discount! + totals.shipping_amount! + totals.tax_amount!,
      );
      expect(totals.tax_amount).toBe(totals.taxes!.reduce((sum, line) => sum + line.amount, 0));
    }
    // A coupon worth all the goods leaves only shipping, and no tax on the goods.
    const free = cartTotals(lines, {
      excludeTax: false,
      gross: true,
      discount: { kind: 'percent', value: 10_000 },
      shipping: { price: 495, taxRate: 1900 },
    });
    expect(free).toMatchObject({
      taxes: [
        { rate: 1900, amount: 94 },
        { rate: 700, amount: 0 },
      ],
      grandTotalIncTax: 589,
    });
  });

  it('never takes off more than the goods are worth, and splits cents exactly', () => {
    expect(discountAmount({ kind: 'fixed', value: 5_000 }, 3_000)).toBe(3_000);
    expect(discountAmount({ kind: 'percent', value: 10_000 }, 3_000)).toBe(3_000);
    expect(discountAmount({ kind: 'percent', value: 333 }, 1_000)).toBe(33);
    expect(discountAmount(null, 1_000)).toBe(0);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1, [999, 1])).toEqual([1, 0]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });

  it('has no totals when a price is hidden', () => {
    const hidden = [{ quantity: 1, priceInfo: null, selectedAddtionalProducts: {} }];
    expect(cartTotals(hidden, { excludeTax: false })).toMatchObject({
      subtotal: null,
      tax_amount: null,
      taxes: null,
      subtotal_incl_tax: null,
      grandTotalIncTax: null,
    });
  });
});
