import { beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_KEY, CONSENT_DATE_KEY, CONSENT_KEY, readConsent, writeConsent } from './consent';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('cookie consent', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('is unknown until the shopper decides', () => {
    expect(readConsent(storage)).toEqual({ state: 'unknown', analytics: false });
  });

  it('stores accepted as "true" and the analytics choice as "ga"', () => {
    writeConsent(storage, true, true);
    expect(storage.getItem(CONSENT_KEY)).toBe('true');
    expect(storage.getItem(ANALYTICS_KEY)).toBe('ga');
    expect(readConsent(storage)).toEqual({ state: 'accepted', analytics: true });
  });

  it('stores declined as "false" without analytics', () => {
    writeConsent(storage, true, true);
    writeConsent(storage, false, true);
    expect(storage.getItem(CONSENT_KEY)).toBe('false');
    expect(storage.getItem(ANALYTICS_KEY)).toBeNull();
    expect(readConsent(storage)).toEqual({ state: 'declined', analytics: false });
  });

  it('keeps required-only consent without expiry, but asks again after two years of analytics', () => {
    const then = Date.parse('2024-01-01T00:00:00Z');
    writeConsent(storage, true, false, then);
    expect(readConsent(storage, then + 3 * 365 * 86_400_000)).toEqual({ state: 'accepted', analytics: false });
    writeConsent(storage, true, true, then);
    expect(readConsent(storage, then + 365 * 86_400_000)).toEqual({ state: 'accepted', analytics: true });
    expect(readConsent(storage, then + 731 * 86_400_000)).toEqual({ state: 'unknown', analytics: false });
    expect(storage.getItem(CONSENT_DATE_KEY)).toBe('2024-01-01T00:00:00.000Z');
  });
});
