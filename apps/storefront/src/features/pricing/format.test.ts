import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

// Intl puts a narrow no-break space (U+202F) or no-break space (U+00A0) in some locales.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it.each([
    [123456, 'de-DE', 'EUR', '1.234,56 €'],
    [123456, 'en-GB', 'EUR', '€1,234.56'],
    [123456, 'en-GB', 'GBP', '£1,234.56'],
    [123456, 'fr-FR', 'EUR', '1 234,56 €'],
    [123456, 'es-ES', 'USD', '1234,56 US$'],
    [123456, 'it-IT', 'EUR', '1234,56 €'],
    [12345678, 'it-IT', 'EUR', '123.456,78 €'],
    [500, 'de-DE', 'EUR', '5,00 €'],
    [1, 'en-GB', 'USD', 'US$0.01'],
  ] as const)('formats %d in %s %s as %s, always with two decimals', (minor, locale, currency, expected) => {
    expect(plain(formatPrice(minor, { locale, currency }))).toBe(expected);
  });

  it('shows Free for 0 when allowed, else the amount', () => {
    expect(formatPrice(0, { locale: 'en-GB', currency: 'EUR', free: 'Free' })).toBe('Free');
    expect(formatPrice(0, { locale: 'en-GB', currency: 'EUR' })).toBe('€0.00');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '12' as unknown as number])(
    'shows nothing for %s',
    (value) => {
      expect(formatPrice(value, { locale: 'de-DE', currency: 'EUR', free: 'Gratis' })).toBe('');
    },
  );
});
