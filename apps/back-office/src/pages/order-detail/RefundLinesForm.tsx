import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffOrder } from '@shop/client';
import { refundReasonSchema } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { CheckboxField, InputField, SubmitButton } from '../../ui/Field';
import { useFieldMessage } from '../../ui/field-problems';
import { requiredNumber, showApiError } from '../../ui/forms';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';
import { useSettle } from './settle';

/** The lines as typed: every line still refundable with how many of it (none by default); the API takes those above 0. */
const linesForm = z.object({
  lines: z.array(z.object({ position: z.number().int(), quantity: z.number().int().min(0) })),
  shipping: z.boolean(),
  reason: refundReasonSchema,
});
type LinesFields = z.input<typeof linesForm>;

/**
 * Chosen lines of the order refunded (or, by invoice, credited): how many of each line still left,
 * the shipping when it has not gone back yet, and why. The API reckons what they cost as the order
 * charged them and refuses at the line what is more than is left of it.
 */
export function RefundLinesForm({ detail, onDone }: { detail: StaffOrder; onDone: () => void }) {
  const t = useTranslations();
  const format = useFormat();
  const message = useFieldMessage();
  const { order, version } = detail;
  const settle = useSettle(order.id);
  const left = order.cartInfo.cartItems
    .map((item, i) => ({ item, position: i + 1, left: item.quantity - (order.refundedQuantities[i] ?? 0) }))
    .filter((line) => line.left > 0);
  const form = useForm<LinesFields>({
    resolver: zodResolver(linesForm),
    defaultValues: { lines: left.map(({ position }) => ({ position, quantity: 0 })), shipping: false, reason: '' },
  });
  const refund = useMutation({
    mutationFn: ({ lines, shipping, reason }: LinesFields) =>
      api.refundOrder({
        params: { id: order.id },
        body: { lines: lines.filter((line) => line.quantity > 0), shipping, reason, version },
      }),
    onSuccess: (next) => {
      settle(next);
      onDone();
    },
    onError: (error) => showApiError(error, form.setError, ['lines', 'shipping', 'reason']),
  });
  const errors = form.formState.errors.lines;
  // Nothing chosen, or more than is left of the payment: the API's refusal of the lines as a whole.
  const linesError = errors?.message ?? errors?.root?.message;
  const shipping = order.cartInfo.shippingInclTax;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => refund.mutate(values))}>
      <Table
        caption={t('order.refundLinesCaption')}
        columns={[
          t('order.item'),
          { label: t('order.quantity'), numeric: true },
          { label: t('order.refundedQuantity'), numeric: true },
          { label: t('order.toRefund'), numeric: true },
        ]}
      >
        {left.map(({ item, position, left: open }, i) => {
          const error = errors?.[i]?.quantity?.message;
          return (
            <tr key={position}>
              <td>
                {item.name}
                <span className="sub">{item.itemnum}</span>
              </td>
              <td className="number">{format.number(item.quantity)}</td>
              <td className="number">{format.number(item.quantity - open)}</td>
              <td className="number">
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={open}
                  step={1}
                  className="quantity-input"
                  aria-label={t('order.toRefundOf', { item: item.name, left: open })}
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
      {!order.shippingRefunded && shipping > 0 && (
        <CheckboxField
          form={form}
          name="shipping"
          label={t('order.refundShippingToo', { amount: format.money(shipping, order.cartInfo.currency) })}
        />
      )}
      <InputField
        form={form}
        name="reason"
        label={t('order.refundReason')}
        hint={t('order.refundReasonHint')}
        maxLength={500}
      />
      <ErrorNote error={refund.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={refund.isPending}>
          {order.paymentMethodCode === 'invoice' ? t('order.creditLines') : t('order.refundLines')}
        </SubmitButton>
      </div>
    </form>
  );
}
