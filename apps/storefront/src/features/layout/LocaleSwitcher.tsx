'use client';

import { localeCodes, localeInfo } from '@shop/contracts';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { cx } from '@/ui/cx';
import { HeaderDropdown } from '@/ui/HeaderDropdown';

const locales = localeCodes.map(localeInfo);

function LocaleLinks({ onNavigate }: { onNavigate: () => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const current = useLocale();
  return locales.map((locale) => (
    <li key={locale.code}>
      <Link
        href={search ? `${pathname}?${search}` : pathname}
        locale={locale.code}
        hrefLang={locale.code}
        lang={locale.code}
        aria-current={locale.code === current ? 'true' : undefined}
        onClick={onNavigate}
        className={cx(
          'flex min-h-10 items-center justify-between gap-4 rounded-sm px-3 text-sm hover:bg-surface-muted',
          locale.code === current && 'font-semibold text-brand',
        )}
      >
        {locale.label}
        <span className="text-xs uppercase text-ink-muted">{locale.code}</span>
      </Link>
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
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
          </svg>
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
