import { ShopApiError } from '@shop/client';
import { isStaffRefusal, type RefusalValues, type StaffRefusal, staffRefusalOf } from '@shop/contracts';
import { useCallback } from 'react';
import { useTranslations } from 'use-intl';
import type { MessageKey, Translate } from '../i18n/i18n';

/** A staff refusal in the member's language (refusals.* names every one; a test checks it). */
export const refusalText = (t: Translate, name: StaffRefusal, values: RefusalValues = {}) =>
  t(`refusals.${name}` as MessageKey, values as Record<string, string | number>);

/** A refusal's text read back into the member's language, or nothing when it names no refusal. */
export function translatedRefusal(t: Translate, message: string): string | undefined {
  const refusal = staffRefusalOf(message);
  if (!refusal) return undefined;
  // Counts come back as text; the messages' plurals and number formats take numbers.
  const values = Object.fromEntries(
    Object.entries(refusal.values).map(([key, value]) => [key, /^\d+$/.test(value) ? Number(value) : value]),
  );
  return refusalText(t, refusal.name, values);
}

/** What an answer's status means when the API named no refusal. */
const failureKeys: Record<number, MessageKey> = {
  400: 'failures.refused',
  401: 'failures.signedOut',
  403: 'failures.forbidden',
  404: 'failures.notFound',
  409: 'failures.conflict',
  413: 'failures.tooLarge',
  415: 'failures.wrongType',
  429: 'failures.throttled',
  502: 'failures.upstream',
  503: 'failures.unavailable',
};

/**
 * A failed call in the member's language, never the API's English: the refusal the API named,
 * "check the marked fields" for a form's refused fields, or what its status means.
 */
export function useFailureText() {
  const t = useTranslations();
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ShopApiError))
        return error instanceof TypeError ? t('error.network') : t('failures.server');
      const named = error.problem?.name;
      if (isStaffRefusal(named)) return refusalText(t, named, error.problem?.values);
      if (error.code === 'VALIDATION_ERROR') return t('failures.checkFields');
      return t(failureKeys[error.status] ?? 'failures.server');
    },
    [t],
  );
}
