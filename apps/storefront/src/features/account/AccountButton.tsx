'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/ui/Icon';

const icon = <Icon name="account" className="size-6" />;

/** Goes to my-account when logged in; otherwise opens the login modal. */
export function AccountButton({
  loggedIn,
  className,
  withLabel = false,
}: {
  loggedIn: boolean;
  className: string;
  withLabel?: boolean;
}) {
  const t = useTranslations('Account');
  const openLogin = useUiStore((s) => s.setLoginModalOpen);
  const label = loggedIn ? t('myAccount') : t('login');
  const content = (
    <>
      {icon}
      {withLabel ? label : <span className="sr-only">{label}</span>}
    </>
  );
  return loggedIn ? (
    <Link href="/my-account" className={className}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => openLogin(true)}>
      {content}
    </button>
  );
}
