'use client';

import { localeCodes, localeInfo } from '@shop/contracts';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { getPathname, usePathname } from '@/i18n/navigation';
import { localeCookie } from '@/i18n/routing';
import { cx } from '@/ui/cx';
import { HeaderDropdown } from '@/ui/HeaderDropdown';
import { Icon } from '@/ui/Icon';

const locales = localeCodes.map(localeInfo);

/**
 * Keeps the choice before the new page is asked for: the proxy sends an unprefixed (German) path
 * to the language the cookie names.
 */
function keepChoice(code: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves
  document.cookie = `${localeCookie.name}=${code}; path=/; max-age=${localeCookie.maxAge}; samesite=${localeCookie.sameSite}`;
}

function LocaleLinks({ onNavigate }: { onNavigate: () => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const current = useLocale();
  // A whole new page, not the router's: the document's head (title, description, alternates) and
  // every text on it are the other language's. A category's translated slug is found by the proxy.
  return locales.map((locale) => (
    <li key={locale.code}>
      <a
        href={getPathname({ href: search ? `${pathname}?${search}` : pathname, locale: locale.code })}
        hrefLang={locale.code}
        lang={locale.code}
        aria-current={locale.code === current ? 'true' : undefined}
        onClick={() => {
          keepChoice(locale.code);
          onNavigate();
        }}
        className={cx(
          'flex min-h-10 items-center justify-between gap-4 rounded-sm px-3 text-sm hover:bg-surface-muted',
          locale.code === current && 'font-semibold text-brand',
        )}
      >
        {locale.label}
        <span className="text-xs uppercase text-ink-muted">{locale.code}</span>
      </a>
    </li>
  ));
}

/** Switches the language and keeps the page; shown only when the shop offers more than one. */
export function LocaleSwitcher() {
  const t = useTranslations('Layout');
  const current = useLocale();
  if (locales.length < 2) return null;
  const label = localeInfo(current).label;
  return (
    <HeaderDropdown
      listLabel={t('language')}
      button={
        <>
          <Icon name="globe" />
          {/* The name says the language in words and keeps the visible code in it (WCAG 2.5.3). */}
          <span className="sr-only">{t('currentLanguage', { language: label })} </span>
          {current}
        </>
      }
    >
      {(close) => (
        <Suspense fallback={null}>
          <LocaleLinks onNavigate={close} />
        </Suspense>
      )}
    </HeaderDropdown>
  );
}
