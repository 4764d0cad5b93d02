import { ShopApiError } from '@shop/client';
import { track } from '@/features/analytics/data-layer';
import { browserApi } from '@/lib/browser-api';

/** The spec: login first logs out, then logs in, then loads the user. */
export async function logIn(username: string, password: string) {
  await browserApi.logOut().catch(() => undefined);
  await browserApi.login({ body: { username: username.trim(), password } });
  track('login', { method: 'password' });
  return browserApi.getMe();
}

export type FailureKey =
  | 'invalidCredentials'
  | 'accountBlocked'
  | 'tooManyAttempts'
  | 'emailTaken'
  | 'linkInvalid'
  | 'genericError';

/** The translated message (key in Account) for a failed call. */
export function failureKey(error: unknown): FailureKey {
  if (!(error instanceof ShopApiError)) return 'genericError';
  if (error.status === 401) return 'invalidCredentials';
  // The shop blocked the account (back office): the shopper is told so, not to try again.
  if (error.status === 403) return 'accountBlocked';
  if (error.status === 429) return 'tooManyAttempts';
  if (error.status === 409) return 'emailTaken';
  if (error.status === 400 && error.code === 'BAD_REQUEST') return 'linkInvalid';
  return 'genericError';
}
