'use client';

import { type InputHTMLAttributes, useId } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className="h-11 w-full rounded-md border border-line px-3 aria-[invalid=true]:border-danger"
        {...input}
      />
      {(error || hint) && (
        <p id={messageId} className={error ? 'text-sm text-danger' : 'text-xs text-ink-muted'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
