// Both apps speak every language in full: each has a messages/<locale>.json per language with the
// same keys, each a non-empty ICU message that parses, with the same arguments as the English one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { supportedLocales } from '@shop/contracts';
import { createTranslator, type IntlError } from 'use-intl/core';
import { describe, expect, it } from 'vitest';

const apps = ['apps/storefront/src/i18n/messages', 'apps/back-office/src/i18n/messages'];

type Tree = { [key: string]: string | Tree };

const flatten = (value: string | Tree, prefix = ''): Array<[string, unknown]> =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, value]];

// An argument is `{name`; a plural or select branch (`one {…}`, `=0 {…}`) holds text, not one.
const branch = /(?<![\w-])(?:zero|one|two|few|many|other|=\d+)\s*$/;
const argumentsOf = (text: unknown) =>
  [...String(text).matchAll(/\{\s*(\w+)/g)]
    .filter((m) => !branch.test(String(text).slice(0, m.index)))
    .map((m) => m[1] as string)
    .sort();

describe.each(apps)('%s', (dir) => {
  const files = readdirSync(path.resolve(import.meta.dirname, '..', dir)).filter((f) => f.endsWith('.json'));
  const messages = Object.fromEntries(
    files.map((f) => [
      f.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', dir, f), 'utf8')) as Tree,
    ]),
  );
  const keys = Object.fromEntries(Object.entries(messages).map(([locale, tree]) => [locale, new Map(flatten(tree))]));
  const allKeys = [...new Set(Object.values(keys).flatMap((k) => [...k.keys()]))].sort();
  const english = keys.en!;

  it('has a file for every language the shop speaks', () => {
    expect(Object.keys(messages).sort()).toEqual([...supportedLocales].sort());
  });

  it.each(supportedLocales)('%s has every key another language has, each a non-empty text', (locale) => {
    const own = keys[locale]!;
    expect(allKeys.filter((k) => !own.has(k))).toEqual([]);
    expect([...own].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it.each(supportedLocales)('%s uses the same arguments as English', (locale) => {
    for (const [key, text] of english)
      expect([key, argumentsOf(keys[locale]!.get(key))]).toEqual([key, argumentsOf(text)]);
  });

  it.each(supportedLocales)('%s has only messages that parse and format', (locale) => {
    const errors: string[] = [];
    const onError = (error: IntlError) => errors.push(error.message);
    const t = createTranslator({ locale, messages: messages[locale]!, onError });
    for (const [key, text] of keys[locale]!) {
      const values = Object.fromEntries(argumentsOf(text).map((name) => [name, 1]));
      // Tags (`<b>…</b>`) are given a component only where a page renders rich text.
      if (/<\w+>/.test(String(text))) t.rich(key as never, { ...values, ...tagsOf(String(text)) } as never);
      else t(key as never, values as never);
    }
    expect(errors).toEqual([]);
  });
});

const tagsOf = (text: string) =>
  Object.fromEntries([...text.matchAll(/<(\w+)>/g)].map((m) => [m[1], (chunks: unknown) => chunks]));
