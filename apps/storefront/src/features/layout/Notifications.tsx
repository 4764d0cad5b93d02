import { useTranslations } from 'next-intl';

/** Where notifications are announced (at most 3 shown); features add to it through the notification store. */
export function Notifications() {
  const t = useTranslations('Layout');
  return (
    <section
      aria-label={t('notifications')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 mx-auto flex max-w-md flex-col gap-2 px-4"
    />
  );
}
