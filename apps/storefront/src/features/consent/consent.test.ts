import { beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_KEY,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  consentDecidedScript,
  readConsent,
  writeConsent,
} from './consent';

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

describe('the head script that hides the banner before the first paint', () => {
  const decidedByScript = (storage: Storage) => {
    const documentElement = { dataset: {} as Record<string, string> };
    new Function('localStorage', 'document', consentDecidedScript)(storage, { documentElement });
    return 'consent' in documentElement.dataset;
  };
  const day = 24 * 60 * 60 * 1000;

  it.each([
    ['no decision', () => {}],
    ['declined', (s: Storage) => writeConsent(s, false, false)],
    ['accepted without analytics', (s: Storage) => writeConsent(s, true, false)],
    ['accepted with analytics', (s: Storage) => writeConsent(s, true, true)],
    [
      'accepted with analytics three years ago',
      (s: Storage) => writeConsent(s, true, true, Date.now() - 3 * 365 * day),
    ],
    ['declined three years ago', (s: Storage) => writeConsent(s, false, false, Date.now() - 3 * 365 * day)],
    ['a foreign value', (s: Storage) => s.setItem(CONSENT_KEY, 'maybe')],
  ])('agrees with readConsent: %s', (_, prepare) => {
    const storage = new MemoryStorage();
    prepare(storage);
    expect(decidedByScript(storage)).toBe(readConsent(storage).state !== 'unknown');
  });

  it('leaves the banner shown when storage cannot be read', () => {
    const documentElement = { dataset: {} as Record<string, string> };
    const blocked = new Proxy({} as Storage, {
      get() {
        throw new Error('SecurityError');
      },
    });
    new Function('localStorage', 'document', consentDecidedScript)(blocked, { documentElement });
    expect(documentElement.dataset).toEqual({});
  });
});
