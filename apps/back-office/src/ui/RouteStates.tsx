import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { isApiError } from '../api';

import { PageHeader } from './PageHeader';
import { useFailureText } from './refusals';

export function NotFound() {
  const t = useTranslations();
  return (
    <main id="main" className="standalone">
      <PageHeader title={t('notFound.title')} />
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </main>
  );
}

export function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  const t = useTranslations();
  return (
    <main id="main" className="standalone">
      <PageHeader title={t('error.title')} />
      <ErrorNote error={error} />
      <button type="button" className="button" onClick={reset}>
        {t('common.retry')}
      </button>
    </main>
  );
}

/** Shown while a page's data loads: announced once, politely. */
export function Loading() {
  const t = useTranslations();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/**
 * What the API refused, in the member's language. A 409 (someone changed it meanwhile) offers to load
 * the current state; nothing of the refused change was saved.
 */
export function ErrorNote({ error, onReload }: { error: unknown; onReload?: () => void }) {
  const t = useTranslations();
  const failure = useFailureText();
  if (!error) return null;
  const conflict = isApiError(error, 409);
  return (
    <div className="error-note" role="alert">
      <p>{failure(error)}</p>
      {conflict && onReload && (
        <button type="button" className="button" onClick={onReload}>
          {t('common.reload')}
        </button>
      )}
    </div>
  );
}

/**
 * How sending a form went: the API's refusal once the form has it (a new try clears it), or
 * "Saved". A refusal because the data changed meanwhile offers to load it again (`reload`).
 */
export function SaveOutcome<T extends FieldValues>({
  form,
  save,
  reload,
  saved = false,
}: {
  form: Pick<UseFormReturn<T>, 'formState'>;
  save: { error: unknown; reset: () => void };
  reload?: QueryKey;
  saved?: boolean;
}) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const onReload =
    reload &&
    (() => {
      save.reset();
      void queryClient.invalidateQueries({ queryKey: reload });
    });
  return (
    <>
      {form.formState.errors.root?.server && <ErrorNote error={save.error} onReload={onReload} />}
      {saved && (
        <p role="status" className="ok">
          {t('common.saved')}
        </p>
      )}
    </>
  );
}
