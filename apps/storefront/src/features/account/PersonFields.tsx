import { Field } from '@/ui/Field';

type Errors = { firstName?: string; lastName?: string };

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
      <Field
        label={labels.firstName}
        name="firstName"
        autoComplete="given-name"
        defaultValue={defaults?.firstName}
        maxLength={100}
        required={required}
        error={errors.firstName}
      />
      <Field
        label={labels.lastName}
        name="lastName"
        autoComplete="family-name"
        defaultValue={defaults?.lastName}
        maxLength={100}
        required={required}
        error={errors.lastName}
      />
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
