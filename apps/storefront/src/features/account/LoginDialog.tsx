'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { track } from '@/features/analytics/data-layer';
import { useUiStore } from '@/features/chrome/ui-store';
import { Link, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { Field } from '@/ui/Field';
import { Modal } from '@/ui/Modal';
import { NameFields, NewPasswordField } from './PersonFields';
import { type FailureKey, failureKey, logIn } from './session';

type Mode = 'login' | 'reset' | 'register';
type Errors = Partial<Record<string, string>>;

export interface LoginModalProps {
  /** In-app registration, a link to an external registration page, or none. */
  registration: { kind: 'in-app' } | { kind: 'link'; href: string } | { kind: 'off' };
  locale: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The login modal with its three modes (login ↔ reset password ↔ register), loaded when first
 * opened (LoginModal). It is cleared when opened; success closes and resets it and reloads the
 * shopper's data; failures show inline.
 */
export function LoginDialog({ registration, locale }: LoginModalProps) {
  const t = useTranslations('Account');
  const router = useRouter();
  const open = useUiStore((s) => s.loginModalOpen);
  const setOpen = useUiStore((s) => s.setLoginModalOpen);
  const [mode, setMode] = useState<Mode>('login');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<FailureKey>();
  const [resetSent, setResetSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = (next: Mode = 'login') => {
    setMode(next);
    setErrors({});
    setFailure(undefined);
    setResetSent(false);
  };
  // Cleared whenever it opens (the spec), whoever opened it: no stale error or mode.
  useEffect(() => {
    if (!open) return;
    setMode('login');
    setErrors({});
    setFailure(undefined);
    setResetSent(false);
  }, [open]);

  async function run(work: () => Promise<unknown>, after: () => void) {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
      after();
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
  }
  const done = () => {
    setOpen(false);
    reset();
    router.refresh();
  };

  function submitLogin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found: Errors = {};
    if (!username) found.username = t('usernameRequired');
    if (!password) found.password = t('passwordRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) void run(() => logIn(username, password), done);
  }

  function submitReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    setErrors(username ? {} : { username: t('fieldRequired') });
    if (username)
      void run(
        () => browserApi.resetPassword({ body: { username, locale: locale as 'de' } }),
        () => setResetSent(true),
      );
  }

  function submitRegister(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const found: Errors = {};
    for (const name of ['email', 'firstName', 'lastName', 'password'])
      if (!value(name)) found[name] = t('fieldRequired');
    if (value('email') && !EMAIL.test(value('email'))) found.email = t('invalidEmail');
    if (value('password') && String(data.get('password')).length < 8) found.password = t('passwordTooShort');
    if (!data.get('wantAccount')) found.wantAccount = t('fieldRequired');
    setErrors(found);
    if (Object.keys(found).length === 0)
      void run(
        () =>
          browserApi.register({
            body: {
              email: value('email'),
              firstName: value('firstName'),
              lastName: value('lastName'),
              password: String(data.get('password')),
              locale: locale as 'de',
            },
          }),
        () => {
          track('sign_up', { method: 'password' });
          done();
        },
      );
  }

  const title = { login: t('loginTitle'), reset: t('resetTitle'), register: t('registerTitle') }[mode];
  const failureText = failure && (
    <p role="alert" className="rounded-md bg-danger/10 p-3 text-sm text-danger">
      {t(failure)}
    </p>
  );
  const switchLink = (label: string, next: Mode) => (
    <button type="button" className="text-sm text-brand underline" onClick={() => reset(next)}>
      {label}
    </button>
  );

  return (
    <Modal open={open} onOpenChange={setOpen} kind="form" className="max-w-md" title={title} closeLabel={t('close')}>
      {mode === 'login' && (
        <form noValidate onSubmit={submitLogin} className="space-y-4">
          {failureText}
          <Field label={t('username')} name="username" autoComplete="username" error={errors.username} />
          <Field
            label={t('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
            {t('login')}
          </button>
          <div className="flex flex-wrap justify-between gap-2">
            {switchLink(t('forgotPassword'), 'reset')}
            {registration.kind === 'in-app' && switchLink(t('createAccount'), 'register')}
            {registration.kind === 'link' && (
              <a href={registration.href} className="text-sm text-brand underline">
                {t('createAccount')}
              </a>
            )}
          </div>
          {/* A guest's order is found without an account. */}
          <p className="border-t border-line pt-3 text-sm">
            {t('orderedAsGuest')}{' '}
            <Link href={paths.orderStatus()} className="text-brand underline" onClick={() => setOpen(false)}>
              {t('orderStatus')}
            </Link>
          </p>
        </form>
      )}

      {mode === 'reset' &&
        (resetSent ? (
          <div className="space-y-4" role="status">
            <p>{t('resetSent')}</p>
            <button type="button" className={buttonClass('primary', 'w-full')} onClick={() => reset('login')}>
              {t('backToLogin')}
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={submitReset} className="space-y-4">
            <p className="text-sm text-ink-muted">{t('resetText')}</p>
            {failureText}
            <Field label={t('username')} name="username" autoComplete="username" error={errors.username} />
            <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
              {t('sendLink')}
            </button>
            {switchLink(t('backToLogin'), 'login')}
          </form>
        ))}

      {mode === 'register' && registration.kind === 'in-app' && (
        <form noValidate onSubmit={submitRegister} className="space-y-4">
          {failureText}
          <Field label={t('email')} name="email" type="email" autoComplete="email" error={errors.email} />
          <NameFields labels={{ firstName: t('firstName'), lastName: t('lastName') }} errors={errors} />
          <NewPasswordField label={t('password')} hint={t('passwordHint')} error={errors.password} />
          <div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="wantAccount"
                className="size-4"
                aria-invalid={errors.wantAccount ? true : undefined}
              />
              {t('wantAccount')}
            </label>
            {errors.wantAccount && <p className="text-sm text-danger">{errors.wantAccount}</p>}
          </div>
          <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
            {t('register')}
          </button>
          <p className="text-sm">
            {t('haveAccount')} {switchLink(t('login'), 'login')}
          </p>
        </form>
      )}
    </Modal>
  );
}
