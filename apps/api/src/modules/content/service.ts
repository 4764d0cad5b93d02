import {
  type BrandingConfig,
  type ContentEntry,
  type ContentType,
  type ContentWrite,
  contentConfigSchema,
  defaultLocale,
  type LocaleCode,
  type Settings,
  settingKeys,
  shopSettings,
} from '@shop/contracts';
import type { ChangeFeed } from '../../db/changes';
import type { Database } from '../../db/connection';
import { type IssueOf, invalid, notFound } from '../../lib/domain-errors';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import type { ContentAuthor, ContentKey, ContentRepository, ContentRow } from './repository';

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

/** Wrong input in several fields, each named in the message. */
function invalidFields(issues: IssueOf[]) {
  return invalid(issues.map((i) => `${i.path.replace(/^body\./, '')}: ${i.message}`).join('; '), issues);
}

const isSettings = (key: ContentKey) => key.type === 'setting' && key.identifier === 'branding';

/** Checks an entry against the schema of its identifier and cleans its HTML. */
function validate(key: ContentKey, input: Required<ContentWrite>) {
  const schema = contentConfigSchema(key.type as ContentType, key.identifier);
  if (!schema)
    throw invalidFields([
      { path: 'params.identifier', message: `a ${key.type} named "${key.identifier}" does not exist` },
    ]);
  const parsed = schema.safeParse(input.config);
  if (!parsed.success)
    throw invalidFields(
      parsed.error.issues.map((issue) => ({
        path: ['body', 'config', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  // The shop's settings are one set for every language, the default language's entry's: a
  // setting in another language's entry would show one rule and let the API enforce another.
  if (isSettings(key) && key.locale !== defaultLocale) {
    const misplaced = settingKeys.filter((k) => k in input.config);
    if (misplaced.length > 0)
      throw invalidFields(
        misplaced.map((k) => ({
          path: `body.config.${k}`,
          message: `a setting applies to every language: set it in the ${defaultLocale} entry`,
        })),
      );
  }
  if (key.type === 'setting' && input.content.trim() !== '')
    throw invalidFields([
      { path: 'body.content', message: 'settings keep their values in config; content must be empty' },
    ]);
  return {
    ...key,
    content: sanitizeContentHtml(input.content),
    config: parsed.data as Record<string, unknown>,
    script: input.script,
  };
}

/**
 * `changes` says when content may have changed (db/changes.ts): settings are kept until then. The
 * instance that takes a write forgets them at once; without `changes` (the seed) they are read each time.
 */
export function contentService(repository: ContentRepository, changes?: Pick<ChangeFeed, 'generation' | 'live'>) {
  let settingsCache: { value: Promise<Settings>; generation: number } | undefined;

  async function readSettings(): Promise<Settings> {
    return shopSettings((await repository.findFirst('setting', 'branding', [defaultLocale]))?.config);
  }

  async function save(entry: ReturnType<typeof validate>, change: Parameters<ContentRepository['upsert']>[1]) {
    const row = await repository.upsert(entry, change);
    if (isSettings(entry)) settingsCache = undefined;
    return toEntry(row);
  }

  async function existing(key: ContentKey): Promise<ContentRow> {
    const row = await repository.find(key);
    if (!row) throw notFound(`No ${key.type} "${key.identifier}" exists in ${key.locale}`);
    return row;
  }

  return {
    /** The shop's settings: the branding entry over config/site.json's features over the defaults. */
    settings(): Promise<Settings> {
      if (!changes?.live()) return readSettings();
      const generation = changes.generation();
      if (settingsCache?.generation !== generation) {
        const value = readSettings();
        settingsCache = { value, generation };
        value.catch(() => {
          if (settingsCache?.value === value) settingsCache = undefined;
        });
      }
      return settingsCache.value;
    },

    /** The branding's logo (the default locale's entry, validated when written): documents show it. */
    async brandingLogo(within?: Database): Promise<BrandingConfig['logo']> {
      const row = await repository.findFirst('setting', 'branding', [defaultLocale], within);
      return (row?.config as BrandingConfig | undefined)?.logo;
    },

    /** The branding's name and colours (the default locale's entry): the e-mails wear them. */
    async brandingLooks(): Promise<Pick<BrandingConfig, 'title' | 'colors'>> {
      const config = (await repository.findFirst('setting', 'branding', [defaultLocale]))?.config as
        | BrandingConfig
        | undefined;
      return { title: config?.title, colors: config?.colors };
    },

    /** The entry in `locale`, else in the default locale (the spec's fallback); 404 when neither exists. */
    async getContent(type: ContentType, identifier: string, locale: LocaleCode = defaultLocale) {
      const locales = locale === defaultLocale ? [locale] : [locale, defaultLocale];
      const row = await repository.findFirst(type, identifier, locales);
      if (!row) throw notFound(`No ${type} "${identifier}" exists`);
      return toEntry(row);
    },

    /** Whether the entry exists in `locale` or the default locale (what getContent would answer). */
    async exists(type: ContentType, identifier: string, locale: LocaleCode) {
      const locales = locale === defaultLocale ? [locale] : [locale, defaultLocale];
      return (await repository.findFirst(type, identifier, locales)) !== undefined;
    },

    async list() {
      return (await repository.list()).map(({ type, identifier, locale, version, updatedAt }) =>
        toEntry({ type, identifier, locale, version, updatedAt, id: 0, content: '', config: {}, script: null }),
      );
    },

    read: async (key: ContentKey) => toEntry(await existing(key)),

    /** Validates and saves a new version by `author` (audited); with dryRun answers what would be saved. */
    async write(
      key: ContentKey,
      input: Required<ContentWrite>,
      { author, dryRun = false }: { author: ContentAuthor; dryRun?: boolean },
    ) {
      const entry = validate(key, input);
      if (!dryRun) return save(entry, { author, action: 'content.save' });
      const current = await repository.find(key);
      return { ...entry, version: (current?.version ?? 0) + 1, updatedAt: new Date().toISOString() } as ContentEntry;
    },

    async history(key: ContentKey) {
      const row = await existing(key);
      return (await repository.history(row.id)).map((v) => ({
        version: v.version,
        content: v.content,
        config: v.config,
        script: v.script,
        createdAt: v.createdAt.toISOString(),
        author: v.author === null ? null : { actor: v.author, name: v.authorName },
      }));
    },

    /** Writes an earlier version again; it is validated as any write, since schemas may have changed. */
    async restore(key: ContentKey, version: number, author: ContentAuthor) {
      const row = await existing(key);
      const old = await repository.version(row.id, version);
      if (!old) throw notFound(`Version ${version} of ${key.type} "${key.identifier}" does not exist`);
      return save(validate(key, { content: old.content, config: old.config, script: old.script }), {
        author,
        action: 'content.restore',
      });
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
