'use client';

import { useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import { type NotificationKind, useNotifications } from '@/features/notifications/notifications';
import { cx } from '@/ui/cx';
import { IconButton } from '@/ui/IconButton';

const tone: Record<NotificationKind, string> = {
  success: 'border-success bg-surface text-ink',
  info: 'border-brand bg-surface text-ink',
  danger: 'border-danger bg-danger text-white',
};

/**
 * Where notifications are announced: at most 3, the danger ones as alerts. The region is put into
 * the body only while it has something to say, so that a modal sidebar that is open (which hides
 * everything that was there when it opened from screen readers) does not silence it.
 */
export function Notifications() {
  const t = useTranslations('Layout');
  const items = useNotifications((state) => state.items);
  const dismiss = useNotifications((state) => state.dismiss);
  if (items.length === 0) return null;
  return createPortal(
    <section
      data-notifications
      aria-label={t('notifications')}
      className="pointer-events-none fixed inset-x-0 top-4 z-[60] mx-auto flex max-w-md flex-col gap-2 px-4"
    >
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'danger' ? 'alert' : 'status'}
          className={cx(
            'pointer-events-auto flex items-start gap-3 rounded-md border-s-4 px-4 py-3 text-sm shadow-overlay',
            tone[item.kind],
          )}
        >
          <p className="flex-1">{item.message}</p>
          <IconButton
            icon="close"
            iconClassName="size-4"
            label={t('dismissNotification')}
            onClick={() => dismiss(item.id)}
            className="-m-1 p-1 opacity-80 hover:opacity-100"
          />
        </div>
      ))}
    </section>,
    document.body,
  );
}
