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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../api';
import { type Formatters, useFormat, useT } from '../i18n/i18n';
import { Field } from '../ui/Field';
import { showApiError } from '../ui/forms';
import { PaymentBadge, StatusBadge } from '../ui/Labels';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

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

function ShipDialog({ detail, onClose }: { detail: AdminOrder; onClose: () => void }) {
  const t = useT();
  const settle = useSettle(detail.order.id);
  const form = useForm({ resolver: zodResolver(shipForm), defaultValues: { carrier: '', trackingNumber: '' } });
  const { errors } = form.formState;
  const ship = useMutation({
    mutationFn: (body: { carrier: string; trackingNumber: string }) =>
      api.shipOrder({ params: { id: detail.order.id }, body: { ...body, version: detail.version } }),
    onSuccess: (order) => {
      settle(order);
      onClose();
    },
    onError: (error) => showApiError(error, form.setError, ['carrier', 'trackingNumber']),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => ship.mutate(values))}>
      <Field label={t('order.carrier')} error={errors.carrier?.message} hint={t('order.carrierHint')}>
        {(control) => <input {...control} {...form.register('carrier')} list="carriers" autoComplete="off" />}
      </Field>
      <datalist id="carriers">
        {['DHL', 'DPD', 'GLS', 'Hermes', 'UPS', 'FedEx', 'Royal Mail', 'USPS'].map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field label={t('order.trackingNumber')} error={errors.trackingNumber?.message}>
        {(control) => <input {...control} {...form.register('trackingNumber')} autoComplete="off" />}
      </Field>
      <ActionError error={ship.error} onClose={onClose} />
      <div className="dialog-buttons">
        <button type="submit" className="button primary" disabled={ship.isPending}>
          {t('order.shipSubmit')}
        </button>
      </div>
    </form>
  );
}

function CancelDialog({ detail, onClose }: { detail: AdminOrder; onClose: () => void }) {
  const t = useT();
  const settle = useSettle(detail.order.id);
  const form = useForm({ resolver: zodResolver(cancelForm), defaultValues: { reason: '' } });
  const cancel = useMutation({
    mutationFn: (body: { reason: string }) =>
      api.cancelOrder({ params: { id: detail.order.id }, body: { ...body, version: detail.version } }),
    onSuccess: (order) => {
      settle(order);
      onClose();
    },
    onError: (error) => showApiError(error, form.setError, ['reason']),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => cancel.mutate(values))}>
      <Field label={t('order.reason')} error={form.formState.errors.reason?.message} hint={t('order.reasonHint')}>
        {(control) => <textarea {...control} rows={3} {...form.register('reason')} />}
      </Field>
      <ActionError error={cancel.error} onClose={onClose} />
      <div className="dialog-buttons">
        <button type="submit" className="button danger" disabled={cancel.isPending}>
          {t('order.cancelSubmit')}
        </button>
      </div>
    </form>
  );
}

function NoteDialog({ detail, onClose }: { detail: AdminOrder; onClose: () => void }) {
  const t = useT();
  const settle = useSettle(detail.order.id);
  const form = useForm({ resolver: zodResolver(orderNoteWriteSchema), defaultValues: { text: '' } });
  const note = useMutation({
    mutationFn: (body: { text: string }) => api.addOrderNote({ params: { id: detail.order.id }, body }),
    onSuccess: (order) => {
      settle(order);
      onClose();
    },
    onError: (error) => showApiError(error, form.setError, ['text']),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => note.mutate(values))}>
      <Field label={t('order.note')} error={form.formState.errors.text?.message} hint={t('order.noteHint')}>
        {(control) => <textarea {...control} rows={4} {...form.register('text')} />}
      </Field>
      <ActionError error={note.error} onClose={onClose} />
      <div className="dialog-buttons">
        <button type="submit" className="button primary" disabled={note.isPending}>
          {t('order.noteSubmit')}
        </button>
      </div>
    </form>
  );
}

/**
 * A refused action: the API's message. When the order changed meanwhile (409), a way to load it
 * as it is now; the dialog closes, since what it was about may no longer apply.
 */
function ActionError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { orderId } = route.useParams();
  const queryClient = useQueryClient();
  if (!error) return null;
  return (
    <ErrorNote
      error={error}
      onReload={() => {
        void queryClient.invalidateQueries({ queryKey: ['order', Number(orderId)] });
        onClose();
      }}
    />
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
        <section className="card span-2" aria-labelledby="lines">
          <h2 id="lines">{t('order.lines')}</h2>
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">{t('order.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('order.item')}</th>
                  <th scope="col">{t('order.sku')}</th>
                  <th scope="col" className="number">
                    {t('order.quantity')}
                  </th>
                  <th scope="col" className="number">
                    {t('order.unitPrice')}
                  </th>
                  <th scope="col" className="number">
                    {t('order.taxRate')}
                  </th>
                  <th scope="col" className="number">
                    {t('order.rowTotal')}
                  </th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </div>
          <p className="muted">{info.displayExcludingTaxes ? t('order.taxExempt') : t('order.netPrices')}</p>
          <Totals order={order} format={format} />
        </section>

        <section className="card" aria-labelledby="customer">
          <h2 id="customer">{t('order.customer')}</h2>
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
        </section>

        <section className="card" aria-labelledby="addresses">
          <h2 id="addresses">{t('order.addresses')}</h2>
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
        </section>

        <section className="card span-2" aria-labelledby="payments">
          <h2 id="payments">{t('order.payments')}</h2>
          {data.payments.length === 0 ? (
            <p className="muted">{t('order.noPayments')}</p>
          ) : (
            <div className="table-scroll">
              <table>
                <caption className="visually-hidden">{t('order.payments')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('order.provider')}</th>
                    <th scope="col">{t('order.paymentReference')}</th>
                    <th scope="col">{t('orders.status')}</th>
                    <th scope="col" className="number">
                      {t('order.amount')}
                    </th>
                    <th scope="col">{t('order.started')}</th>
                    <th scope="col">{t('order.events')}</th>
                  </tr>
                </thead>
                <tbody>
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
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section className="card" aria-labelledby="notes">
          <h2 id="notes">{t('order.notes')}</h2>
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
        </section>

        <section className="card" aria-labelledby="history">
          <h2 id="history">{t('order.history')}</h2>
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
        </section>
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
