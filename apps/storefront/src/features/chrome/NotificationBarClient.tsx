'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Html } from '@/ui/Html';
import { IconButton } from '@/ui/IconButton';

/** The session key the spec names: set when the shopper closes the bar, for this browser session. */
const NOTIFICATION_BAR_KEY = 'notification-bar';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isClosed = () => sessionStorage.getItem(NOTIFICATION_BAR_KEY) === 'closed';

interface NotificationBarClientProps {
  html: string;
  backgroundColor?: string;
  iconColor?: string;
}

export function NotificationBarClient({ html, backgroundColor, iconColor }: NotificationBarClientProps) {
  const t = useTranslations('Chrome');
  // On the server (and before hydration) the bar is open: the flag lives in this tab's session.
  const closed = useSyncExternalStore(subscribe, isClosed, () => false);
  if (closed) return null;
  const close = () => {
    sessionStorage.setItem(NOTIFICATION_BAR_KEY, 'closed');
    for (const listener of listeners) listener();
  };
  return (
    <section
      aria-label={t('notice')}
      className="bg-brand-soft text-sm text-ink"
      style={backgroundColor ? { backgroundColor } : undefined}
    >
      <div className="mx-auto flex max-w-page items-center gap-3 px-4 py-2 md:px-6">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0"
          style={{ color: iconColor }}
          fill="currentColor"
        >
          <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm1.2 8.3H8.8v-1.2h.6V10h-.6V8.8h1.8v4.5h.6z" />
        </svg>
        <Html className="content-inline flex-1" html={html} />
        <IconButton
          icon="close"
          iconClassName="size-4"
          label={t('closeNotice')}
          onClick={close}
          className="size-9 hover:bg-black/5"
        />
      </div>
    </section>
  );
}
