import { zodResolver } from '@hookform/resolvers/zod';
import { staffLoginSchema } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../api';

import { sessionKey } from '../session';
import { LanguageMenu } from '../ui/AppShell';
import { InputField } from '../ui/Field';
import { showApiError } from '../ui/forms';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote } from '../ui/RouteStates';

const route = getRouteApi('/login');

/** Only a path of the back office itself: never another site after signing in. */
const safeRedirect = (path: string | undefined) =>
  path?.startsWith('/admin/') && !path.startsWith('/admin/api/') && !path.includes('//') ? path : '/admin/';

export function LoginPage() {
  const t = useTranslations();
  const { redirect, session } = route.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(staffLoginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => api.staffLogin({ body }),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKey, session);
      router.history.push(safeRedirect(redirect));
    },
    onError: (error) => showApiError(error, form.setError, ['email', 'password']),
  });
  return (
    <div className="login-layout">
      <header className="login-header">
        <span className="brand">
          Werkhaus <span>{t('shell.backOffice')}</span>
        </span>
        <LanguageMenu />
      </header>
      <main id="main" className="login-main">
        <form className="login-card" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
          <PageHeader title={t('login.title')} focus />
          {session === 'ended' && (
            <p className="notice" role="alert">
              {t('login.sessionEnded')}
            </p>
          )}
          <InputField form={form} name="email" label={t('login.email')} type="email" autoComplete="username" />
          <InputField
            form={form}
            name="password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
          />
          {errors.root?.server && <ErrorNote error={login.error} />}
          <button type="submit" className="button primary wide" disabled={login.isPending}>
            {login.isPending ? t('login.signingIn') : t('login.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
