'use client';

import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/** What a control takes from its field: its id and the state of its message. */
interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface ShellProps {
  label: string;
  error?: string;
  hint?: string;
  /** The error is announced as it appears (role alert): a refusal of what the shopper just did. */
  alert?: boolean;
  children(control: ControlProps): ReactNode;
}

/**
 * A label above its control and the error (or hint) below, announced with the control. Used
 * directly where the control shares its row with a button (the coupon code).
 */
export function FieldShell({ label, error, hint, alert = false, children }: ShellProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {(error || hint) && (
        <p
          id={messageId}
          role={error && alert ? 'alert' : undefined}
          className={error ? 'text-sm text-danger' : 'text-xs text-ink-muted'}
        >
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, ...input }: FieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="h-11 w-full rounded-md border border-line px-3 aria-[invalid=true]:border-danger"
          {...input}
        />
      )}
    </FieldShell>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: Array<{ value: string; label: string }>;
  error?: string;
}

/** A labelled select whose error is announced with it, like Field. */
export function SelectField({ label, options, error, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className="h-11 w-full rounded-md border border-line bg-surface px-3 aria-[invalid=true]:border-danger"
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** A labelled multi-line text whose error is announced with it, like Field. */
export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          className="w-full rounded-md border border-line p-3 aria-[invalid=true]:border-danger"
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
