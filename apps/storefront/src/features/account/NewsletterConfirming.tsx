'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { failureOf } from '@/features/forms/use-call';
import { browserApi } from '@/lib/browser-api';

type State = 'confirming' | 'confirmed' | 'invalid' | 'expired' | 'failed' | 'missing';

/**
 * Confirms the subscription once the page runs in a browser: a POST rather than the link's GET, so
 * a mail scanner that opens links does not subscribe anyone.
 */
export function NewsletterConfirming({ token }: { token: string | undefined }) {
  const t = useTranslations('AccountPages.newsletterConfirmation');
  const [state, setState] = useState<State>(token ? 'confirming' : 'missing');
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    browserApi.confirmNewsletter({ body: { token } }).then(
      () => setState('confirmed'),
      (error: unknown) => {
        const { reason } = failureOf(error);
        setState(reason === 'invalid' || reason === 'expired' ? reason : 'failed');
      },
    );
  }, [token]);

  return (
    <p
      role="status"
      data-state={state}
      className={state === 'confirmed' || state === 'confirming' ? '' : 'text-danger'}
    >
      {t(state)}
    </p>
  );
}
