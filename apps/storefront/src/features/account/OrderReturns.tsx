'use client';

import { type ReturnReason, type OrderReturns as Returns, returnReasons, returnRefusals } from '@shop/contracts';
import { useTimeZone, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { failureMessage } from '@/features/forms/field-issues';
import { failureOf } from '@/features/forms/use-call';
import { browserApi } from '@/lib/browser-api';
import { dateFormat } from '@/lib/dates';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure, FormStatus } from '@/ui/FormMessages';
import { Modal } from '@/ui/Modal';
import { Section } from '@/ui/Section';

interface OrderReturnsProps {
  orderId: number;
  /** The order's returns and what can still be returned, as the page was rendered with them. */
  returns: Returns;
  localeIso: string;
}

type Choice = { quantity: number; reason: ReturnReason | '' };

/**
 * The order's returns and their states, and "Return items" while something can still be sent
 * back: a dialog with each line's quantity and reason and a comment. The API says what may go.
 */
export function OrderReturns({ orderId, returns: initial, localeIso }: OrderReturnsProps) {
  const t = useTranslations('AccountPages');
  const tr = useTranslations();
  const id = useId();
  const [returns, setReturns] = useState(initial);
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const dates = dateFormat(localeIso, useTimeZone() ?? 'UTC');
  const money = (minor: number, currency: string) =>
    new Intl.NumberFormat(localeIso, { style: 'currency', currency }).format(minor / 100);
  const returnable = returns.lines.filter((line) => line.returnable > 0);
  const choiceOf = (position: number): Choice => choices[position] ?? { quantity: 0, reason: '' };
  const choose = (position: number, change: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [position]: { ...choiceOf(position), ...change } }));

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const lines = Object.entries(choices)
      .filter(([, choice]) => choice.quantity > 0)
      .map(([position, choice]) => ({ position: Number(position), quantity: choice.quantity, reason: choice.reason }));
    if (lines.length === 0) return setFailure(t('returnChooseLine'));
    if (lines.some((line) => line.reason === '')) return setFailure(t('returnChooseReason'));
    setBusy(true);
    try {
      const made = await browserApi.requestReturn({
        params: { id: orderId },
        body: { lines: lines as { position: number; quantity: number; reason: ReturnReason }[], comment },
      });
      setReturns(await browserApi.listReturns({ params: { id: orderId } }));
      setChoices({});
      setComment('');
      setOpen(false);
      setDone(t('returnRequested', { number: made.number }));
    } catch (error) {
      const failed = failureOf(error);
      const reason = returnRefusals.find((known) => known === failed.reason);
      if (reason) setFailure(t(`returnRefused.${reason}`, { maximum: String(failed.details?.maximum ?? '') }));
      else {
        const { key, values } = failureMessage(failed);
        setFailure(tr(key, values));
      }
    } finally {
      setBusy(false);
    }
  }

  if (returns.data.length === 0 && returnable.length === 0) return null;
  return (
    <Section id={`${id}-title`} title={t('returnsTitle')} size="plain" level={3} className="space-y-3 text-sm">
      <FormStatus text={done} />
      {returns.data.length > 0 && (
        <ul className="space-y-2">
          {returns.data.map((rma) => (
            <li key={rma.id} className="rounded-md bg-surface-muted p-3">
              <p className="font-semibold">
                {rma.number} · {t(`returnStates.${rma.state}`)}
              </p>
              <p className="text-xs text-ink-muted">{dates.dateTime(rma.createdDate)}</p>
              <ul>
                {rma.lines.map((line) => (
                  <li key={line.position}>
                    {line.quantity} × {line.name} ({t(`returnReasons.${line.reason}`)})
                  </li>
                ))}
              </ul>
              {rma.state === 'requested' && <p>{t('returnNext', { number: rma.number })}</p>}
              {rma.state === 'rejected' && rma.rejectReason && (
                <p>{t('returnRejectedBecause', { reason: rma.rejectReason })}</p>
              )}
              {rma.refundedAmount !== null && (
                <p>{t('returnRefundedAmount', { amount: money(rma.refundedAmount, rma.currency) })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {returnable.length > 0 && (
        <Modal
          open={open}
          onOpenChange={(next) => {
            setFailure(undefined);
            setOpen(next);
          }}
          trigger={t('returnItems')}
          triggerClassName={buttonClass('secondary')}
          title={t('returnItemsTitle')}
          closeLabel={t('returnClose')}
          kind="form"
          className="max-w-lg"
        >
          <form onSubmit={send} noValidate className="space-y-4 text-sm">
            <p className="text-ink-muted">{t('returnLead')}</p>
            {returnable.map((line) => (
              <fieldset key={line.position} className="space-y-2 rounded-md border border-line p-3">
                <legend className="px-1 font-semibold">{line.name}</legend>
                <label className="block">
                  <span className="block">{t('returnQuantity', { name: line.name, maximum: line.returnable })}</span>
                  <input
                    type="number"
                    min={0}
                    max={line.returnable}
                    value={choiceOf(line.position).quantity}
                    onChange={(e) =>
                      choose(line.position, {
                        quantity: Math.max(0, Math.min(line.returnable, Number(e.target.value))),
                      })
                    }
                    className="w-24 rounded-md border border-line p-2"
                  />
                </label>
                <label className="block">
                  <span className="block">{t('returnReason', { name: line.name })}</span>
                  <select
                    value={choiceOf(line.position).reason}
                    onChange={(e) => choose(line.position, { reason: e.target.value as ReturnReason })}
                    className="rounded-md border border-line p-2"
                  >
                    <option value="">{t('returnReasonNone')}</option>
                    {returnReasons.map((reason) => (
                      <option key={reason} value={reason}>
                        {t(`returnReasons.${reason}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </fieldset>
            ))}
            <label className="block">
              <span className="block">{t('returnComment')}</span>
              <textarea
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                maxLength={2000}
                rows={3}
                className="w-full rounded-md border border-line p-3"
              />
            </label>
            <FormFailure text={failure} />
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {t('returnSubmit')}
            </button>
          </form>
        </Modal>
      )}
    </Section>
  );
}
