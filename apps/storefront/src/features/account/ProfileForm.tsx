'use client';

import { operations } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { requiredIssues, schemaIssues } from '@/features/forms/field-issues';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { Field } from '@/ui/Field';
import { FormFailure, FormStatus } from '@/ui/FormMessages';
import { NameFields } from './PersonFields';
import { useAccountForm } from './use-account-form';

const fields = ['firstName', 'lastName', 'email'] as const;

/** The customer's name and e-mail address (updateUser). */
export function ProfileForm({ firstName, lastName, email }: { firstName: string; lastName: string; email: string }) {
  const t = useTranslations('AccountPages');
  const ta = useTranslations('Account');
  const form = useAccountForm({ fields });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: (typeof fields)[number]) => String(data.get(name) ?? '').trim();
    const body = { firstName: value('firstName'), lastName: value('lastName'), email: value('email') };
    void form.submit([...requiredIssues(body, fields), ...schemaIssues(operations.updateUser.body, body)], () =>
      browserApi.updateUser({ body }),
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="max-w-md space-y-4">
      <FormFailure text={form.failure} />
      <NameFields
        labels={{ firstName: ta('firstName'), lastName: ta('lastName') }}
        defaults={{ firstName, lastName }}
        errors={form.errors}
        required
      />
      <Field
        label={ta('email')}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        required
        error={form.errors.email}
      />
      <button type="submit" className={buttonClass('primary')} disabled={form.busy}>
        {t('saveDetails')}
      </button>
      <FormStatus text={form.saved ? t('detailsSaved') : undefined} />
    </form>
  );
}
