import { describe, expect, it } from 'vitest';
import { endsAfterStart, fromNotAfterTo, instantSchema } from './admin-fields';

describe('a validity window staff type', () => {
  it('takes instants with their offset in years a shop can mean, and refuses year 0 (the fuzz found it)', () => {
    expect(instantSchema.safeParse('2027-06-01T00:00:00+02:00').success).toBe(true);
    expect(instantSchema.safeParse('0000-02-29T20:00:00-20:00').success).toBe(false);
    expect(instantSchema.safeParse('10000-01-01T00:00:00Z').success).toBe(false);
  });

  it('compares its ends as instants: 10:00 at +05:00 is before 06:00 UTC', () => {
    expect(endsAfterStart({ validFrom: '2027-01-01T10:00:00+05:00', validTo: '2027-01-01T06:00:00Z' })).toBe(true);
    expect(endsAfterStart({ validFrom: '2027-01-01T07:00:00Z', validTo: '2027-01-01T10:00:00+05:00' })).toBe(false);
    expect(endsAfterStart({ validFrom: null, validTo: '2027-01-01T06:00:00Z' })).toBe(true);
  });
});

describe('a list’s from–to filter', () => {
  it('runs forward: a day as its end is the whole day, instants compare as instants', () => {
    expect(fromNotAfterTo({ from: '2026-06-02', to: '2026-06-01' })).toBe(false);
    expect(fromNotAfterTo({ from: '2026-06-01', to: '2026-06-01' })).toBe(true);
    expect(fromNotAfterTo({ from: '2026-06-01T23:00:00Z', to: '2026-06-01' })).toBe(true);
    expect(fromNotAfterTo({ from: '2026-06-02T01:00:00+02:00', to: '2026-06-01' })).toBe(true);
    expect(fromNotAfterTo({ from: '2026-06-02T01:00:00Z', to: '2026-06-01' })).toBe(false);
    expect(fromNotAfterTo({ from: '2026-06-02' })).toBe(true);
    expect(fromNotAfterTo({ from: 'not a day', to: '2026-06-01' })).toBe(true);
  });
});
