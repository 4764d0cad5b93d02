import { ShopApiError } from '@shop/client';
import { type CartRefusal, cartRefusals } from '@shop/contracts';

/**
 * The message (namespace Cart.errors) for a failed cart change: the server's reason translated,
 * with the limit it names; anything else is the fallback.
 */
export function refusal(error: unknown, fallback: 'addFailed' | 'updateFailed') {
  const details =
    error instanceof ShopApiError && error.status === 400 ? (error.details as Record<string, unknown>) : {};
  const reason = cartRefusals.find((r) => r === details?.reason);
  return {
    key: (reason ?? fallback) satisfies CartRefusal | typeof fallback,
    values: { limit: typeof details?.limit === 'number' ? details.limit : 0 },
  };
}
