import { useId } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { InputField } from '../../ui/Field';

/** The carriers a merchant ships with most, offered as the carrier is typed (any other may be typed). */
const carriers = ['DHL', 'DPD', 'GLS', 'Hermes', 'UPS', 'FedEx', 'Royal Mail', 'USPS'];

/** The carrier of a shipment, one order's or many's, with the usual carriers suggested. */
export function CarrierField<T extends FieldValues & { carrier: string }>({
  form,
}: {
  form: UseFormReturn<T, unknown, T>;
}) {
  const t = useTranslations();
  const list = useId();
  return (
    <>
      <InputField
        form={form}
        name={'carrier' as FieldPath<T>}
        label={t('order.carrier')}
        hint={t('order.carrierHint')}
        list={list}
        autoComplete="off"
      />
      <datalist id={list}>
        {carriers.map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>
    </>
  );
}
