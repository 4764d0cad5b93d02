import { z } from 'zod';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { settingsOverrideSchema } from './settings';

export const localeSchema = z.object({
  code: localeCodeSchema,
  label: z.string().min(1),
  /** BCP 47 tag used for number, date and currency formatting, e.g. de-DE. */
  iso: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must look like de-DE'),
  file: z.string().regex(/^[a-z]{2}\.json$/, 'must look like de.json'),
});
export type Locale = z.infer<typeof localeSchema>;

export const currencySchema = z.object({
  name: currencyCodeSchema,
  label: z.string().min(1),
  sign: z.string().min(1),
});
export type Currency = z.infer<typeof currencySchema>;

export const countrySchema = z.object({
  label: z.string().min(1),
  iso: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as DE'),
});
export type Country = z.infer<typeof countrySchema>;

const uniqueBy =
  <T>(key: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const item of items) {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message: `duplicate ${what} "${k}"` });
      seen.add(k);
    }
  };

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/**
 * The site configuration: which locales, currencies and countries the shop offers and their
 * defaults. It is read at start by the API and the storefront; an invalid file stops the start.
 */
export const siteConfigSchema = z
  .object({
    shopTitle: z.string().min(1),
    locales: z
      .array(localeSchema)
      .min(1)
      .superRefine(uniqueBy((l) => l.code, 'locale')),
    defaultLocale: localeCodeSchema,
    currencies: z
      .array(currencySchema)
      .min(1)
      .superRefine(uniqueBy((c) => c.name, 'currency')),
    defaultCurrency: currencyCodeSchema,
    countries: z
      .array(countrySchema)
      .min(1)
      .superRefine(uniqueBy((c) => c.iso, 'country')),
    defaultCountry: z.string(),
    /** The shop's time zone (IANA name): the dates and times its pages show are in it. */
    timeZone: z
      .string()
      .refine(isTimeZone, { message: 'Not a time zone (an IANA name such as Europe/Berlin)' })
      .default('Europe/Berlin'),
    /** Defaults of the feature settings; the branding content entry overrides them. */
    features: settingsOverrideSchema.default({}),
  })
  .superRefine((config, ctx) => {
    if (!config.locales.some((l) => l.code === config.defaultLocale))
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `"${config.defaultLocale}" is not one of the configured locales`,
      });
    if (!config.currencies.some((c) => c.name === config.defaultCurrency))
      ctx.addIssue({
        code: 'custom',
        path: ['defaultCurrency'],
        message: `"${config.defaultCurrency}" is not one of the configured currencies`,
      });
    if (!config.countries.some((c) => c.iso === config.defaultCountry))
      ctx.addIssue({
        code: 'custom',
        path: ['defaultCountry'],
        message: `"${config.defaultCountry}" is not one of the configured countries`,
      });
  });
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/** Validates a site configuration; throws one error that lists every problem with its path. */
export function parseSiteConfig(raw: unknown, source = 'site configuration'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new SiteConfigError(`Invalid ${source}:\n${problems.join('\n')}`);
}
