'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';

export function LogoutButton() {
  const t = useTranslations('Account');
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={async () => {
        await browserApi.logOut().catch(() => undefined);
        // The service worker forgets the pages it kept for offline use, which show this customer.
        navigator.serviceWorker?.controller?.postMessage('logged-out');
        router.push('/');
        router.refresh();
      }}
    >
      {t('logout')}
    </button>
  );
}
