import type { ErrorCode, FieldIssue } from '@shop/contracts';

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

/** Wrong input, with the fields the storefront's forms show the messages at. */
export const invalid = (message: string, issues: FieldIssue[]) =>
  new DomainError('invalid', 'VALIDATION_ERROR', message, { issues });

/** Wrong input in one field. */
export const invalidField = (path: string, message: string) => invalid(message, [{ path, message }]);

export const refused = (code: ErrorCode, message: string, details?: unknown) =>
  new DomainError('refused', code, message, details);

export const conflict = (code: ErrorCode, message: string, details?: unknown) =>
  new DomainError('conflict', code, message, details);

export const forbidden = (code: ErrorCode, message: string, details?: unknown) =>
  new DomainError('forbidden', code, message, details);

export const unauthenticated = (message: string) => new DomainError('unauthenticated', 'UNAUTHORIZED', message);
