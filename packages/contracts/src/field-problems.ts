// What can be wrong with a form's field, apart from the schemas: browser code reads it without
// loading zod.

/**
 * The problems a field issue names by code, with their English messages. The schemas and the API's
 * checks use these messages, the API answers each issue's code beside its message, and the
 * storefront translates the code: a reworded message cannot leave a form untranslated.
 */
export const fieldProblems = {
  required: 'This field is required',
  email: 'Invalid email',
  emailTaken: 'An account with this e-mail address exists already',
  passwordTooShort: 'Password must have at least 8 characters',
  currentPassword: 'The current password is not correct',
  phone: 'Invalid phone number',
  country: 'Choose a country',
  countryNotServed: 'We do not deliver to this country',
  shippingOrBilling: 'An address is for shipping, billing or both',
  billingManaged: 'Billing addresses are managed by the shop',
  defaultShippingFixed: 'The default shipping address cannot be changed',
  defaultBillingFixed: 'The default billing address cannot be changed',
  vatId: 'Invalid VAT ID for the country of the address',
  customerNumberTaken: 'A customer with this number exists already',
  messageTooLong: 'A message has at most 2000 characters',
  passwordWrong: 'The password is not correct',
} as const;

/** A field problem's code: one of fieldProblems, a postal code that does not fit its country, or any other. */
export type FieldProblem = keyof typeof fieldProblems | 'postalCode' | 'invalid';

/** The message of a postal code that does not fit its country's format. */
export const postalCodeProblem = (country: string) => `Invalid postal code for ${country}`;

/** The code of a problem's message, with the values it names (a postal code's country). */
export function problemOf(message: string): { code: FieldProblem; values?: Record<string, string> } {
  const postalCode = /^Invalid postal code for ([A-Z]{2})$/.exec(message);
  if (postalCode) return { code: 'postalCode', values: { country: postalCode[1]! } };
  const code = (Object.keys(fieldProblems) as Array<keyof typeof fieldProblems>).find(
    (problem) => fieldProblems[problem] === message,
  );
  return { code: code ?? 'invalid' };
}
