import { describe, expect, it } from 'vitest';
import { validityKey } from './price-list-validity';

const at = (iso: string) => new Date(iso).getTime();
const MINUTE = 60_000;

describe('validityKey', () => {
  const spring = { id: 7, validFrom: new Date('2026-03-01T00:00:00Z'), validTo: new Date('2026-05-31T23:59:59Z') };
  const standing = { id: 9, validFrom: null, validTo: null };

  it('names each list with whether it has started, applies or ended', () => {
    expect(validityKey([spring, standing], at('2026-02-01T00:00:00Z'), MINUTE)).toBe('7early,9on');
    expect(validityKey([spring, standing], at('2026-04-01T00:00:00Z'), MINUTE)).toBe('7on,9on');
    expect(validityKey([spring, standing], at('2026-07-01T00:00:00Z'), MINUTE)).toBe('7over,9on');
  });

  it('gives no key close to a start or an end, on either side', () => {
    expect(validityKey([spring], at('2026-02-28T23:59:30Z'), MINUTE)).toBeUndefined();
    expect(validityKey([spring], at('2026-03-01T00:00:30Z'), MINUTE)).toBeUndefined();
    expect(validityKey([spring], at('2026-06-01T00:00:58Z'), MINUTE)).toBeUndefined();
    expect(validityKey([spring], at('2026-03-01T00:01:00Z'), MINUTE)).toBe('7on');
  });

  it('keys a customer without lists by nothing', () => {
    expect(validityKey([], at('2026-04-01T00:00:00Z'), MINUTE)).toBe('');
  });
});
