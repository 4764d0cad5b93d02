import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffOrder } from '@shop/client';
import { cancelOrderSchema, orderNoteWriteSchema, shipOrderSchema } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode, RefObject } from 'react';
import { type FieldValues, type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { orderKeys } from '../../queries/orders';
import { InputField, SubmitButton, TextareaField } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { ErrorNote } from '../../ui/RouteStates';
import { CarrierField } from './CarrierField';
import { useSettle } from './settle';

const route = getRouteApi('/app/orders/$orderId');

const shipForm = shipOrderSchema.omit({ version: true });
const cancelForm = cancelOrderSchema.omit({ version: true });

/** The actions of the order page that ask for something in a dialog before they are sent. */
export type DialogAction = 'ship' | 'cancel' | 'note';

interface DialogProps {
  detail: StaffOrder;
  onClose: () => void;
  /** Says what the action did, once the API has it. */
  onDone: (said: string) => void;
}

/**
 * An action a dialog sends: the order the API answers replaces the page's, the page says what was
 * done and the dialog closes; a refusal goes on the dialog's form.
 */
function useOrderAction<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: ReadonlyArray<keyof V & string>,
  send: (values: V) => Promise<StaffOrder>,
  said: (values: V) => string,
  { detail, onClose, onDone }: DialogProps,
) {
  const settle = useSettle(detail.order.id);
  return useMutation({
    mutationFn: send,
    onSuccess: (order, values) => {
      settle(order);
      onDone(said(values));
      onClose();
    },
    onError: (error) => showApiError(error, setError, fields),
  });
}

function ShipDialog(props: DialogProps) {
  const t = useTranslations();
  const { order, version } = props.detail;
  const form = useForm({ resolver: zodResolver(shipForm), defaultValues: { carrier: '', trackingNumber: '' } });
  const ship = useOrderAction(
    form.setError,
    ['carrier', 'trackingNumber'],
    (body) => api.shipOrder({ params: { id: order.id }, body: { ...body, version } }),
    ({ carrier }) => t('order.shippedWith', { number: order.transactionnum, carrier }),
    props,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => ship.mutate(values))}>
      <CarrierField form={form} />
      <InputField form={form} name="trackingNumber" label={t('order.trackingNumber')} autoComplete="off" />
      <ActionEnd action={ship} onClose={props.onClose}>
        {t('order.shipSubmit')}
      </ActionEnd>
    </form>
  );
}

function CancelDialog(props: DialogProps) {
  const t = useTranslations();
  const { order, version } = props.detail;
  const form = useForm({ resolver: zodResolver(cancelForm), defaultValues: { reason: '' } });
  const cancel = useOrderAction(
    form.setError,
    ['reason'],
    (body) => api.cancelOrder({ params: { id: order.id }, body: { ...body, version } }),
    () => t('order.cancelled', { number: order.transactionnum }),
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
  const t = useTranslations();
  const form = useForm({ resolver: zodResolver(orderNoteWriteSchema), defaultValues: { text: '' } });
  const note = useOrderAction(
    form.setError,
    ['text'],
    (body) => api.addOrderNote({ params: { id: props.detail.order.id }, body }),
    () => t('order.noteAdded'),
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
            void queryClient.invalidateQueries({ queryKey: orderKeys.detail(Number(orderId)) });
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

/**
 * The dialogs of the order's actions, the one chosen open. After an action the focus goes to
 * `outcome`, which says what was done: the button that opened the dialog may have gone with it.
 */
export function OrderActionDialogs({
  detail,
  action,
  onClose,
  onDone,
  outcome,
}: DialogProps & {
  action: DialogAction | null;
  outcome: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations();
  const format = useFormat();
  const { order } = detail;
  const paidOnline = order.paymentStatus === 'paid' && order.paymentMethodCode !== 'invoice';
  return (
    <>
      <Modal
        open={action === 'ship'}
        onOpenChange={(open) => !open && onClose()}
        returnFocus={() => outcome.current ?? undefined}
        title={t('order.shipTitle', { number: order.transactionnum })}
        description={t('order.shipLead')}
      >
        <ShipDialog detail={detail} onClose={onClose} onDone={onDone} />
      </Modal>
      <Modal
        open={action === 'cancel'}
        onOpenChange={(open) => !open && onClose()}
        returnFocus={() => outcome.current ?? undefined}
        title={t('order.cancelTitle', { number: order.transactionnum })}
        description={
          paidOnline
            ? t('order.cancelRefund', {
                amount: format.money(order.cartInfo.grandTotalIncTax, order.cartInfo.currency),
              })
            : t('order.cancelLead')
        }
      >
        <CancelDialog detail={detail} onClose={onClose} onDone={onDone} />
      </Modal>
      <Modal
        open={action === 'note'}
        onOpenChange={(open) => !open && onClose()}
        returnFocus={() => outcome.current ?? undefined}
        title={t('order.noteTitle')}
        description={t('order.noteLead')}
      >
        <NoteDialog detail={detail} onClose={onClose} onDone={onDone} />
      </Modal>
    </>
  );
}
