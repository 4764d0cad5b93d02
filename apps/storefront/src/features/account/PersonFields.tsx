import { Field } from '@/ui/Field';

type Errors = { firstName?: string; lastName?: string };

/** The fields, with the autocomplete tokens browsers fill them from. */
const nameParts = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

/** First and last name side by side (stacked on phones), as every account form asks them. */
export function NameFields({
  labels,
  defaults,
  errors,
  required,
}: {
  labels: { firstName: string; lastName: string };
  defaults?: { firstName?: string; lastName?: string };
  errors: Errors;
  required?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {nameParts.map(([name, autoComplete]) => (
        <Field
          key={name}
          label={labels[name]}
          name={name}
          autoComplete={autoComplete}
          defaultValue={defaults?.[name]}
          maxLength={100}
          required={required}
          error={errors[name]}
        />
      ))}
    </div>
  );
}

/** A password the shopper chooses now, with the rule it must meet as its hint. */
export function NewPasswordField({
  label,
  hint,
  error,
  name = 'password',
  required,
}: {
  label: string;
  hint: string;
  error?: string;
  name?: string;
  required?: boolean;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required={required}
      hint={hint}
      error={error}
    />
  );
}
