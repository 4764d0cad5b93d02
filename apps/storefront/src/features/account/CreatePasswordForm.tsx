'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useUiStore } from '@/features/chrome/ui-store';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { NewPasswordField } from './PersonFields';
import { type FailureKey, failureKey } from './session';

/** Sets a new password with the token from the e-mail link; ends in 'password-reset-finished'. */
export function CreatePasswordForm({ token }: { token: string | undefined }) {
  const t = useTranslations('Account');
  const openLogin = useUiStore((s) => s.setLoginModalOpen);
  const [state, setState] = useState<'form' | 'password-reset-finished'>('form');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<FailureKey>();
  const [busy, setBusy] = useState(false);

  if (!token) return <p className="text-danger">{t('missingToken')}</p>;
  if (state === 'password-reset-finished')
    return (
      <div role="status" className="space-y-4" data-state="password-reset-finished">
        <p>{t('passwordSaved')}</p>
        <button type="button" className={buttonClass('primary')} onClick={() => openLogin(true)}>
          {t('login')}
        </button>
      </div>
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const problem = !password ? t('fieldRequired') : password.length < 8 ? t('passwordTooShort') : undefined;
    setError(problem);
    if (problem || !token) return;
    setBusy(true);
    try {
      await browserApi.createPassword({ body: { token, password } });
      setState('password-reset-finished');
    } catch (e) {
      setFailure(failureKey(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-sm space-y-4">
      {failure && (
        <p role="alert" className="rounded-md bg-danger/10 p-3 text-sm text-danger">
          {t(failure === 'invalidCredentials' ? 'linkInvalid' : failure)}
        </p>
      )}
      <NewPasswordField label={t('newPassword')} hint={t('passwordHint')} error={error} />
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {t('savePassword')}
      </button>
    </form>
  );
}
