import { defaultLocale, type LocaleCode, importReasonText as reason } from '@shop/contracts';
import { sanitizeContentHtml } from '../../../lib/sanitize-html';
import type { Localized } from '../record';
import { type CellValue, text } from './cells';
import type { Column, TextField } from './columns';
import type { Fail, ParsedRow, Read } from './parsed-row';

const textLimits: Record<TextField, number> = { name: 200, title: 300, subtitle: 200, description: 20_000, slug: 120 };

export function readTexts(
  columns: Array<[string, Extract<Column, { kind: 'text' }>]>,
  cell: (name: string) => CellValue | undefined,
  parsed: ParsedRow,
  fail: Fail,
  read: Read,
) {
  for (const [name, { field, locale }] of columns) {
    const value = read(name, text(cell(name)));
    if (value === undefined) continue;
    if (value.length > textLimits[field]) {
      fail(name, reason('textTooLong', { length: value.length, maximum: textLimits[field] }));
      continue;
    }
    if (field === 'name' && locale === defaultLocale && value === '') {
      fail(name, reason('defaultNameRequired', { locale: defaultLocale }));
      continue;
    }
    if (field === 'slug' && value !== '' && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) {
      fail(name, reason('slugPattern'));
      continue;
    }
    // Descriptions are shown as HTML to every shopper: cleaned as content is, before they are kept.
    // Text without markup or entities is left as cleaning would leave it (it skips the HTML parser).
    const kept = field === 'description' && /[<>&]/.test(value) ? sanitizeContentHtml(value) : value;
    parsed.patches.push((r, before) => setText(r.texts[field], locale, kept, before?.texts[field]));
  }
}

/**
 * Sets a text in a locale. A locale without a text of its own holds a copy of the default
 * locale's (so search finds the product in every language); when the default text changes,
 * such copies follow it.
 */
function setText(texts: Localized, locale: LocaleCode, value: string, before: Localized | undefined) {
  if (locale !== defaultLocale) {
    texts[locale] = value || texts[defaultLocale] || '';
    return;
  }
  const old = before?.[defaultLocale];
  for (const [other, current] of Object.entries(texts) as Array<[LocaleCode, string]>)
    if (other !== defaultLocale && (current === old || current === '')) texts[other] = value;
  texts[defaultLocale] = value;
}
