import { type ContentType, type LocaleCode, siteConfig } from '@shop/contracts';

export const localeCodes = siteConfig.locales.map((l) => l.code) as LocaleCode[];

/** The entry the page edits, as its search parameters name it. */
export interface ContentKey {
  type: ContentType;
  identifier: string;
  locale: LocaleCode;
}
