import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderSummary,
  bulkInvoicePaymentSchema,
  bulkShipSchema,
  type InvoicePaymentBulkReport,
  type OrderBulkReport,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { dashboardKeys } from '../../queries/dashboard';
import { orderKeys } from '../../queries/orders';
import type { ReportRow } from '../../ui/Bulk';
import { localToday } from '../../ui/dates';
import { InputField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { ErrorNote } from '../../ui/RouteStates';
import { CarrierField } from '../order-detail/CarrierField';

/** The bulk actions of the orders list that ask for something first, in a dialog. */
export type OrderBulkAction = 'ship' | 'pay';

/** What a bulk action of the orders list did: its title and a row per order, in the page's words. */
export interface OrderBulkDone {
  title: string;
  rows: ReportRow[];
  /** The orders it changed (they leave the selection; refused ones stay chosen). */
  changed: ReadonlySet<string>;
}

interface DialogProps {
  orders: AdminOrderSummary[];
  onClose: () => void;
  onDone: (done: OrderBulkDone) => void;
}

/** The order's number in a report, linking to the order. */
const orderName = (result: { orderId: number; number: string | null }) =>
  result.number === null ? (
    String(result.orderId)
  ) : (
    <Link to="/orders/$orderId" params={{ orderId: String(result.orderId) }}>
      {result.number}
    </Link>
  );

const changedIds = (report: { results: Array<{ orderId: number; outcome: string }> }) =>
  new Set(report.results.filter((r) => r.outcome === 'changed').map((r) => String(r.orderId)));

/** Sends a bulk action; the lists and the dashboard are read again, and its report replaces the dialog. */
function useBulk<B, R extends { results: Array<{ orderId: number; outcome: string }> }>(
  send: (body: B) => Promise<R>,
  report: (answer: R) => OrderBulkDone,
  { onDone, onClose }: Pick<DialogProps, 'onDone' | 'onClose'>,
  onError: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onError,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      onClose();
      onDone(report(answer));
    },
  });
}

const shipForm = z.object({
  carrier: bulkShipSchema.shape.carrier,
  // Each order's own, in the order of the list; empty for none.
  tracking: z.array(
    z
      .string()
      .trim()
      .max(100, 'At most 100 characters')
      .regex(/^[A-Za-z0-9 -]*$/, 'Letters, digits, spaces and dashes'),
  ),
});
type ShipFields = z.input<typeof shipForm>;

function ShipForm({ orders, onClose, onDone }: DialogProps) {
  const t = useTranslations();
  const form = useForm<ShipFields, unknown, z.output<typeof shipForm>>({
    resolver: zodResolver(shipForm),
    defaultValues: { carrier: '', tracking: orders.map(() => '') },
  });
  const ship = useBulk(
    ({ carrier, tracking }: z.output<typeof shipForm>) =>
      api.shipOrders({
        body: { carrier, orders: orders.map((o, i) => ({ orderId: o.id, trackingNumber: tracking[i] || null })) },
      }),
    (report: OrderBulkReport) => ({
      title: t('orders.shipReport', { count: report.results.length }),
      changed: changedIds(report),
      rows: report.results.map((r) => ({
        key: String(r.orderId),
        name: orderName(r),
        outcome: r,
        done: t('orders.outcome.shipped'),
      })),
    }),
    { onDone, onClose },
    (error) => showApiError(error, form.setError, ['carrier']),
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => ship.mutate(values))}>
      <CarrierField form={form} />
      <fieldset className="stack">
        <legend>{t('orders.trackingNumbers')}</legend>
        <p className="hint">{t('orders.trackingHint')}</p>
        {orders.map((order, i) => (
          <InputField
            key={order.id}
            form={form}
            name={`tracking.${i}`}
            label={t('orders.trackingOf', { number: order.transactionnum })}
            autoComplete="off"
          />
        ))}
      </fieldset>
      <End error={ship.error} pending={ship.isPending} label={t('order.shipSubmit')} />
    </form>
  );
}

const payForm = bulkInvoicePaymentSchema.omit({ orderIds: true });

function PayForm({ orders, onClose, onDone }: DialogProps) {
  const t = useTranslations();
  const format = useFormat();
  const form = useForm({ resolver: zodResolver(payForm), defaultValues: { paidOn: localToday(), reference: '' } });
  const pay = useBulk(
    (body: z.output<typeof payForm>) =>
      api.recordInvoicePayments({ body: { ...body, orderIds: orders.map((o) => o.id) } }),
    (report: InvoicePaymentBulkReport) => ({
      title: t('orders.payReport', { count: report.results.length }),
      changed: changedIds(report),
      rows: report.results.map((r) => ({
        key: String(r.orderId),
        name: orderName(r),
        outcome: r,
        done:
          r.amount !== null && r.currency !== null
            ? t('orders.outcome.paid', { amount: format.money(r.amount, r.currency) })
            : '',
      })),
    }),
    { onDone, onClose },
    (error) => showApiError(error, form.setError, ['paidOn', 'reference']),
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => pay.mutate(values))}>
      <InputField form={form} name="paidOn" label={t('order.paidOn')} type="date" max={localToday()} />
      <InputField
        form={form}
        name="reference"
        label={t('order.paymentReference')}
        hint={t('order.paymentReferenceHint')}
        maxLength={100}
      />
      <End error={pay.error} pending={pay.isPending} label={t('orders.paySubmit')} />
    </form>
  );
}

/** The dialog's end: why the API refused the whole request, and the button that sends it. */
function End({ error, pending, label }: { error: unknown; pending: boolean; label: string }) {
  return (
    <>
      <ErrorNote error={error} />
      <div className="dialog-buttons">
        <SubmitButton pending={pending}>{label}</SubmitButton>
      </div>
    </>
  );
}

/** The dialog of a bulk action of the orders list, for the orders chosen. */
export function OrderBulkDialog({ action, onDone, ...props }: DialogProps & { action: OrderBulkAction | null }) {
  const t = useTranslations();
  const count = props.orders.length;
  // Done, the report takes the focus; closed without sending, the button that opened it does.
  const reported = useRef(false);
  const form = {
    ...props,
    onDone: (done: OrderBulkDone) => {
      reported.current = true;
      onDone(done);
    },
  };
  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={action === 'pay' ? t('orders.payTitle', { count }) : t('orders.shipTitle', { count })}
      description={action === 'pay' ? t('orders.payLead') : t('orders.shipLead')}
      returnFocus={() => {
        const back = !reported.current;
        reported.current = false;
        return back ? undefined : null;
      }}
    >
      {action === 'ship' && <ShipForm {...form} />}
      {action === 'pay' && <PayForm {...form} />}
    </Modal>
  );
}
