import type { LocaleCode, LocalizedText } from '@shop/contracts';

/** One text of a field: the same in every language (locale null) or one language's. */
export interface TextPart {
  locale: LocaleCode | null;
  text: string;
}

/** A label's texts as the form shows them: one field, or one a language it is given in. */
export function textParts(value: unknown): TextPart[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).map(([locale, text]) => ({
      locale: locale as LocaleCode,
      text: typeof text === 'string' ? text : '',
    }));
  return [{ locale: null, text: typeof value === 'string' ? value : '' }];
}

/** The label with one of its texts changed: the whole text, or one language's in a per-language one. */
export function withText(value: unknown, locale: LocaleCode | null, text: string): LocalizedText {
  if (locale === null || value === null || typeof value !== 'object') return text;
  return { ...(value as Record<string, string>), [locale]: text };
}
