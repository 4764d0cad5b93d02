'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { dateFormat } from '@/lib/dates';

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
  const time = dateFormat(localeIso, inBrowser ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'UTC').dateTime(
    iso,
  );
  return <p className="text-sm text-ink-muted">{t('reservedUntil', { time: inBrowser ? time : `${time} UTC` })}</p>;
}
