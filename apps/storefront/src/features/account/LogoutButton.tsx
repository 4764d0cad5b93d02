'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/ui/button-styles';
import { browserApi } from './session';

export function LogoutButton() {
  const t = useTranslations('Account');
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={async () => {
        await browserApi.logOut().catch(() => undefined);
        router.push('/');
        router.refresh();
      }}
    >
      {t('logout')}
    </button>
  );
}
