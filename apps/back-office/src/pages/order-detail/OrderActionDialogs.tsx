import { zodResolver } from '@hookform/resolvers/zod';
import { cancelOrderSchema, orderNoteWriteSchema, shipOrderSchema } from '@shop/contracts';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { InputField, TextareaField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { CarrierField } from './CarrierField';
import { ActionEnd, type DialogProps, useOrderAction } from './order-action';
import { ShipItemsDialog } from './ShipItemsDialog';

const shipForm = shipOrderSchema.omit({ version: true });
const cancelForm = cancelOrderSchema.omit({ version: true });

/** The actions of the order page that ask for something in a dialog before they are sent. */
export type DialogAction = 'ship' | 'shipItems' | 'cancel' | 'note';

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
        open={action === 'shipItems'}
        onOpenChange={(open) => !open && onClose()}
        returnFocus={() => outcome.current ?? undefined}
        title={t('order.shipItemsTitle', { number: order.transactionnum })}
        description={t('order.shipItemsLead')}
      >
        <ShipItemsDialog detail={detail} onClose={onClose} onDone={onDone} />
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
