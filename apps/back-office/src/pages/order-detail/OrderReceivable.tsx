import type { StaffOrder } from '@shop/client';
import { invoicePaymentWriteSchema } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { amountInput } from '../../i18n/amounts';
import { useFormat, useLanguage } from '../../i18n/i18n';
import { amountHint, amountsResolver, amountText, readAmount } from '../../ui/amount-forms';
import { Card } from '../../ui/Card';
import { localToday } from '../../ui/dates';
import { InputField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';
import { useSettle } from './settle';

type Receivable = NonNullable<StaffOrder['receivable']>;

const paymentForm = invoicePaymentWriteSchema.omit({ version: true });
type PaymentBody = z.output<typeof paymentForm>;

/** A payment as typed: the amount in the order's currency as the member writes it. */
interface PaymentFields {
  amount: string;
  paidOn: string;
  reference: string;
}

/** Money received for the invoice: typed in the order's currency in the member's language, on a day, with its reference. */
function PaymentForm({ detail, onDone }: { detail: StaffOrder; onDone: () => void }) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const { order, version, receivable } = detail;
  const { currency } = order.cartInfo;
  const amount = useMemo(() => amountInput(locale, currency), [locale, currency]);
  const settle = useSettle(order.id);
  const resolver = useMemo(
    () =>
      amountsResolver<PaymentFields, PaymentBody>({
        // Never more than is open: said at the field before the API would refuse it.
        schema: paymentForm.refine((payment) => payment.amount <= receivable!.open, { path: ['amount'] }),
        read: (values) => ({ ...values, amount: readAmount(amount, values.amount) }),
        amounts: () => ({ amount }),
        t,
        rules: { amount: () => t('order.amountAboveOpen') },
      }),
    [amount, receivable, t],
  );
  const form = useForm<PaymentFields, unknown, PaymentBody>({
    resolver,
    defaultValues: { amount: amountText(amount, receivable!.open), paidOn: localToday(), reference: '' },
  });
  const record = useMutation({
    mutationFn: (body: PaymentBody) =>
      api.recordInvoicePayment({ params: { id: order.id }, body: { ...body, version } }),
    onSuccess: (next) => {
      settle(next);
      onDone();
    },
    onError: (error) => showApiError(error, form.setError, ['amount', 'paidOn', 'reference']),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => record.mutate(values))}>
      <InputField
        form={form}
        name="amount"
        label={t('order.paymentAmount', { currency })}
        hint={amountHint(t, amount, currency)}
        inputMode="decimal"
        autoComplete="off"
      />
      <InputField form={form} name="paidOn" label={t('order.paidOn')} type="date" max={localToday()} />
      <InputField
        form={form}
        name="reference"
        label={t('order.paymentReference')}
        hint={t('order.paymentReferenceHint')}
        maxLength={100}
      />
      <ErrorNote error={record.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={record.isPending}>{t('order.recordPayment')}</SubmitButton>
      </div>
    </form>
  );
}

/** What an invoice order owes: due by when, paid so far, open, overdue; the payments received, and recording one. */
export function OrderReceivable({ detail }: { detail: StaffOrder & { receivable: Receivable } }) {
  const t = useTranslations();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const { order, receivable } = detail;
  const money = (minor: number) => format.money(minor, order.cartInfo.currency);
  return (
    <Card title={t('order.invoice')}>
      <dl className="facts">
        <div>
          <dt>{t('order.dueDate')}</dt>
          <dd>
            {format.date(receivable.dueDate)}{' '}
            {receivable.overdue && <span className="badge badge-cancelled">{t('order.overdue')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('order.paid')}</dt>
          <dd>{money(receivable.paid)}</dd>
        </div>
        <div>
          <dt>{t('order.open')}</dt>
          <dd>{money(receivable.open)}</dd>
        </div>
      </dl>
      {receivable.payments.length > 0 && (
        <Table
          caption={t('order.received')}
          columns={[
            t('order.paidOn'),
            t('order.paymentReference'),
            t('order.recordedBy'),
            { label: t('order.amount'), numeric: true },
          ]}
        >
          {receivable.payments.map((payment) => (
            <tr key={payment.id}>
              <td>{format.date(payment.paidOn)}</td>
              <td>{payment.reference || '—'}</td>
              <td>{payment.recordedBy}</td>
              <td className="number">{money(payment.amount)}</td>
            </tr>
          ))}
        </Table>
      )}
      {receivable.open > 0 && (
        <div>
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {t('order.recordPayment')}
          </button>
        </div>
      )}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('order.recordPaymentTitle', { number: order.transactionnum })}
        description={t('order.recordPaymentLead', { open: money(receivable.open) })}
      >
        <PaymentForm detail={detail} onDone={() => setOpen(false)} />
      </Modal>
    </Card>
  );
}
