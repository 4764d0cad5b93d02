import { type PaymentMethodCode, paymentMethodCodes } from '@shop/contracts';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { useFieldMessage } from '../../ui/field-problems';

/**
 * The payment methods a customer may pay with: the shop's default (what guests get), or a choice
 * of the customer's own, such as invoice for a trusted business customer. The value is null for
 * the default, else the methods chosen.
 */
export function PaymentMethodsField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  const t = useTranslations();
  const fieldMessage = useFieldMessage();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const chosen = field.value as PaymentMethodCode[] | null;
  const errorId = fieldState.error ? `${id}-error` : undefined;
  return (
    <fieldset className="stack" aria-describedby={errorId}>
      <legend>{t('customer.paymentMethods')}</legend>
      <div className="check-field">
        <input
          id={`${id}-default`}
          type="checkbox"
          checked={chosen === null}
          // Choosing methods of their own starts from every method: usually the default and invoice.
          onChange={(event) => field.onChange(event.target.checked ? null : [...paymentMethodCodes])}
        />
        <label htmlFor={`${id}-default`}>{t('customer.paymentDefault')}</label>
      </div>
      {chosen !== null &&
        paymentMethodCodes.map((method) => (
          <div className="check-field" key={method}>
            <input
              id={`${id}-${method}`}
              type="checkbox"
              checked={chosen.includes(method)}
              onChange={(event) =>
                field.onChange(
                  event.target.checked
                    ? paymentMethodCodes.filter((m) => m === method || chosen.includes(m))
                    : chosen.filter((m) => m !== method),
                )
              }
            />
            <label htmlFor={`${id}-${method}`}>{t(`method.${method}`)}</label>
          </div>
        ))}
      {fieldState.error && (
        <p id={errorId} className="field-error">
          {fieldMessage(fieldState.error.message ?? '')}
        </p>
      )}
    </fieldset>
  );
}
