import { siteConfig } from '@shop/contracts';
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useFieldMessage } from './field-problems';
import { optionalNumber, requiredNumber } from './forms';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and its error, both tied to it for screen readers; the error in
 * the member's language where it is a problem the contracts name.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const message = useFieldMessage();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {message(error)}
        </p>
      )}
    </div>
  );
}

/** What a field takes of a react-hook-form form, whatever the values its resolver gives. */
type FormOf<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;

interface FormFieldProps<T extends FieldValues> {
  form: FormOf<T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** What the form keeps of what was typed (a number, null for nothing…). */
  setValueAs?: (value: unknown) => unknown;
}

/** A form's field with its control's own attributes (its name is the field's). */
type FieldOf<T extends FieldValues, E extends 'input' | 'select' | 'textarea'> = FormFieldProps<T> &
  Omit<ComponentPropsWithoutRef<E>, 'form' | 'name'>;

/** A Field whose control is registered in the form by its name, showing the form's error for it. */
function boundField<T extends FieldValues, E extends 'input' | 'select' | 'textarea'>(
  { form, name, label, hint, setValueAs, ...attributes }: FieldOf<T, E>,
  render: (control: Omit<FieldOf<T, E>, keyof FormFieldProps<T>> & ControlProps & UseFormRegisterReturn) => ReactNode,
) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field label={label} hint={hint} error={error?.message}>
      {(control) => render({ ...attributes, ...control, ...form.register(name, { setValueAs }) })}
    </Field>
  );
}

export const InputField = <T extends FieldValues>(props: FieldOf<T, 'input'>) =>
  boundField(props, (control) => <input {...control} />);

/** A choice of a select. */
export interface Option {
  value: string | number;
  label: string;
}

/** The shop's currencies as a select offers them: "Euro (EUR)". */
export const currencyOptions: readonly Option[] = siteConfig.currencies.map((c) => ({
  value: c.name,
  label: `${c.label} (${c.name})`,
}));

/** The shop's languages by their own names ("Deutsch"), as a select offers them. */
export const languageOptions: readonly Option[] = siteConfig.locales.map((l) => ({ value: l.code, label: l.label }));

/** A select's choices, after the one for none (the empty value) when there is one. */
export function Options({ options, none }: { options: readonly Option[]; none?: string }) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export const SelectField = <T extends FieldValues>({
  options,
  none,
  ...props
}: Omit<FieldOf<T, 'select'>, 'children'> & { options: readonly Option[]; none?: string }) =>
  boundField<T, 'select'>(props, (control) => (
    <select {...control}>
      <Options options={options} none={none} />
    </select>
  ));

export const TextareaField = <T extends FieldValues>(props: FieldOf<T, 'textarea'>) =>
  boundField(props, (control) => <textarea {...control} />);

/** A whole number; left empty it is null when optional, else NaN, which the form's schema refuses. */
export const NumberField = <T extends FieldValues>({
  optional = false,
  ...props
}: Omit<FieldOf<T, 'input'>, 'type' | 'setValueAs'> & { optional?: boolean }) => (
  <InputField {...props} type="number" setValueAs={optional ? optionalNumber : requiredNumber} />
);

/** A checkbox of a form, with its label after it. */
export function CheckboxField<T extends FieldValues>({
  form,
  name,
  label,
  disabled,
}: Pick<FormFieldProps<T>, 'form' | 'name' | 'label'> & { disabled?: boolean }) {
  const id = useId();
  return (
    <div className="check-field">
      <input id={id} type="checkbox" disabled={disabled} {...form.register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The button that sends a form, disabled while it is on its way (or while the form cannot be sent yet). */
export function SubmitButton({
  pending,
  disabled = false,
  danger = false,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={danger ? 'button danger' : 'button primary'} disabled={pending || disabled}>
      {children}
    </button>
  );
}

/** Words for screen readers only: what a short visible label ("Edit") is about ("Edit WERKHAUS10"). */
export const Hidden = ({ children }: { children: ReactNode }) => <span className="visually-hidden">{children}</span>;

/** A field's hint and, once a value is typed, what it comes to ("= 12,50 €", "= 15 %"). */
export function WithAmount({ amount, children }: { amount: string | false; children: string }) {
  return (
    <>
      {children} {amount && <strong>= {amount}</strong>}
    </>
  );
}
