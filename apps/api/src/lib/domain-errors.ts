import { type ErrorCode, type FieldIssue, problemOf } from '@shop/contracts';

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

export class DomainError extends Error {
  constructor(
    readonly failure: Failure,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
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
} as const satisfies Partial<Record<ErrorCode, Failure>>;
export type RefusalCode = keyof typeof refusalKinds;

/** A request the shop's rules or state refuse; `details` say why where the storefront shows it. */
export const refusal = (code: RefusalCode, message: string, details?: unknown) =>
  new DomainError(refusalKinds[code], code, message, details);

export const unauthenticated = (message: string) => new DomainError('unauthenticated', 'UNAUTHORIZED', message);
