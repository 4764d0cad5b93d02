'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { Link } from '@/i18n/navigation';

const icon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);

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
