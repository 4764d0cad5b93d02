'use client';

import { operations } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { requiredIssues, schemaIssues } from '@/features/forms/field-issues';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { Field } from '@/ui/Field';
import { FormFailure, FormStatus } from '@/ui/FormMessages';
import { NewPasswordField } from './PersonFields';
import { useAccountForm } from './use-account-form';

const fields = ['currentPassword', 'newPassword'] as const;

/** Changes the password (changePassword): this session continues, every other one ends. */
export function ChangePasswordForm() {
  const t = useTranslations('AccountPages');
  const ta = useTranslations('Account');
  const form = useAccountForm({ fields });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const body = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
    };
    const issues = [...requiredIssues(body, fields), ...schemaIssues(operations.changePassword.body, body)];
    if (await form.submit(issues, () => browserApi.changePassword({ body }))) element.reset();
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="max-w-md space-y-4">
      <FormFailure text={form.failure} />
      <Field
        label={t('currentPassword')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={form.errors.currentPassword}
      />
      <NewPasswordField
        label={ta('newPassword')}
        name="newPassword"
        hint={ta('passwordHint')}
        error={form.errors.newPassword}
        required
      />
      <button type="submit" className={buttonClass('primary')} disabled={form.busy}>
        {t('changePassword')}
      </button>
      <FormStatus text={form.saved ? t('passwordChanged') : undefined} />
    </form>
  );
}
