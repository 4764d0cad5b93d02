import {
  type BrandingConfig,
  contentConfigSchemas,
  type LocaleCode,
  type Settings,
  shopSettings,
} from '@shop/contracts';
import { cache } from 'react';
import { loadContent } from '@/lib/content';

/** The branding setting in a locale; an entry that no longer validates is ignored, not fatal. */
export const getBranding = cache(async (locale: LocaleCode): Promise<BrandingConfig> => {
  const entry = await loadContent('setting', 'branding', locale);
  const parsed = contentConfigSchemas.setting.branding.safeParse(entry?.config ?? {});
  return parsed.success ? parsed.data : {};
});

/**
 * The shop's settings: the branding content entry over config/site.json's features over the
 * defaults. The one way every feature reads a setting.
 */
export const getSettings = cache(
  async (locale: LocaleCode): Promise<Settings> => shopSettings(await getBranding(locale)),
);
