import raw from '../../../config/site.json';
import { contentConfigSchemas } from './content-blocks';
import { resolveSettings, type Settings, settingsSchema } from './settings';
import { parseSiteConfig } from './site-config';

/** The shop's site configuration from config/site.json, validated when first imported. */
export const siteConfig = parseSiteConfig(raw, 'config/site.json');

/** The names of the shop's settings: a branding entry's keys that are settings, not looks. */
export const settingKeys = Object.keys(settingsSchema.shape) as Array<keyof Settings>;

/**
 * The shop's settings from a branding entry's config: its settings over config/site.json's
 * features over the defaults. A config that no longer validates counts as empty, not as an error.
 * The settings are the default language's entry's: one shop, one set of rules, which the API
 * enforces (entries in other languages hold looks and words, and are refused settings).
 */
export function shopSettings(brandingConfig: unknown): Settings {
  const parsed = contentConfigSchemas.setting.branding.safeParse(brandingConfig ?? {});
  const branding: Record<string, unknown> = parsed.success ? parsed.data : {};
  return resolveSettings(
    siteConfig.features,
    Object.fromEntries(settingKeys.filter((k) => k in branding).map((k) => [k, branding[k]])),
  );
}
