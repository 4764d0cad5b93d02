'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure, FormStatus } from '@/ui/FormMessages';
import { useAccountForm } from './use-account-form';

/**
 * The customer's newsletter choice (updateUser). Ticking it sends a confirmation link first (double
 * opt-in): the answer says not subscribed yet, and the page says to look for the e-mail.
 */
export function NewsletterForm({ subscribed }: { subscribed: boolean }) {
  const t = useTranslations('AccountPages');
  const form = useAccountForm({ fields: [] });
  const [pending, setPending] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newsletter = new FormData(event.currentTarget).has('newsletter');
    setPending(false);
    void form.submit([], async () => {
      const user = await browserApi.updateUser({ body: { newsletter } });
      setPending(newsletter && !user.newsletter);
    });
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="max-w-xl space-y-4">
      <FormFailure text={form.failure} />
      <label className="flex items-start gap-3">
        <input type="checkbox" name="newsletter" defaultChecked={subscribed} className="mt-1 size-4 shrink-0" />
        <span>{t('newsletterConsent')}</span>
      </label>
      <button type="submit" className={buttonClass('primary')} disabled={form.busy}>
        {t('saveNewsletter')}
      </button>
      <FormStatus text={form.saved ? t(pending ? 'newsletterPending' : 'newsletterSaved') : undefined} />
    </form>
  );
}
