import { type BrandingConfig, type LocaleCode, siteConfig } from '@shop/contracts';
import { shopTitle } from '@/lib/shop-title';

/** The path a language's pages live under: none for the default language, `/en` for English. */
const localeRoot = (locale: LocaleCode) => (locale === siteConfig.defaultLocale ? '/' : `/${locale}`);

/** An app's short name fits under its icon on a phone's home screen: about twelve characters. */
const shortName = (title: string) => (title.length <= 12 ? title : (title.split(/\s+/)[0] ?? title).slice(0, 12));

/**
 * The web app manifest of one language: the shop installs as that language's home page, and its
 * pages (those under the language's path) open in the app's window.
 */
export function webAppManifest(locale: LocaleCode, branding: BrandingConfig, description: string) {
  const title = shopTitle(branding);
  const root = localeRoot(locale);
  return {
    id: root,
    name: title,
    short_name: shortName(title),
    description: branding.description ?? description,
    lang: locale,
    start_url: root,
    // The default language's pages are the unprefixed ones: its scope is the whole shop.
    scope: root,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: branding.colors?.brand ?? '#0f4c5c',
    icons: [
      { src: '/app-icon/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icon/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icon/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
