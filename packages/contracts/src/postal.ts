import type { PostalAddress } from './cart';

/**
 * The postal fields of an address, as postalAddressSchema has them (postal.test.ts holds the two
 * together). Spelled out here so browser code can compare addresses without loading zod.
 */
export const postalFields = [
  'firstName',
  'lastName',
  'company',
  'street',
  'apartment',
  'city',
  'postalCode',
  'region',
  'country',
  'phone',
  'email',
  'vatId',
] as const satisfies ReadonlyArray<keyof PostalAddress>;

/** The postal fields of an address: what a cart or an order keeps of it. */
export const postalOf = (address: PostalAddress): PostalAddress =>
  Object.fromEntries(postalFields.map((field) => [field, address[field]])) as PostalAddress;

/** Two addresses are the same place when their postal fields are. */
export const sameAddress = (a: PostalAddress | null, b: PostalAddress | null) =>
  a !== null && b !== null && JSON.stringify(postalOf(a)) === JSON.stringify(postalOf(b));
