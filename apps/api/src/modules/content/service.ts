import { type ContentEntry, type ContentType, defaultLocale, type LocaleCode } from '@shop/contracts';
import { notFound } from '../../http/errors';
import type { ContentRepository, ContentRow } from './repository';

const toEntry = (row: ContentRow): ContentEntry => ({
  type: row.type as ContentType,
  identifier: row.identifier,
  locale: row.locale as LocaleCode,
  content: row.content,
  config: row.config,
  script: row.script,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export function contentService(repository: ContentRepository) {
  return {
    /** The entry in `locale`, else in the default locale (the spec's fallback); 404 when neither exists. */
    async getContent(type: ContentType, identifier: string, locale: LocaleCode = defaultLocale) {
      const locales = locale === defaultLocale ? [locale] : [locale, defaultLocale];
      const row = await repository.findFirst(type, identifier, locales);
      if (!row) throw notFound(`No ${type} "${identifier}" exists`);
      return toEntry(row);
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
