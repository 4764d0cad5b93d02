import { defaultLocale, type LocaleCode, importReasonText as reason } from '@shop/contracts';
import type { Localized } from '../record';
import { type CellValue, isEmpty, list, pairs, paths } from './cells';
import type { Column, LocalizedField } from './columns';
import type { Fail, ParsedRow, Read } from './parsed-row';

export function readLocalized(
  columns: Array<[string, Extract<Column, { kind: 'localized' }>]>,
  cell: (name: string) => CellValue | undefined,
  parsed: ParsedRow,
  fail: Fail,
  read: Read,
) {
  const byField = new Map<LocalizedField, Map<LocaleCode, string>>();
  for (const [name, { field, locale }] of columns)
    byField.set(field, (byField.get(field) ?? new Map()).set(locale, name));
  for (const [field, names] of byField) {
    const main = names.get(defaultLocale);
    const others = [...names].filter(([locale]) => locale !== defaultLocale);
    if (field === 'categories') {
      if (!main) {
        fail(others[0]![1], reason('categoriesNeedDefault', { locale: defaultLocale }));
        continue;
      }
      const base = read(main, paths(cell(main)));
      if (!base) continue;
      const translated = new Map<LocaleCode, string[][]>();
      for (const [locale, name] of others) {
        const found = isEmpty(cell(name)) ? undefined : read(name, paths(cell(name)));
        if (found && !sameShape(found, base)) fail(name, reason('categoriesSameShape', { locale: defaultLocale }));
        else if (found) translated.set(locale, found);
      }
      parsed.patches.push((r) => {
        r.categories = base.map((path, p) =>
          path.map((segment, s) => ({
            [defaultLocale]: segment,
            ...Object.fromEntries([...translated].map(([locale, found]) => [locale, found[p]![s]!])),
          })),
        );
      });
    } else if (field === 'included') {
      // One entry per unit ("A-1=Battery|A-1=Battery" is two batteries); translations list the same items in order.
      if (!main) {
        fail(others[0]![1], reason('includedNeedDefault', { locale: defaultLocale }));
        continue;
      }
      const base = read(main, pairs(cell(main)));
      if (!base) continue;
      const items = base.map(([itemnum, label]) => ({ itemnum, name: { [defaultLocale]: label } as Localized }));
      for (const [locale, name] of others) {
        if (isEmpty(cell(name))) continue;
        const found = read(name, pairs(cell(name)));
        if (!found) continue;
        if (found.length !== items.length || found.some(([itemnum], i) => itemnum !== items[i]!.itemnum))
          fail(name, reason('includedSameOrder', { locale: defaultLocale }));
        else
          found.forEach(([, label], i) => {
            items[i]!.name[locale] = label;
          });
      }
      parsed.patches.push((r) => {
        r.included = items;
      });
    } else {
      // image_alt: one text per picture, in the order of the pictures.
      const alts = new Map<LocaleCode, string[]>();
      for (const [locale, name] of names) {
        const found = read(name, list(cell(name), true));
        if (found) alts.set(locale, found);
      }
      // Given in the default locale, the texts start afresh: a locale not given shows the default's.
      parsed.patches.push((r) => {
        r.images = r.images.map((image, i) => ({
          ...image,
          alt: {
            ...(alts.has(defaultLocale) ? {} : image.alt),
            ...Object.fromEntries([...alts].map(([locale, found]) => [locale, found[i] ?? ''])),
          },
        }));
      });
    }
  }
}

const sameShape = (a: string[][], b: string[][]) =>
  a.length === b.length && a.every((path, i) => path.length === b[i]!.length);

export function readAttributes(
  columns: Array<[string, Extract<Column, { kind: 'attribute' }>]>,
  cell: (name: string) => CellValue | undefined,
  parsed: ParsedRow,
  fail: Fail,
  read: Read,
) {
  const byCode = new Map<string, Map<LocaleCode, string>>();
  for (const [name, { code, locale }] of columns) byCode.set(code, (byCode.get(code) ?? new Map()).set(locale, name));
  for (const [code, names] of byCode) {
    const main = names.get(defaultLocale);
    if (!main) {
      fail([...names.values()][0]!, reason('valuesNeedDefault', { code, locale: defaultLocale }));
      continue;
    }
    const base = read(main, list(cell(main)));
    if (!base) continue;
    if (base.some((value) => value.length > 500)) {
      fail(main, reason('attributeValueLength'));
      continue;
    }
    const values: Localized[] = base.map((value) => ({ [defaultLocale]: value }));
    for (const [locale, name] of names) {
      if (locale === defaultLocale || isEmpty(cell(name))) continue;
      const found = read(name, list(cell(name)));
      if (!found) continue;
      if (found.length !== base.length)
        fail(name, reason('valueCount', { found: found.length, code, locale: defaultLocale, expected: base.length }));
      else
        found.forEach((value, i) => {
          values[i]![locale] = value;
        });
    }
    parsed.patches.push((r) => {
      r.attributes[code] = values;
    });
  }
}
