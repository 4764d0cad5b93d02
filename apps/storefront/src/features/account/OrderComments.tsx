'use client';

import type { ShopperOrder } from '@shop/client';
import { useTimeZone, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { dateFormat } from '@/lib/dates';
import { buttonClass } from '@/ui/button-styles';
import { TextAreaField } from '@/ui/Field';
import { FormFailure, FormStatus } from '@/ui/FormMessages';
import { Section } from '@/ui/Section';

interface OrderCommentsProps {
  orderId: number;
  comments: ShopperOrder['comments'];
  localeIso: string;
}

/** An order's comments, oldest first, and a form to add one (postOrderComment). */
export function OrderComments({ orderId, comments, localeIso }: OrderCommentsProps) {
  const t = useTranslations('AccountPages');
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const dates = dateFormat(localeIso, useTimeZone() ?? 'UTC');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(undefined);
    if (!text.trim()) return setFailure(t('commentRequired'));
    setBusy(true);
    setFailure(undefined);
    try {
      await browserApi.postOrderComment({ params: { id: orderId }, body: { feedback: text } });
      setText('');
      setSent(t('commentSent'));
      router.refresh();
    } catch {
      setFailure(t('commentFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section id={`${id}-title`} title={t('commentsTitle')} size="plain" level={3} className="space-y-3 text-sm">
      {comments.length > 0 && (
        <ul className="space-y-2">
          {comments.map((comment) => (
            <li key={comment.createdDate + comment.text} className="rounded-md bg-surface-muted p-3">
              <p className="text-xs text-ink-muted">{dates.dateTime(comment.createdDate)}</p>
              <p className="whitespace-pre-line">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={send} noValidate className="space-y-2">
        <FormFailure text={failure} />
        <TextAreaField
          label={t('commentLabel')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={1000}
          rows={3}
        />
        <button type="submit" className={buttonClass('secondary')} disabled={busy}>
          {t('sendComment')}
        </button>
        <FormStatus text={sent} />
      </form>
    </Section>
  );
}
