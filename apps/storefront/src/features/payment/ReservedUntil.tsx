'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Until when the unpaid order holds its goods, in the shopper's own time zone: the server does
 * not know it, so the server's HTML (and hydration) shows the time in UTC, named as such.
 */
export function ReservedUntil({ iso, localeIso }: { iso: string; localeIso: string }) {
  const t = useTranslations('Payment');
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const time = new Intl.DateTimeFormat(localeIso, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(inBrowser ? {} : { timeZone: 'UTC' }),
  }).format(new Date(iso));
  return <p className="text-sm text-ink-muted">{t('reservedUntil', { time: inBrowser ? time : `${time} UTC` })}</p>;
}
