import { zodResolver } from '@hookform/resolvers/zod';
import { createShipmentSchema } from '@shop/contracts';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { InputField } from '../../ui/Field';
import { useFieldMessage } from '../../ui/field-problems';
import { requiredNumber } from '../../ui/forms';
import { Table } from '../../ui/Table';
import { CarrierField } from './CarrierField';
import { ActionEnd, type DialogProps, useOrderAction } from './order-action';

const shipItemsForm = createShipmentSchema.omit({ version: true });

/**
 * Ships chosen lines in one parcel: each line still open with how many to send now (none by
 * default), its carrier and tracking number. What is more than is open the API refuses at the line.
 */
export function ShipItemsDialog(props: DialogProps) {
  const t = useTranslations();
  const format = useFormat();
  const message = useFieldMessage();
  const { order, version } = props.detail;
  const items = order.cartInfo.cartItems;
  const open = items
    .map((item, position) => ({ item, position, open: item.quantity - (order.shippedQuantities[position] ?? 0) }))
    .filter((line) => line.open > 0);
  const form = useForm({
    resolver: zodResolver(shipItemsForm),
    defaultValues: {
      lines: open.map(({ position }) => ({ position, quantity: 0 })),
      carrier: '',
      trackingNumber: '',
    },
  });
  const ship = useOrderAction(
    form.setError,
    ['lines', 'carrier', 'trackingNumber'],
    (body) => api.createShipment({ params: { id: order.id }, body: { ...body, version } }),
    ({ carrier }) => t('order.shippedItems', { number: order.transactionnum, carrier }),
    props,
  );
  const errors = form.formState.errors.lines;
  // Nothing chosen: the API's refusal of the lines as a whole.
  const linesError = errors?.message ?? errors?.root?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => ship.mutate(values))}>
      <Table
        caption={t('order.shipItemsLines')}
        columns={[
          t('order.item'),
          { label: t('order.quantity'), numeric: true },
          { label: t('order.shippedQuantity'), numeric: true },
          { label: t('order.toShip'), numeric: true },
        ]}
      >
        {open.map(({ item, position, open: left }, i) => {
          const error = errors?.[i]?.quantity?.message;
          return (
            <tr key={position}>
              <td>
                {item.name}
                <span className="sub">{item.itemnum}</span>
              </td>
              <td className="number">{format.number(item.quantity)}</td>
              <td className="number">{format.number(item.quantity - left)}</td>
              <td className="number">
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  step={1}
                  className="quantity-input"
                  aria-label={t('order.toShipOf', { item: item.name, open: left })}
                  aria-invalid={error ? true : undefined}
                  {...form.register(`lines.${i}.quantity`, { setValueAs: requiredNumber })}
                />
                {error && <p className="field-error">{message(error)}</p>}
              </td>
            </tr>
          );
        })}
      </Table>
      {linesError && (
        <p className="field-error" role="alert">
          {message(linesError)}
        </p>
      )}
      <CarrierField form={form} />
      <InputField form={form} name="trackingNumber" label={t('order.trackingNumber')} autoComplete="off" />
      <ActionEnd action={ship} onClose={props.onClose}>
        {t('order.shipItemsSubmit')}
      </ActionEnd>
    </form>
  );
}
