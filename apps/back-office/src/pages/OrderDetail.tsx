import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrder,
  cancelOrderSchema,
  orderNoteWriteSchema,
  type PostalAddress,
  shipOrderSchema,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type UseFormSetError, useForm } from 'react-hook-form';
import { api } from '../api';
import { type Formatters, useFormat, useT } from '../i18n/i18n';
import { Card } from '../ui/Card';
import { InputField, SubmitButton, TextareaField } from '../ui/Field';
import { showApiError } from '../ui/forms';
import { PaymentBadge, StatusBadge } from '../ui/Labels';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { Table } from '../ui/Table';

const route = getRouteApi('/app/orders/$orderId');

const shipForm = shipOrderSchema.omit({ version: true });
const cancelForm = cancelOrderSchema.omit({ version: true });

type Action = 'ship' | 'deliver' | 'cancel' | 'note';

/** After an action the API answers the whole order: it replaces the detail, lists are read again. */
function useSettle(id: number) {
  const queryClient = useQueryClient();
  return (order: AdminOrder) => {
    queryClient.setQueryData(['order', id], order);
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

function Address({ address }: { address: PostalAddress }) {
  return (
    <address>
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      {address.apartment && `, ${address.apartment}`}
      <br />
      {address.postalCode} {address.city}
      {address.region && `, ${address.region}`}
      <br />
      {address.country}
      {address.vatId && (
        <>
          <br />
          {address.vatId}
        </>
      )}
    </address>
  );
}

function Totals({ order, format }: { order: AdminOrder['order']; format: Formatters }) {
  const t = useT();
  const info = order.cartInfo;
  const money = (minor: number) => format.money(minor, info.currency);
  return (
    <dl className="totals">
      <div>
        <dt>{t('order.subtotal')}</dt>
        <dd>{money(info.subtotal)}</dd>
      </div>
      {info.discount_amount !== 0 && (
        <div>
          <dt>{info.couponCode ? t('order.discountCode', { code: info.couponCode }) : t('order.discount')}</dt>
          <dd>{money(-Math.abs(info.discount_amount))}</dd>
        </div>
      )}
      <div>
        <dt>{t('order.shipping', { method: info.shippingMethod.name })}</dt>
        <dd>{money(info.shipping_amount)}</dd>
      </div>
      {info.taxes.map((tax) => (
        <div key={tax.rate}>
          <dt>{t('order.tax', { rate: format.number(tax.rate / 100) })}</dt>
          <dd>{money(tax.amount)}</dd>
        </div>
      ))}
      <div className="grand">
        <dt>{t('order.grandTotal')}</dt>
        <dd>{money(info.grandTotalIncTax)}</dd>
      </div>
    </dl>
  );
}

interface DialogProps {
  detail: AdminOrder;
  onClose: () => void;
}

/**
 * An action a dialog sends: the order the API answers replaces the page's and the dialog closes;
 * a refusal goes on the dialog's form.
 */
function useOrderAction<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: ReadonlyArray<keyof V & string>,
  send: (values: V) => Promise<AdminOrder>,
  { detail, onClose }: DialogProps,
) {
  const settle = useSettle(detail.order.id);
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      settle(order);
      onClose();
    },
    onError: (error) => showApiError(error, setError, fields),
  });
}

function ShipDialog(props: DialogProps) {
  const t = useT();
  const { order, version } = props.detail;
  const form = useForm({ resolver: zodResolver(shipForm), defaultValues: { carrier: '', trackingNumber: '' } });
  const ship = useOrderAction(
    form.setError,
    ['carrier', 'trackingNumber'],
    (body) => api.shipOrder({ params: { id: order.id }, body: { ...body, version } }),
    props,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => ship.mutate(values))}>
      <InputField
        form={form}
        name="carrier"
        label={t('order.carrier')}
        hint={t('order.carrierHint')}
        list="carriers"
        autoComplete="off"
      />
      <datalist id="carriers">
        {['DHL', 'DPD', 'GLS', 'Hermes', 'UPS', 'FedEx', 'Royal Mail', 'USPS'].map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <InputField form={form} name="trackingNumber" label={t('order.trackingNumber')} autoComplete="off" />
      <ActionEnd action={ship} onClose={props.onClose}>
        {t('order.shipSubmit')}
      </ActionEnd>
    </form>
  );
}

function CancelDialog(props: DialogProps) {
  const t = useT();
  const { order, version } = props.detail;
  const form = useForm({ resolver: zodResolver(cancelForm), defaultValues: { reason: '' } });
  const cancel = useOrderAction(
    form.setError,
    ['reason'],
    (body) => api.cancelOrder({ params: { id: order.id }, body: { ...body, version } }),
    props,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => cancel.mutate(values))}>
      <TextareaField form={form} name="reason" label={t('order.reason')} hint={t('order.reasonHint')} rows={3} />
      <ActionEnd action={cancel} onClose={props.onClose} danger>
        {t('order.cancelSubmit')}
      </ActionEnd>
    </form>
  );
}

function NoteDialog(props: DialogProps) {
  const t = useT();
  const form = useForm({ resolver: zodResolver(orderNoteWriteSchema), defaultValues: { text: '' } });
  const note = useOrderAction(
    form.setError,
    ['text'],
    (body) => api.addOrderNote({ params: { id: props.detail.order.id }, body }),
    props,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => note.mutate(values))}>
      <TextareaField form={form} name="text" label={t('order.note')} hint={t('order.noteHint')} rows={4} />
      <ActionEnd action={note} onClose={props.onClose}>
        {t('order.noteSubmit')}
      </ActionEnd>
    </form>
  );
}

/**
 * The end of an action's dialog: the API's refusal, and the button that sends it. When the order
 * changed meanwhile (409), a way to load it as it is now; the dialog closes, since what it was
 * about may no longer apply.
 */
function ActionEnd({
  action,
  onClose,
  danger = false,
  children,
}: {
  action: { error: unknown; isPending: boolean };
  onClose: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  const { orderId } = route.useParams();
  const queryClient = useQueryClient();
  return (
    <>
      {action.error && (
        <ErrorNote
          error={action.error}
          onReload={() => {
            void queryClient.invalidateQueries({ queryKey: ['order', Number(orderId)] });
            onClose();
          }}
        />
      )}
      <div className="dialog-buttons">
        <SubmitButton pending={action.isPending} danger={danger}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}

export function OrderDetailPage() {
  const t = useT();
  const format = useFormat();
  const { orderId } = route.useParams();
  const id = Number(orderId);
  const settle = useSettle(id);
  const detail = useQuery({ queryKey: ['order', id], queryFn: () => api.getAdminOrder({ params: { id } }) });
  const [action, setAction] = useState<Action | null>(null);
  const deliver = useMutation({
    mutationFn: (version: number) => api.markOrderDelivered({ params: { id }, body: { version } }),
    onSuccess: settle,
  });

  if (detail.isPending)
    return (
      <>
        <PageHeader title={t('order.title', { number: '…' })} />
        <Loading />
      </>
    );
  if (detail.error || !detail.data)
    return (
      <>
        <PageHeader title={t('order.title', { number: orderId })} />
        <ErrorNote error={detail.error} />
        <Link to="/orders">{t('order.back')}</Link>
      </>
    );

  const data = detail.data;
  const { order } = data;
  const info = order.cartInfo;
  const money = (minor: number, currency: string = info.currency) => format.money(minor, currency);
  const canShip = order.status === 'confirmed';
  const canDeliver = order.status === 'shipped';
  const canCancel = order.status === 'pending' || order.status === 'confirmed';
  const paidOnline = order.paymentStatus === 'paid' && order.paymentMethodCode !== 'invoice';
  const close = () => setAction(null);

  return (
    <>
      <p className="breadcrumb">
        <Link to="/orders">{t('order.back')}</Link>
      </p>
      <PageHeader
        title={t('order.title', { number: order.transactionnum })}
        lead={
          <>
            <StatusBadge status={order.status} /> <PaymentBadge status={order.paymentStatus} />{' '}
            {t('order.placed', { date: format.dateTime(order.createdDate) })}
          </>
        }
      >
        {canShip && (
          <button type="button" className="button primary" onClick={() => setAction('ship')}>
            {t('order.ship')}
          </button>
        )}
        {canDeliver && (
          <button
            type="button"
            className="button primary"
            disabled={deliver.isPending}
            onClick={() => deliver.mutate(data.version)}
          >
            {t('order.markDelivered')}
          </button>
        )}
        <button type="button" className="button" onClick={() => setAction('note')}>
          {t('order.addNote')}
        </button>
        {canCancel && (
          <button type="button" className="button danger" onClick={() => setAction('cancel')}>
            {t('order.cancel')}
          </button>
        )}
      </PageHeader>
      {deliver.error && (
        <ErrorNote
          error={deliver.error}
          onReload={() => {
            deliver.reset();
            void detail.refetch();
          }}
        />
      )}

      <div className="detail-grid">
        <Card title={t('order.lines')} className="span-2">
          <Table
            caption={t('order.lines')}
            columns={[
              t('order.item'),
              t('order.sku'),
              { label: t('order.quantity'), numeric: true },
              { label: t('order.unitPrice'), numeric: true },
              { label: t('order.taxRate'), numeric: true },
              { label: t('order.rowTotal'), numeric: true },
            ]}
          >
            {info.cartItems.map((item) => (
              <tr key={`${item.sku}-${item.rowTotal}`}>
                <td>
                  {item.name}
                  <span className="sub">{item.itemnum}</span>
                  {Object.values(item.selectedAddtionalProducts).map((extra) => (
                    <span className="sub" key={extra.sku}>
                      + {extra.name} ({money(extra.price)})
                    </span>
                  ))}
                </td>
                <td>{item.sku}</td>
                <td className="number">{format.number(item.quantity)}</td>
                <td className="number">{money(item.price)}</td>
                <td className="number">{format.number(item.taxRate / 100)} %</td>
                <td className="number">{money(item.rowTotal)}</td>
              </tr>
            ))}
          </Table>
          <p className="muted">{info.displayExcludingTaxes ? t('order.taxExempt') : t('order.netPrices')}</p>
          <Totals order={order} format={format} />
        </Card>

        <Card title={t('order.customer')}>
          {data.customer ? (
            <p>
              <Link to="/customers/$customerId" params={{ customerId: String(data.customer.id) }}>
                {data.customer.name}
              </Link>
              <span className="sub">{data.customer.customerNumber}</span>
              <span className="sub">{data.customer.email}</span>
            </p>
          ) : (
            <p>
              {t('orders.guest')}
              <span className="sub">{order.email}</span>
            </p>
          )}
          <dl className="facts">
            <div>
              <dt>{t('order.method')}</dt>
              <dd>{t(`method.${order.paymentMethodCode}`)}</dd>
            </div>
            <div>
              <dt>{t('order.reference')}</dt>
              <dd>{info.orderReference || '—'}</dd>
            </div>
            <div>
              <dt>{t('order.comment')}</dt>
              <dd className="pre">{info.comment || '—'}</dd>
            </div>
            <div>
              <dt>{t('order.language')}</dt>
              <dd>{order.locale}</dd>
            </div>
          </dl>
        </Card>

        <Card title={t('order.addresses')}>
          <div className="two-columns">
            <div>
              <h3>{t('order.shippingAddress')}</h3>
              <Address address={info.shippingAddress} />
            </div>
            <div>
              <h3>{t('order.billingAddress')}</h3>
              <Address address={info.billingAddress} />
            </div>
          </div>
          {order.shipment && (
            <>
              <h3>{t('order.shipment')}</h3>
              <p>
                {order.shipment.carrier}{' '}
                {order.shipment.trackingUrl ? (
                  <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
                    {order.shipment.trackingNumber}
                  </a>
                ) : (
                  order.shipment.trackingNumber
                )}
                <span className="sub">
                  {t('order.shippedOn', { date: format.dateTime(order.shipment.shippedDate) })}
                </span>
                {order.shipment.deliveredDate && (
                  <span className="sub">
                    {t('order.deliveredOn', { date: format.dateTime(order.shipment.deliveredDate) })}
                  </span>
                )}
              </p>
            </>
          )}
        </Card>

        <Card title={t('order.payments')} className="span-2">
          {data.payments.length === 0 ? (
            <p className="muted">{t('order.noPayments')}</p>
          ) : (
            <Table
              caption={t('order.payments')}
              columns={[
                t('order.provider'),
                t('order.paymentReference'),
                t('orders.status'),
                { label: t('order.amount'), numeric: true },
                t('order.started'),
                t('order.events'),
              ]}
            >
              {data.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>
                    {payment.provider}
                    <span className="sub">{payment.method}</span>
                  </td>
                  <td>{payment.reference ?? '—'}</td>
                  <td>
                    <PaymentBadge status={payment.status} />
                  </td>
                  <td className="number">{money(payment.amount, payment.currency)}</td>
                  <td>{format.dateTime(payment.createdDate)}</td>
                  <td>
                    {payment.events.length === 0 ? (
                      '—'
                    ) : (
                      <ul className="plain">
                        {payment.events.map((event) => (
                          <li key={event.eventId}>
                            {event.type} <span className="muted">{format.dateTime(event.receivedDate)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Card>

        <Card title={t('order.notes')}>
          {data.notes.length === 0 ? (
            <p className="muted">{t('order.noNotes')}</p>
          ) : (
            <ul className="timeline">
              {data.notes.map((note) => (
                <li key={note.id}>
                  <p className="pre">{note.text}</p>
                  <span className="sub">
                    {note.author} · {format.dateTime(note.createdDate)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {order.comments.length > 0 && (
            <>
              <h3>{t('order.customerComments')}</h3>
              <ul className="timeline">
                {order.comments.map((comment) => (
                  <li key={comment.createdDate}>
                    <p className="pre">{comment.text}</p>
                    <span className="sub">{format.dateTime(comment.createdDate)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>

        <Card title={t('order.history')}>
          {data.history.length === 0 ? (
            <p className="muted">{t('order.noHistory')}</p>
          ) : (
            <ul className="timeline">
              {data.history.map((entry) => (
                <li key={`${entry.at}-${entry.action}`}>
                  {entry.action}
                  <span className="sub">
                    {entry.actor} · {format.dateTime(entry.at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Modal
        open={action === 'ship'}
        onOpenChange={(open) => !open && close()}
        title={t('order.shipTitle', { number: order.transactionnum })}
        description={t('order.shipLead')}
      >
        <ShipDialog detail={data} onClose={close} />
      </Modal>
      <Modal
        open={action === 'cancel'}
        onOpenChange={(open) => !open && close()}
        title={t('order.cancelTitle', { number: order.transactionnum })}
        description={
          paidOnline ? t('order.cancelRefund', { amount: money(info.grandTotalIncTax) }) : t('order.cancelLead')
        }
      >
        <CancelDialog detail={data} onClose={close} />
      </Modal>
      <Modal
        open={action === 'note'}
        onOpenChange={(open) => !open && close()}
        title={t('order.noteTitle')}
        description={t('order.noteLead')}
      >
        <NoteDialog detail={data} onClose={close} />
      </Modal>
    </>
  );
}
