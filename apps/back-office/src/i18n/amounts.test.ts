import { describe, expect, it } from 'vitest';
import { amountInput, percentInput } from './amounts';

describe('amounts typed in the staff member’s language', () => {
  it.each([
    ['de', '1,49', 149],
    ['de', '12,5', 1250],
    ['de', '12', 1200],
    ['de', '1.234,50 €', 123450],
    ['de', ' 0,07 ', 7],
    ['en', '1.49', 149],
    ['en', '€1,234.50', 123450],
    ['en', '12.50 EUR', 1250],
    ['fr', '1 234,50', 123450],
    ['fr', '1\u202f234,50 €', 123450],
    ['es', '2,99', 299],
    ['it', '1.000,00', 100000],
  ] as const)('%s reads %j as %d cents', (locale, text, minor) => {
    expect(amountInput(locale, 'EUR').parse(text)).toBe(minor);
  });

  it.each([
    ['en', '1,49'],
    ['de', '1.49'],
    ['de', '1,499'],
    ['de', '-1,00'],
    ['de', '12abc'],
    ['de', ''],
    ['en', '1e3'],
  ] as const)('%s refuses %j rather than guess', (locale, text) => {
    expect(amountInput(locale, 'EUR').parse(text)).toBeNull();
  });

  it('shows an amount as its field takes it back', () => {
    expect(amountInput('de', 'EUR').text(123450)).toBe('1234,50');
    expect(amountInput('en', 'EUR').text(1250)).toBe('12.50');
    expect(amountInput('fr', 'EUR').example).toBe('12,50');
    for (const locale of ['de', 'en', 'fr', 'es', 'it'] as const) {
      const input = amountInput(locale, 'EUR');
      expect(input.parse(input.text(987654))).toBe(987654);
    }
  });

  it('says an amount as a sentence does, with the currency’s sign', () => {
    expect(amountInput('de', 'EUR').shown(149)).toMatch(/^1,49\s€$/);
    expect(amountInput('en', 'GBP').shown(123450)).toBe('£1,234.50');
  });
});

describe('percentages typed in the staff member’s language', () => {
  it.each([
    ['de', '12', 1200],
    ['de', '12,5', 1250],
    ['de', '12,5 %', 1250],
    ['de', '0,25', 25],
    ['de', '100', 10000],
    ['en', '12.5', 1250],
    ['en', '15%', 1500],
    ['fr', '12,75\u202f%', 1275],
    ['es', '7', 700],
    ['it', '33,33', 3333],
  ] as const)('%s reads %j as %d basis points', (locale, text, points) => {
    expect(percentInput(locale).parse(text)).toBe(points);
  });

  it.each([
    ['de', '12.5'],
    ['en', '12,5'],
    ['de', '12,555'],
    ['de', '-5'],
    ['de', ''],
    ['de', '%'],
    ['en', '1e2'],
  ] as const)('%s refuses %j rather than guess', (locale, text) => {
    expect(percentInput(locale).parse(text)).toBeNull();
  });

  it('shows a percentage as its field takes it back, and as a sentence says it', () => {
    const de = percentInput('de');
    expect([de.text(1200), de.text(1250), de.text(1255), de.example]).toEqual(['12', '12,5', '12,55', '12,5']);
    expect(de.shown(1250)).toMatch(/^12,5\s%$/);
    expect(percentInput('en').shown(1500)).toBe('15%');
    for (const locale of ['de', 'en', 'fr', 'es', 'it'] as const) {
      const input = percentInput(locale);
      for (const points of [1, 50, 1250, 10000]) expect(input.parse(input.text(points))).toBe(points);
    }
  });
});
