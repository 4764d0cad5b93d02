import { type CustomAttribute, defaultLocale, type LocaleCode } from '@shop/contracts';
import type { CatalogRepository } from './repository';
import type { LocalizedText } from './tables';

/** A catalogue text in the locale, else the shop's default locale, else any. */
export const text = (value: LocalizedText | null | undefined, locale: LocaleCode) =>
  value ? (value[locale] ?? value[defaultLocale] ?? Object.values(value)[0] ?? '') : '';

/** A number's value with its unit where the attribute has one: '18' and 'V' show as '18 V'. */
export const withUnit = (value: string, unit: string | null) => (unit && value ? `${value} ${unit}` : value);

type AttributeValue = Awaited<ReturnType<CatalogRepository['attributeValues']>>[number];

/** A product's attribute value as the spec's custom attribute, in the locale. */
export const customAttribute = (v: AttributeValue, locale: LocaleCode): CustomAttribute => ({
  attribute_code: v.code,
  label: text(v.label, locale),
  value: withUnit(v.optionLabel ? text(v.optionLabel, locale) : text(v.text, locale), v.unit),
  image: v.image,
  position: v.position,
  location: v.location,
  html: v.html ? text(v.html, locale) : null,
});
