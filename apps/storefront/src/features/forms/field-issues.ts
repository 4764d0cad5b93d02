import { ShopApiError } from '@shop/client';
import { type FieldIssue, type FieldProblem, fieldProblems, problemOf } from '@shop/contracts';

/** A text of the messages files: its full key ('Namespace.key') and the values it names. */
export interface Message {
  key: string;
  values?: Record<string, string>;
}

/** A postal code of each country with a format rule, to show the shopper what is expected. */
export const postalCodeExamples: Record<string, string> = {
  DE: '10115',
  AT: '1010',
  CH: '8001',
  FR: '75001',
  ES: '28013',
  IT: '00184',
  NL: '1012 AB',
  BE: '1000',
  LU: '1511',
  GB: 'SW1A 1AA',
  US: '94105',
};

/** Each field problem's text in the messages files (the postal code's names its country and an example). */
const problemKeys: Record<Exclude<FieldProblem, 'postalCode'>, string> = {
  required: 'Account.fieldRequired',
  email: 'Account.invalidEmail',
  emailTaken: 'Account.emailTaken',
  passwordTooShort: 'Account.passwordTooShort',
  currentPassword: 'AccountPages.errors.currentPassword',
  phone: 'AccountPages.errors.phone',
  country: 'AccountPages.errors.country',
  countryNotServed: 'AccountPages.errors.countryNotServed',
  shippingOrBilling: 'AccountPages.errors.shippingOrBilling',
  billingManaged: 'AccountPages.errors.billingManaged',
  defaultShippingFixed: 'AccountPages.errors.defaultFixed',
  defaultBillingFixed: 'AccountPages.errors.defaultFixed',
  vatId: 'AccountPages.errors.vatId',
  customerNumberTaken: 'AccountPages.errors.customerNumberTaken',
  messageTooLong: 'AccountPages.errors.messageTooLong',
  passwordWrong: 'AccountPages.errors.passwordWrong',
  invalid: 'AccountPages.errors.invalid',
};

const isProblem = (code: string): code is FieldProblem => code in problemKeys || code === 'postalCode';

/** The translated message for an issue, by its code; `countryName` names a country code in the page's language. */
export function issueMessage(issue: FieldIssue, countryName: (iso: string) => string): Message {
  const code = isProblem(issue.code) ? issue.code : 'invalid';
  if (code !== 'postalCode') return { key: problemKeys[code] };
  const iso = issue.values?.country ?? '';
  const example = postalCodeExamples[iso];
  return example
    ? { key: 'AccountPages.errors.postalCode', values: { country: countryName(iso), example } }
    : { key: 'AccountPages.errors.postalCodeAny', values: { country: countryName(iso) } };
}

/**
 * The API's field issues ([{ path, message }]), checked by hand rather than with the contract's
 * fieldIssueSchema: every checkout page reads them, and zod is not part of their first load.
 */
const isFieldIssues = (value: unknown): value is FieldIssue[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (issue) => typeof issue?.path === 'string' && typeof issue?.message === 'string' && typeof issue?.code === 'string',
  );

/** The fields a rejected call names ('body.postalCode' → 'postalCode'), or undefined when it names none. */
export function apiFieldIssues(error: unknown): FieldIssue[] | undefined {
  if (!(error instanceof ShopApiError)) return undefined;
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!isFieldIssues(issues)) return undefined;
  return issues.map((issue) => ({ ...issue, path: issue.path.replace(/^body\./, '') }));
}

/**
 * The shared schemas a checkout form checks before sending, loaded when the shopper first focuses
 * or sends the form: with them come zod and the building of the contracts' schemas.
 */
export const loadFormSchemas = () => import('./form-schemas');

/** A shared zod schema of the contracts, as far as the forms use it. */
interface Schema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

/** The issues of a value that a shared schema rejects, with paths like the API's ('postalCode'). */
export function schemaIssues(schema: Schema, value: unknown): FieldIssue[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({
        path: i.path.map(String).join('.'),
        message: i.message,
        ...problemOf(i.message),
      }));
}

/** The message of a failed call that names no field, by its HTTP status (0: no answer). */
export function failureMessage({ status }: { status: number }): Message {
  if (status === 401) return { key: 'AccountPages.errors.sessionExpired' };
  if (status === 404) return { key: 'AccountPages.errors.gone' };
  if (status === 429) return { key: 'Account.tooManyAttempts' };
  return { key: 'Account.genericError' };
}

/** 'This field is required' for each named value that is empty (before the schema's own rules). */
export function requiredIssues(values: Record<string, unknown>, names: readonly string[]): FieldIssue[] {
  return names
    .filter((name) => !String(values[name] ?? '').trim())
    .map((path) => ({ path, message: fieldProblems.required, code: 'required' }));
}
