import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderReturn,
  returnConditions,
  returnReceiptSchema,
  returnRefundSchema,
  returnRejectionSchema,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { orderKeys } from '../../queries/orders';
import { returnKeys } from '../../queries/returns';
import { CheckboxField, NumberField, SelectField, SubmitButton, TextareaField } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { ErrorNote } from '../../ui/RouteStates';

export type ReturnAction = 'receive' | 'refund' | 'reject';

interface DialogProps {
  rma: AdminOrderReturn;
  onClose: () => void;
}

/** A step sent: the return the API answers replaces the page's, lists and the order are read again. */
function useReturnStep<V>(rma: AdminOrderReturn, send: (values: V) => Promise<AdminOrderReturn>, onClose: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (next) => {
      queryClient.setQueryData(returnKeys.detail(rma.id), next);
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(rma.orderId) });
      onClose();
    },
  });
}

const receiptForm = returnReceiptSchema.omit({ version: true });

function ReceiveForm({ rma, onClose }: DialogProps) {
  const t = useTranslations();
  const form = useForm({
    resolver: zodResolver(receiptForm),
    defaultValues: {
      lines: rma.lines.map((line) => ({
        position: line.position,
        quantity: line.quantity,
        condition: 'resellable' as const,
      })),
    },
  });
  const receive = useReturnStep(
    rma,
    (body: { lines: { position: number; quantity: number; condition: 'resellable' | 'damaged' }[] }) =>
      api.receiveReturn({ params: { id: rma.id }, body: { ...body, version: rma.version } }),
    onClose,
  );
  const conditions = returnConditions.map((value) => ({ value, label: t(`returns.conditions.${value}`) }));
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        receive.mutate(values, { onError: (error) => showApiError(error, form.setError, []) }),
      )}
    >
      {rma.lines.map((line, i) => (
        <fieldset key={line.position}>
          <legend>{line.name}</legend>
          <NumberField
            form={form}
            name={`lines.${i}.quantity`}
            label={t('returns.receivedOf', { name: line.name })}
            min={0}
            max={line.quantity}
          />
          <SelectField
            form={form}
            name={`lines.${i}.condition`}
            label={t('returns.conditionOf', { name: line.name })}
            options={conditions}
          />
        </fieldset>
      ))}
      <ErrorNote error={receive.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={receive.isPending}>{t('returns.receive')}</SubmitButton>
      </div>
    </form>
  );
}

const refundForm = returnRefundSchema.omit({ version: true });

function RefundForm({ rma, onClose }: DialogProps) {
  const t = useTranslations();
  const format = useFormat();
  const money = (minor: number) => format.money(minor, rma.currency);
  const form = useForm({ resolver: zodResolver(refundForm), defaultValues: { shipping: false } });
  const refund = useReturnStep(
    rma,
    (body: { shipping: boolean }) =>
      api.refundReturn({ params: { id: rma.id }, body: { ...body, version: rma.version } }),
    onClose,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => refund.mutate(values))}>
      <p>{t('returns.refundGoods', { amount: money(rma.refundableGoods) })}</p>
      {rma.refundableShipping > 0 && (
        <CheckboxField
          form={form}
          name="shipping"
          label={t('returns.refundShipping', { amount: money(rma.refundableShipping) })}
        />
      )}
      <p>{rma.paymentMethodCode === 'invoice' ? t('returns.refundAsCredit') : t('returns.refundByPayment')}</p>
      <ErrorNote error={refund.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={refund.isPending}>{t('returns.refund')}</SubmitButton>
      </div>
    </form>
  );
}

const rejectForm = returnRejectionSchema.omit({ version: true });

function RejectForm({ rma, onClose }: DialogProps) {
  const t = useTranslations();
  const form = useForm({ resolver: zodResolver(rejectForm), defaultValues: { reason: '' } });
  const reject = useReturnStep(
    rma,
    (body: { reason: string }) => api.rejectReturn({ params: { id: rma.id }, body: { ...body, version: rma.version } }),
    onClose,
  );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        reject.mutate(values, { onError: (error) => showApiError(error, form.setError, ['reason']) }),
      )}
    >
      <TextareaField form={form} name="reason" label={t('returns.rejectReason')} rows={3} maxLength={500} />
      <ErrorNote error={reject.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={reject.isPending} danger>
          {t('returns.reject')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The dialog of the step chosen on a return's page. */
export function ReturnDialogs({ rma, action, onClose }: DialogProps & { action: ReturnAction | null }) {
  const t = useTranslations();
  const titles = {
    receive: t('returns.receiveTitle', { number: rma.number }),
    refund: t('returns.refundTitle', { number: rma.number }),
    reject: t('returns.rejectTitle', { number: rma.number }),
  };
  const leads = { receive: t('returns.receiveLead'), refund: undefined, reject: t('returns.rejectLead') };
  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={action ? titles[action] : ''}
      description={action ? leads[action] : undefined}
    >
      {action === 'receive' && <ReceiveForm rma={rma} onClose={onClose} />}
      {action === 'refund' && <RefundForm rma={rma} onClose={onClose} />}
      {action === 'reject' && <RejectForm rma={rma} onClose={onClose} />}
    </Modal>
  );
}
