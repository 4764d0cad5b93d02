import { describe, expect, it } from 'vitest';
import { amountInput } from './amounts';

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
});
