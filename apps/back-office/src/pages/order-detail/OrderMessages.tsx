import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminOrderMessage, orderMessageMaxLength, staffOrderMessageWriteSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { orderKeys } from '../../queries/orders';
import { Card } from '../../ui/Card';
import { SubmitButton, TextareaField } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { ErrorNote, SaveOutcome } from '../../ui/RouteStates';

/**
 * The order's conversation with its customer, oldest first (the comment given at checkout opens
 * it), and a reply, which the customer reads on their order's page and gets by e-mail.
 */
export function OrderMessages({ orderId }: { orderId: number }) {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  // Under the order's detail key: a change of the order fetches the thread again with it.
  const queryKey = [...orderKeys.detail(orderId), 'messages'];
  const thread = useQuery({ queryKey, queryFn: () => api.listAdminOrderMessages({ params: { id: orderId } }) });
  const form = useForm({ resolver: zodResolver(staffOrderMessageWriteSchema), defaultValues: { text: '' } });
  const reply = useMutation({
    mutationFn: (body: { text: string }) => api.postAdminOrderMessage({ params: { id: orderId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      // The reply is in the order's history too.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId), exact: true });
      form.reset();
    },
    onError: (error) => showApiError(error, form.setError, ['text']),
  });
  const author = (message: AdminOrderMessage) => {
    if (message.author === 'customer') return t(message.id === 'checkout' ? 'order.atCheckout' : 'order.fromCustomer');
    return message.staffName === 'admin-key' ? t('shell.adminKey') : message.staffName;
  };
  const messages = thread.data?.data;
  return (
    <Card title={t('order.messages')} className="span-2">
      {thread.error ? (
        <ErrorNote error={thread.error} />
      ) : messages?.length === 0 ? (
        <p className="muted">{t('order.noMessages')}</p>
      ) : (
        <ul className="timeline">
          {messages?.map((message) => (
            <li key={message.id}>
              <p className="pre">{message.text}</p>
              <span className="sub">
                {author(message)} · {format.dateTime(message.createdDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={form.handleSubmit((values) => reply.mutate(values))}>
        <TextareaField
          form={form}
          name="text"
          label={t('order.reply')}
          hint={t('order.replyHint')}
          rows={4}
          maxLength={orderMessageMaxLength}
        />
        <SubmitButton pending={reply.isPending}>{t('order.sendReply')}</SubmitButton>
        <SaveOutcome form={form} save={reply} />
        <p role="status" className="ok status-line">
          {reply.isSuccess && t('order.replySent')}
        </p>
      </form>
    </Card>
  );
}
