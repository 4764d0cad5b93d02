import type { Availability } from '@shop/contracts';

// The rule itself lives in the contracts: the API applies it before it takes an item into a cart.
export { type Availability, availability } from '@shop/contracts';

/** The message key of each availability (namespace Availability). */
export const availabilityMessage = {
  loading: 'loading',
  'not-available': 'notAvailable',
  available: 'available',
  limited: 'later',
  'limit-overflow': 'later',
} as const satisfies Record<Availability, string>;
