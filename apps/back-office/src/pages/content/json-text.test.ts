// The expert view's JSON: read as JSON.parse reads it, and a typo named by its line and column in
// the page's language, never JSON.parse's English.
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { type Locale, loadMessages, type Translate } from '../../i18n/i18n';
import { jsonMistake } from './draft';
import { jsonTextOf, parseJsonText } from './json-text';

const translator = async (locale: Locale) =>
  createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as Translate;

/** The mistake in `text`, as the expert view says it. */
async function said(text: string, locale: Locale = 'en') {
  const read = parseJsonText(text);
  if (read.ok) throw new Error(`${text} reads`);
  return jsonMistake(await translator(locale), read);
}

const menu = `{
  "items": [
    {
      "title": "Werkzeug"
      "href": "/c/werkzeug"
    }
  ]
}`;

describe('the expert view’s JSON', () => {
  it('reads what JSON.parse reads, to the same value', () => {
    for (const text of [
      '{}',
      jsonTextOf({ items: [{ title: { de: 'Zangen', en: 'Pliers' }, href: '/c/zangen', image: { width: 48 } }] }),
      '{"a": [1, -2.5, 3e2, true, false, null, "é \\"q\\" \\\\ \\n \\u00e9"], "b": {}}',
      ' \n{ "__proto__": 1 } \n',
    ]) {
      const read = parseJsonText(text);
      expect(read.ok && read.value).toEqual(JSON.parse(text));
    }
    // "__proto__" is a member, as JSON.parse makes it, not the object's prototype.
    const read = parseJsonText('{"__proto__": {"polluted": true}}');
    expect(read.ok && Object.keys(read.value as object)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('names the line and column of a missing comma, in English and German', async () => {
    expect(await said(menu)).toBe('Line 5, column 7: a comma or the closing } is missing.');
    expect(await said(menu, 'de')).toBe('Zeile 5, Spalte 7: Ein Komma oder die schließende Klammer } fehlt.');
  });

  it.each([
    ['{"a": 1,}', 'Line 1, column 8: this comma is one too many: nothing follows it before }.'],
    ['{"a": [1, 2,]}', 'Line 1, column 12: this comma is one too many: nothing follows it before ].'],
    ['{"a": [1 2]}', 'Line 1, column 10: a comma or the closing ] is missing.'],
    ["{'a': 1}", 'Line 1, column 2: a name in double quotes is expected here, such as "title".'],
    ['{"a" 1}', 'Line 1, column 6: a colon (:) is missing after the name.'],
    [
      '{"a": yes}',
      'Line 1, column 7: a value is expected here: a text in double quotes, a number, true, false, null, an object or a list.',
    ],
    ['{"a": "open\n}', 'Line 1, column 12: a text runs into the next line: its closing double quote is missing.'],
    ['{"a": "\\x"}', 'Line 1, column 8: a backslash starts no known sign: write two backslashes for one.'],
    ['{"a": 01}', 'Line 1, column 7: this number is not written as JSON writes numbers, such as 12 or 1.5.'],
    ['{"a": 1}}', 'Line 1, column 9: there is more text after the end of the config.'],
    ['[1]', 'Line 1, column 1: the config must be an object, starting with an opening curly bracket.'],
    ['{\n  "a": {\n    "b": 1\n', 'Line 4, column 1: the text ends too early: a closing bracket or quote is missing.'],
  ])('says what is wrong with %j', async (text, message) => {
    expect(await said(text)).toBe(message);
  });

  it('knows the line of each value, for the schema’s issues to point at', () => {
    const read = parseJsonText(jsonTextOf({ items: [{ title: 'Werkzeug', items: [{ title: 'Zangen', href: 'x' }] }] }));
    if (!read.ok) throw new Error('does not read');
    expect(read.lineOf(['items', 0, 'items', 0, 'href'])).toBe(8);
    expect(read.lineOf(['items', '0', 'title'])).toBe(4);
    expect(read.lineOf([])).toBe(1);
    expect(read.lineOf(['nowhere'])).toBeUndefined();
  });
});
