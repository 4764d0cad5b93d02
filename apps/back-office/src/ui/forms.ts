import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldIssues, isApiError } from '../api';

/**
 * Puts the API's refusal on the form: each field issue at its field (when the form has it), the
 * rest, and the message, above the buttons. Nothing was saved: the API writes all or nothing.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: (path: string) => string = (path) => path,
) {
  const unplaced: string[] = [];
  for (const issue of fieldIssues(error)) {
    const path = rename(issue.path);
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (field) setError(path as Path<T>, { type: 'server', message: issue.message });
    else unplaced.push(`${issue.path}: ${issue.message}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  setError('root.server' as Path<T>, {
    type: isApiError(error) ? String(error.status) : 'network',
    message: unplaced.length > 0 && !isApiError(error, 400) ? `${message} (${unplaced.join('; ')})` : message,
  });
}

/** An optional whole number typed into a field: empty is null. */
export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** A required whole number typed into a field: empty is NaN, which the schema refuses with its message. */
export const requiredNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));

// Kept here too for the forms that import them with the rest.
export { instantOrNull, localDateTime } from './dates';
