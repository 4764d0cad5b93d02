import type { StaffOrder } from '@shop/client';
import { refundAmountSchema } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { amountInput } from '../../i18n/amounts';
import { useFormat, useLanguage } from '../../i18n/i18n';
import { amountHint, amountsResolver, readAmount } from '../../ui/amount-forms';
import { Card } from '../../ui/Card';
import { InputField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';
import { RefundLinesForm } from './RefundLinesForm';
import { useSettle } from './settle';

const refundForm = refundAmountSchema;
type RefundBody = z.output<typeof refundForm>;

/** A refund as typed: the amount in the order's currency as the member writes it, and why. */
interface RefundFields {
  amount: string;
  reason: string;
}

/** Part of the payment returned: an amount in the member's language, never more than is left, and why. */
function RefundForm({ detail, currency, onDone }: { detail: StaffOrder; currency: string; onDone: () => void }) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const { order, version } = detail;
  const left = detail.takings.net;
  const amount = useMemo(() => amountInput(locale, currency), [locale, currency]);
  const settle = useSettle(order.id);
  const resolver = useMemo(
    () =>
      amountsResolver<RefundFields, RefundBody>({
        // Never more than is left: said at the field before the API would refuse it.
        schema: refundForm.refine((refund) => refund.amount <= left, { path: ['amount'] }),
        read: (values) => ({ ...values, amount: readAmount(amount, values.amount) }),
        amounts: () => ({ amount }),
        t,
        rules: { amount: () => t('order.amountAboveLeft') },
      }),
    [amount, left, t],
  );
  const form = useForm<RefundFields, unknown, RefundBody>({ resolver, defaultValues: { amount: '', reason: '' } });
  const refund = useMutation({
    mutationFn: (body: RefundBody) => api.refundOrder({ params: { id: order.id }, body: { ...body, version } }),
    onSuccess: (next) => {
      settle(next);
      onDone();
    },
    onError: (error) => showApiError(error, form.setError, ['amount', 'reason']),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => refund.mutate(values))}>
      <InputField
        form={form}
        name="amount"
        label={t('order.refundAmount', { currency })}
        hint={amountHint(t, amount, currency)}
        inputMode="decimal"
        autoComplete="off"
      />
      <InputField
        form={form}
        name="reason"
        label={t('order.refundReason')}
        hint={t('order.refundReasonHint')}
        maxLength={500}
      />
      <ErrorNote error={refund.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={refund.isPending}>{t('order.refund')}</SubmitButton>
      </div>
    </form>
  );
}

/** Lines left to refund: some unit of a line not refunded yet. */
const linesLeft = (order: StaffOrder['order']) =>
  order.cartInfo.cartItems.some((item, i) => item.quantity > (order.refundedQuantities[i] ?? 0));

/** An invoice order's credit: what was credited of it, and chosen lines credited against what it owes. */
function InvoiceCredit({ detail }: { detail: StaffOrder }) {
  const t = useTranslations();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const { order } = detail;
  if (order.cancellation) return null;
  const money = (minor: number) => format.money(minor, order.cartInfo.currency);
  return (
    <Card title={t('order.credit')}>
      <dl className="facts">
        <div>
          <dt>{t('order.total')}</dt>
          <dd>{money(order.cartInfo.grandTotalIncTax)}</dd>
        </div>
        <div>
          <dt>{t('order.credited')}</dt>
          <dd>{money(order.refundedAmount)}</dd>
        </div>
      </dl>
      {linesLeft(order) && (
        <div>
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {t('order.creditLines')}
          </button>
        </div>
      )}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('order.creditTitle', { number: order.transactionnum })}
        description={t('order.creditLead')}
      >
        <RefundLinesForm detail={detail} onDone={() => setOpen(false)} />
      </Modal>
    </Card>
  );
}

/**
 * The money of a paid online order: paid, refunded and kept over all its payments (its own and the
 * differences paid after changes, summed by the API), each refund with why and by whom, what a
 * change still asks for, and refunding part of it without cancelling the order: chosen lines, or
 * an amount. An invoice order's credit instead.
 */
export function OrderRefunds({ detail }: { detail: StaffOrder }) {
  const t = useTranslations();
  const format = useFormat();
  const [open, setOpen] = useState<'lines' | 'amount' | null>(null);
  const { order } = detail;
  const taken = detail.payments.filter((p) => p.status === 'paid' || p.refunds.length > 0);
  if (order.paymentMethodCode === 'invoice') return <InvoiceCredit detail={detail} />;
  if (taken.length === 0) return null;
  const { takings } = detail;
  const currency = order.cartInfo.currency;
  const money = (minor: number) => format.money(minor, currency);
  const refunds = taken.flatMap((p) => p.refunds);
  const refundable = !order.cancellation && taken.some((p) => p.status === 'paid') && takings.net > 0;
  return (
    <Card title={t('order.refunds')}>
      <dl className="facts">
        <div>
          <dt>{t('order.paid')}</dt>
          <dd>{money(takings.paid)}</dd>
        </div>
        <div>
          <dt>{t('order.refunded')}</dt>
          <dd>{money(takings.refunded)}</dd>
        </div>
        <div>
          <dt>{t('order.net')}</dt>
          <dd>{money(takings.net)}</dd>
        </div>
        {order.balanceDue > 0 && (
          <div>
            <dt>{t('order.purposeBalance')}</dt>
            <dd>{t('order.balanceDue', { amount: money(order.balanceDue) })}</dd>
          </div>
        )}
      </dl>
      {refunds.length > 0 && (
        <Table
          caption={t('order.refunds')}
          columns={[
            t('order.refundedOn'),
            t('order.refundReason'),
            t('order.recordedBy'),
            { label: t('order.amount'), numeric: true },
          ]}
        >
          {refunds.map((refund) => (
            <tr key={refund.id}>
              <td>
                {format.dateTime(refund.createdDate)}
                {refund.status === 'pending' && <span className="sub">{t('order.refundPending')}</span>}
              </td>
              <td>{refund.reason || '—'}</td>
              <td>{refund.createdBy}</td>
              <td className="number">{money(refund.amount)}</td>
            </tr>
          ))}
        </Table>
      )}
      {refundable && (
        <div className="button-row">
          {linesLeft(order) && (
            <button type="button" className="button" onClick={() => setOpen('lines')}>
              {t('order.refundLines')}
            </button>
          )}
          <button type="button" className="button" onClick={() => setOpen('amount')}>
            {t('order.refund')}
          </button>
        </div>
      )}
      <Modal
        open={open !== null}
        onOpenChange={(opened) => setOpen(opened ? open : null)}
        title={t('order.refundTitle', { number: order.transactionnum })}
        description={t('order.refundLead', { left: money(takings.net) })}
      >
        {open === 'lines' ? (
          <RefundLinesForm detail={detail} onDone={() => setOpen(null)} />
        ) : (
          <RefundForm detail={detail} currency={currency} onDone={() => setOpen(null)} />
        )}
      </Modal>
    </Card>
  );
}
