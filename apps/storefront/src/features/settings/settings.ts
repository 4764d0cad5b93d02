import {
  type BrandingConfig,
  contentConfigSchemas,
  type LocaleCode,
  resolveSettings,
  type Settings,
  settingsSchema,
  siteConfig,
} from '@shop/contracts';
import { cache } from 'react';
import { loadContent } from '@/lib/content';

/** The branding setting in a locale; an entry that no longer validates is ignored, not fatal. */
export const getBranding = cache(async (locale: LocaleCode): Promise<BrandingConfig> => {
  const entry = await loadContent('setting', 'branding', locale);
  const parsed = contentConfigSchemas.setting.branding.safeParse(entry?.config ?? {});
  return parsed.success ? parsed.data : {};
});

const settingKeys = Object.keys(settingsSchema.shape) as Array<keyof Settings>;

/**
 * The shop's settings: the branding content entry over config/site.json's features over the
 * defaults. The one way every feature reads a setting.
 */
export const getSettings = cache(async (locale: LocaleCode): Promise<Settings> => {
  const branding = await getBranding(locale);
  const fromContent = Object.fromEntries(settingKeys.filter((k) => k in branding).map((k) => [k, branding[k]]));
  return resolveSettings(siteConfig.features, fromContent);
});
