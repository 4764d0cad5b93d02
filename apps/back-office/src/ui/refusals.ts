import { ShopApiError } from '@shop/client';
import {
  importReasonCountKeys,
  importReasonOf,
  isStaffRefusal,
  type RefusalValues,
  refusalCountKeys,
  type StaffRefusal,
  staffRefusalOf,
} from '@shop/contracts';
import { useCallback } from 'react';
import { useTranslations } from 'use-intl';
import type { MessageKey, Translate } from '../i18n/i18n';

/**
 * Values read back from a text, as the messages take them: counts as numbers (for plurals and
 * number formats), and a reason inside a refusal (`{reason}`) in the member's language too.
 */
function wordedValues(t: Translate, values: Record<string, string | number>, countKeys: readonly string[]) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      countKeys.includes(key) ? Number(value) : key === 'reason' ? importReasonWords(t, String(value)) : value,
    ]),
  );
}

/** A staff refusal in the member's language (refusals.* names every one; a test checks it). */
export const refusalText = (t: Translate, name: StaffRefusal, values: RefusalValues = {}) =>
  t(`refusals.${name}` as MessageKey, wordedValues(t, values, refusalCountKeys));

/** A refusal's text read back into the member's language, or nothing when it names no refusal. */
export function translatedRefusal(t: Translate, message: string): string | undefined {
  const refusal = staffRefusalOf(message);
  return refusal && refusalText(t, refusal.name, refusal.values);
}

/**
 * Why a file's line was refused, in the member's language (importReasons.* words every reason; a
 * test checks it). A text the API built otherwise is shown as it came.
 */
export function importReasonWords(t: Translate, text: string): string {
  const reason = importReasonOf(text);
  return reason
    ? t(`importReasons.${reason.name}` as MessageKey, wordedValues(t, reason.values, importReasonCountKeys))
    : text;
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
