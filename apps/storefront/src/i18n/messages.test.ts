import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig, supportedLocales } from '@shop/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'messages');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const messages = Object.fromEntries(files.map((f) => [f, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]));

const flatten = (value: unknown, prefix = ''): Array<[string, unknown]> =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, value]];

const keys = Object.fromEntries(Object.entries(messages).map(([f, m]) => [f, new Map(flatten(m))]));
const allKeys = [...new Set(Object.values(keys).flatMap((k) => [...k.keys()]))].sort();

describe('translations', () => {
  it('exist for every supported and every configured locale', () => {
    expect(files.sort()).toEqual(supportedLocales.map((l) => `${l}.json`).sort());
    for (const locale of siteConfig.locales) expect(files).toContain(locale.file);
  });

  it.each(files)('%s has every key another locale has, each a non-empty text', (file) => {
    const own = keys[file]!;
    expect(allKeys.filter((k) => !own.has(k))).toEqual([]);
    expect([...own].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it.each(files)('%s uses the same placeholders as English', (file) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of keys['en.json']!)
      expect([key, placeholders(keys[file]!.get(key))]).toEqual([key, placeholders(text)]);
  });

  it('keeps the spec’s English texts verbatim', () => {
    const en = keys['en.json']!;
    expect(en.get('ErrorPage.notFoundTitle')).toBe('Page not found');
    expect(en.get('ErrorPage.notFoundText')).toBe(
      'We are sorry that we can’t find the page, please go back or try again',
    );
    expect(en.get('ErrorPage.notFoundShort')).toBe('This page could not be found');
    expect(en.get('ErrorPage.errorTitle')).toBe('An error occured');
    expect(en.get('ErrorPage.errorText')).toBe('Please go back or try again');
    expect(en.get('ErrorPage.returnHome')).toBe('Return home');
    expect(en.get('ErrorPage.back')).toBe('Back');
    expect(en.get('ErrorPage.fatalTitle')).toBe('An error occurred while showing the error page');
    expect(en.get('ErrorPage.goHome')).toBe('Go back to home');
  });
});
