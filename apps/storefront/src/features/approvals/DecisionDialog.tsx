'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '@/ui/button-styles';
import { TextAreaField } from '@/ui/Field';

interface DecisionDialogProps {
  decision: 'approve' | 'reject' | 'return';
  number: string;
  total: string;
  onDecide: (note: string) => Promise<unknown>;
}

/** Asks before an order request is approved, and for the reason or comment of a rejection or return. */
export function DecisionDialog({ decision, number, total, onDecide }: DecisionDialogProps) {
  const t = useTranslations('Approvals');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const asks = decision !== 'approve';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    setMissing(asks && note === '');
    if (asks && note === '') return;
    setBusy(true);
    await onDecide(note);
    // Done or refused, the page says which beside the request.
    setBusy(false);
    setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={buttonClass(decision === 'approve' ? 'primary' : 'secondary')}
        aria-label={t(`actions.${decision}Named`, { number })}
      >
        {t(`actions.${decision}`)}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-4 top-[15vh] z-50 mx-auto max-w-md rounded-lg bg-surface p-6 shadow-overlay">
          <form noValidate onSubmit={submit} className="space-y-4">
            <Dialog.Title className="text-xl font-bold">{t(`dialogs.${decision}Title`, { number })}</Dialog.Title>
            <Dialog.Description>{t(`dialogs.${decision}Text`, { total })}</Dialog.Description>
            {asks && (
              <TextAreaField
                label={decision === 'reject' ? t('reason') : t('comment')}
                name="note"
                required
                maxLength={1000}
                error={missing ? t('noteMissing') : undefined}
              />
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonClass('secondary')}>{t('cancel')}</Dialog.Close>
              <button type="submit" className={buttonClass('primary')} disabled={busy}>
                {t(`actions.${decision}`)}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
