import {
  type ErrorCode,
  type FieldIssue,
  problemOf,
  type RefusalValues,
  type StaffRefusal,
  staffRefusalText,
} from '@shop/contracts';

/**
 * What went wrong, in the domain's words. Services say which kind of failure it is and never an
 * HTTP status: http/errors.ts turns each kind into one status, so the same kind of refusal answers
 * the same way in every module.
 */
export type Failure =
  /** The input is wrong: a field, a value, a reference to nothing. */
  | 'invalid'
  /** Valid input that a business rule refuses: not purchasable, a coupon that does not apply. */
  | 'refused'
  /** Nobody is logged in, or the session or credentials are not valid. */
  | 'unauthenticated'
  /** The asker is known but may not do this: a setting forbids it, or it is not theirs. */
  | 'forbidden'
  | 'not-found'
  /** The state changed or forbids it now: paid already, ordered already, prices outdated. */
  | 'conflict'
  /** Too many attempts: wait and try again. */
  | 'throttled'
  /** A payment provider or other service the shop depends on failed. */
  | 'upstream-failed'
  /** The shop itself cannot answer now (the database is down). */
  | 'unavailable';

/** A staff refusal's name and the values its text names, answered beside the English message. */
export interface NamedProblem {
  name: StaffRefusal;
  values?: RefusalValues;
}

export class DomainError extends Error {
  constructor(
    readonly failure: Failure,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly problem?: NamedProblem,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string, details?: unknown) =>
  new DomainError('not-found', 'NOT_FOUND', message, details);

/** A field's issue as the API answers it: its message, and the problem's code a form translates. */
export const fieldIssue = (path: string, message: string): FieldIssue => ({ path, message, ...problemOf(message) });

/** A field and what is wrong with it, before its code is named. */
export type IssueOf = Pick<FieldIssue, 'path' | 'message'>;

/** Wrong input, with the fields the storefront's forms show the messages at. */
export const invalid = (message: string, issues: IssueOf[]) =>
  new DomainError('invalid', 'VALIDATION_ERROR', message, {
    issues: issues.map((issue) => fieldIssue(issue.path, issue.message)),
  });

/** Wrong input in one field. */
export const invalidField = (path: string, message: string) => invalid(message, [{ path, message }]);

/**
 * The kind of failure each refusal code is, wherever it is thrown: one code, one HTTP status. (A
 * product that sold out while in the cart is refused at the order as at the cart: 400, with a reason.)
 */
const refusalKinds = {
  BAD_REQUEST: 'refused',
  PRODUCT_NOT_PURCHASABLE: 'refused',
  CART_LIMIT: 'refused',
  COUPON_INVALID: 'refused',
  SHIPPING_METHOD_UNAVAILABLE: 'refused',
  NOTIFICATION_REFUSED: 'refused',
  FORBIDDEN: 'forbidden',
  CHECKOUT_NOT_ALLOWED: 'forbidden',
  CONFLICT: 'conflict',
  CART_OUTDATED_ERROR: 'conflict',
  ORDER_CANCELLED: 'conflict',
  ORDER_PAID: 'conflict',
  VALIDATION_ERROR: 'invalid',
  UNAUTHORIZED: 'unauthenticated',
  TOO_MANY_REQUESTS: 'throttled',
  REFUND_REFUSED: 'refused',
  PAYMENT_PROVIDER_UNAVAILABLE: 'upstream-failed',
} as const satisfies Partial<Record<ErrorCode, Failure>>;
export type RefusalCode = keyof typeof refusalKinds;

/** A request the shop's rules or state refuse; `details` say why where the storefront shows it. */
export const refusal = (code: RefusalCode, message: string, details?: unknown) =>
  new DomainError(refusalKinds[code], code, message, details);

export const unauthenticated = (message: string) => new DomainError('unauthenticated', 'UNAUTHORIZED', message);

/**
 * A staff operation's refusal by its name (contracts: staffRefusals): the English text with its
 * values is the message, and the name and values let the back office say it in the member's language.
 */
export const staffRefusal = (code: RefusalCode, name: StaffRefusal, values?: RefusalValues, details?: unknown) =>
  new DomainError(refusalKinds[code], code, staffRefusalText(name, values), details, { name, values });

/** A field a staff refusal names, with the values of its text. */
interface RefusedField extends NamedProblem {
  path: string;
}

/** Staff refusals of fields' values: each issue's code is its refusal's name; the first is the answer's. */
export function staffFieldRefusals(fields: [RefusedField, ...RefusedField[]]) {
  const issues = fields.map(
    ({ path, name, values = {} }): FieldIssue => ({
      path,
      message: staffRefusalText(name, values),
      code: name,
      values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])),
    }),
  );
  const [first] = fields;
  return new DomainError('invalid', 'VALIDATION_ERROR', issues.map((i) => i.message).join('; '), { issues }, first);
}

/** A staff refusal of one field's value. */
export const staffFieldRefusal = (path: string, name: StaffRefusal, values?: RefusalValues) =>
  staffFieldRefusals([{ path, name, values }]);
