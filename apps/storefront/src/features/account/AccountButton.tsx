'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
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
  // The login modal gives the focus back to this button as it closes; once the shopper is logged
  // in, the button becomes the link to their account, which takes the focus over (else it is lost).
  const focused = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (loggedIn && focused.current) link.current?.focus();
    focused.current = false;
  }, [loggedIn]);
  const label = loggedIn ? t('myAccount') : t('login');
  const content = (
    <>
      {icon}
      {withLabel ? label : <span className="sr-only">{label}</span>}
    </>
  );
  return loggedIn ? (
    <Link ref={link} href="/my-account" className={className}>
      {content}
    </Link>
  ) : (
    <button
      type="button"
      className={className}
      onClick={() => openLogin(true)}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
    >
      {content}
    </button>
  );
}
