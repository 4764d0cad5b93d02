/**
 * The spec's rule for an external registration page: an https URL gets the shopper's locale as a
 * parameter; anything else is taken as a path of the shop and gets a locale query.
 */
export function registerUrl(configured: string, locale: string): string {
  if (/^https:\/\//i.test(configured)) {
    const url = new URL(configured);
    url.searchParams.set('locale', locale);
    return url.toString();
  }
  const path = `/${configured.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/^\/+/, '')}`;
  return `${path}${path.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`;
}
