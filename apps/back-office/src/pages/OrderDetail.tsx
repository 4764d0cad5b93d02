import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../api';
import { useFormat } from '../i18n/i18n';
import { orderQuery } from '../queries/orders';
import { ConfirmDialog } from '../ui/Confirm';
import { PaymentBadge, StatusBadge } from '../ui/Labels';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { BalanceNote } from './order-detail/BalanceNote';
import { type DialogAction, OrderActionDialogs } from './order-detail/OrderActionDialogs';
import { OrderAddresses } from './order-detail/OrderAddresses';
import { OrderCustomer } from './order-detail/OrderCustomer';
import { OrderDocuments } from './order-detail/OrderDocuments';
import { OrderEdit } from './order-detail/OrderEdit';
import { OrderHistory } from './order-detail/OrderHistory';
import { OrderLines } from './order-detail/OrderLines';
import { OrderMessages } from './order-detail/OrderMessages';
import { OrderNotes } from './order-detail/OrderNotes';
import { OrderPayments } from './order-detail/OrderPayments';
import { OrderReceivable } from './order-detail/OrderReceivable';
import { OrderRefunds } from './order-detail/OrderRefunds';
import { OrderReturns } from './order-detail/OrderReturns';
import { OrderShipments } from './order-detail/OrderShipments';
import { useSettle } from './order-detail/settle';

const route = getRouteApi('/app/orders/$orderId');

export function OrderDetailPage() {
  const t = useTranslations();
  const format = useFormat();
  const { orderId } = route.useParams();
  const id = Number(orderId);
  const settle = useSettle(id);
  const detail = useQuery(orderQuery(id));
  const [action, setAction] = useState<DialogAction | null>(null);
  // What the last dialog's action did: it takes the focus as the dialog closes.
  const [said, setSaid] = useState('');
  const outcome = useRef<HTMLParagraphElement>(null);
  const open = (chosen: DialogAction) => {
    setSaid('');
    setAction(chosen);
  };
  // Marking delivered cannot be taken back: it is asked first.
  const [askDeliver, setAskDeliver] = useState(false);
  const deliver = useMutation({
    mutationFn: (version: number) => api.markOrderDelivered({ params: { id }, body: { version } }),
    onSuccess: (order) => {
      settle(order);
      setAskDeliver(false);
    },
  });
  // An invoice order its shopper left unconfirmed: staff confirm it, then ship it.
  const confirm = useMutation({
    mutationFn: (version: number) => api.confirmInvoiceOrder({ params: { id }, body: { version } }),
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
  const canConfirm = order.status === 'pending' && order.paymentMethodCode === 'invoice';
  // Partly shipped: the rest ships at once, or in further parcels.
  const canShip = order.status === 'confirmed' || order.status === 'partlyShipped';
  const canDeliver = order.status === 'shipped';
  const canCancel = order.status === 'pending' || order.status === 'confirmed';
  // Not shipped nor cancelled: its lines, address and shipping may still change.
  const canEdit = canCancel;

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
            <BalanceNote detail={data} />
            {t('order.placed', { date: format.dateTime(order.createdDate) })}
          </>
        }
      >
        {canConfirm && (
          <button
            type="button"
            className="button primary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(data.version)}
          >
            {t('order.confirm')}
          </button>
        )}
        {canShip && (
          <button type="button" className="button primary" onClick={() => open('ship')}>
            {t(order.status === 'partlyShipped' ? 'order.shipRest' : 'order.ship')}
          </button>
        )}
        {canShip && (
          <button type="button" className="button" onClick={() => open('shipItems')}>
            {t('order.shipItems')}
          </button>
        )}
        {canDeliver && (
          <button
            type="button"
            className="button primary"
            onClick={() => {
              deliver.reset();
              setAskDeliver(true);
            }}
          >
            {t('order.markDelivered')}
          </button>
        )}
        {canEdit && <OrderEdit detail={data} onDone={setSaid} outcome={outcome} />}
        <button type="button" className="button" onClick={() => open('note')}>
          {t('order.addNote')}
        </button>
        {canCancel && (
          <button type="button" className="button danger" onClick={() => open('cancel')}>
            {t('order.cancel')}
          </button>
        )}
      </PageHeader>
      {said && (
        <p role="status" className="ok" tabIndex={-1} ref={outcome}>
          {said}
        </p>
      )}
      <ErrorNote
        error={confirm.error}
        onReload={() => {
          confirm.reset();
          void detail.refetch();
        }}
      />

      <div className="detail-grid">
        <OrderLines order={order} />
        <OrderShipments order={order} />
        <OrderCustomer detail={data} />
        <OrderAddresses order={order} />
        <OrderPayments payments={data.payments} />
        <OrderRefunds detail={data} />
        <OrderReturns orderId={order.id} />
        <OrderDocuments orderId={order.id} email={order.email} />
        {data.receivable && <OrderReceivable detail={{ ...data, receivable: data.receivable }} />}
        <OrderMessages orderId={order.id} />
        <OrderNotes detail={data} />
        <OrderHistory history={data.history} />
      </div>

      <OrderActionDialogs
        detail={data}
        action={action}
        onClose={() => setAction(null)}
        onDone={setSaid}
        outcome={outcome}
      />
      <ConfirmDialog
        open={askDeliver}
        title={t('order.deliverTitle', { number: order.transactionnum })}
        description={t('order.deliverText')}
        confirm={t('order.markDelivered')}
        danger={false}
        pending={deliver.isPending}
        error={deliver.error}
        onReload={() => {
          setAskDeliver(false);
          void detail.refetch();
        }}
        onConfirm={() => deliver.mutate(data.version)}
        onCancel={() => setAskDeliver(false)}
      />
    </>
  );
}
