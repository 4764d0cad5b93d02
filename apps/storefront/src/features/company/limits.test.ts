import { describe, expect, it } from 'vitest';
import { centsOf, typedOf } from './limits';

describe('order limits typed in euros', () => {
  it('reads amounts as people type them, in cents', () => {
    expect(centsOf('2500')).toBe(250_000);
    expect(centsOf('2.500')).toBe(250_000);
    expect(centsOf('2.500,50')).toBe(250_050);
    expect(centsOf('1,234.5')).toBe(123_450);
    expect(centsOf('99,9')).toBe(9_990);
    expect(centsOf(' ')).toBeNull();
  });

  it('refuses what is no amount, and more than ten million', () => {
    expect(centsOf('abc')).toBeUndefined();
    expect(centsOf('-5')).toBeUndefined();
    expect(centsOf('10000001')).toBeUndefined();
  });

  it('shows cents back as an amount to edit', () => {
    expect(typedOf(250_000)).toBe('2500');
    expect(typedOf(12_345)).toBe('123.45');
    expect(typedOf(null)).toBe('');
  });
});
