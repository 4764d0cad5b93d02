'use client';

import { type OrderMessage, orderMessageMaxLength } from '@shop/contracts';
import { useTimeZone, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { failureMessage, issueMessage } from '@/features/forms/field-issues';
import { failureOf } from '@/features/forms/use-call';
import { browserApi } from '@/lib/browser-api';
import { dateFormat } from '@/lib/dates';
import { buttonClass } from '@/ui/button-styles';
import { FieldShell } from '@/ui/Field';
import { FormFailure, FormStatus } from '@/ui/FormMessages';
import { Section } from '@/ui/Section';

interface OrderMessagesProps {
  orderId: number;
  /** The thread as the page was rendered with it. */
  messages: OrderMessage[];
  /** Who answers: the shop's name. */
  shopName: string;
  localeIso: string;
}

/**
 * The order's conversation with the shop, oldest first (the comment given at checkout opens it),
 * and a form to write to the shop; the shop's answers come here and by e-mail.
 */
export function OrderMessages({ orderId, messages: initial, shopName, localeIso }: OrderMessagesProps) {
  const t = useTranslations('AccountPages');
  const tr = useTranslations();
  const id = useId();
  const [messages, setMessages] = useState(initial);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const dates = dateFormat(localeIso, useTimeZone() ?? 'UTC');
  const author = (message: OrderMessage) =>
    message.author === 'staff'
      ? t('messageFromShop', { shop: shopName })
      : message.id === 'checkout'
        ? t('messageAtCheckout')
        : t('messageFromYou');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(undefined);
    setFailure(undefined);
    setProblem(undefined);
    if (!text.trim()) return setProblem(t('messageRequired'));
    setBusy(true);
    try {
      const thread = await browserApi.postOrderMessage({ params: { id: orderId }, body: { text } });
      setMessages(thread.data);
      setText('');
      setSent(t('messageSent'));
    } catch (error) {
      const failed = failureOf(error);
      const issue = failed.issues[0];
      if (issue) setProblem(tr(issueMessage(issue, (iso) => iso).key));
      else {
        const { key, values } = failed.status === 400 ? { key: 'AccountPages.messageFailed' } : failureMessage(failed);
        setFailure(tr(key, values));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section id={`${id}-title`} title={t('messagesTitle')} size="plain" level={3} className="space-y-3 text-sm">
      <p className="text-ink-muted">{t('messagesLead')}</p>
      {messages.length > 0 && (
        <ol className="space-y-2">
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.author === 'staff' ? 'rounded-md bg-brand/5 p-3' : 'rounded-md bg-surface-muted p-3'}
            >
              <p className="text-xs text-ink-muted">
                {author(message)} · {dates.dateTime(message.createdDate)}
              </p>
              <p className="whitespace-pre-line">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} noValidate className="space-y-2">
        <FormFailure text={failure} />
        <FieldShell label={t('messageLabel')} error={problem} alert>
          {(control) => (
            <textarea
              {...control}
              className="w-full rounded-md border border-line p-3 aria-[invalid=true]:border-danger"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={orderMessageMaxLength}
              rows={3}
            />
          )}
        </FieldShell>
        <button type="submit" className={buttonClass('secondary')} disabled={busy}>
          {t('sendMessage')}
        </button>
        <FormStatus text={sent} />
      </form>
    </Section>
  );
}
