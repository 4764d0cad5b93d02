'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure, FormStatus } from '@/ui/FormMessages';
import { useAccountForm } from './use-account-form';

/** The customer's newsletter choice (updateUser). */
export function NewsletterForm({ subscribed }: { subscribed: boolean }) {
  const t = useTranslations('AccountPages');
  const form = useAccountForm({ fields: [] });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newsletter = new FormData(event.currentTarget).has('newsletter');
    void form.submit([], () => browserApi.updateUser({ body: { newsletter } }));
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
      <FormStatus text={form.saved ? t('newsletterSaved') : undefined} />
    </form>
  );
}
