'use client';

import { localeCodes, localeInfo } from '@shop/contracts';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { cx } from '@/ui/cx';
import { HeaderDropdown } from '@/ui/HeaderDropdown';
import { Icon } from '@/ui/Icon';

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
