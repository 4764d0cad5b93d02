import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import { type ComponentProps, createElement } from 'react';
import { type AppLocale, routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A path inside the shop ('/c/…'), localized here; a URL with a scheme is left as it is. */
  href: string;
};

/**
 * A link in the page's language: Next's Link with the path localized as next-intl's Link would
 * (German unprefixed). next-intl's own Link is not used because, rendered by a server component,
 * it sends the locale cookie's settings and three empty props to the browser with every link
 * (60 links on a category page), and hydrates a wrapper around each. A link to another language
 * is a plain link to a new page (LocaleSwitcher).
 *
 * The shop's links do not prefetch on sight: IdlePrefetch prefetches the visible ones once the
 * page is idle, and not at all on slow or data-saving connections (the spec).
 */
export function Link({ prefetch = false, href, ...props }: LinkProps) {
  const current = useLocale() as AppLocale;
  return createElement(NextLink, { prefetch, href: localizedHref(href, current), ...props });
}

/**
 * A shop path in a language: '/i/kontakt' is '/en/i/kontakt' on English pages. A path that names
 * its language already (a merchant's '/fr/i/contact') and a URL with a scheme are left as they are.
 */
function localizedHref(href: string, locale: AppLocale) {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const first = href.split(/[/?#]/)[1];
  if (routing.locales.includes(first as AppLocale)) return href;
  return getPathname({ href, locale });
}
