import { type LocaleCode, siteConfig } from '@shop/contracts';
import type { Country } from './address-book';

/**
 * The countries the shop delivers to, named in the page's language (on the server: the site config
 * stays out of the browser's scripts).
 */
export function deliveryCountries(locale: LocaleCode): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return siteConfig.countries.map((c) => ({ iso: c.iso, name: names.of(c.iso) ?? c.label }));
}
