'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { type ReactNode, useRef, useState } from 'react';
import { failureMessage } from '@/features/forms/field-issues';
import { failureOf } from '@/features/forms/use-call';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';

interface DeleteAddressDialogProps {
  id: number;
  /** The address in one line, for the question. */
  summary: string;
  trigger: ReactNode;
  triggerClassName: string;
  /** After the address is gone; its button is gone too, so this places the focus. */
  onDeleted: () => void;
}

/** Asks before an address is deleted (deleteAddress). */
export function DeleteAddressDialog({ id, summary, trigger, triggerClassName, onDeleted }: DeleteAddressDialogProps) {
  const t = useTranslations('AccountPages');
  const tr = useTranslations();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const deleted = useRef(false);

  async function remove() {
    setBusy(true);
    setFailure(undefined);
    try {
      await browserApi.deleteAddress({ params: { id } });
      deleted.current = true;
      setOpen(false);
    } catch (error) {
      const { key, values } = failureMessage(failureOf(error));
      setFailure(tr(key, values));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setFailure(undefined);
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          className="fixed inset-x-4 top-[20vh] z-50 mx-auto max-w-md space-y-4 rounded-lg bg-surface p-6 shadow-overlay"
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            event.preventDefault();
            onDeleted();
          }}
        >
          <Dialog.Title className="text-xl font-bold">{t('deleteTitle')}</Dialog.Title>
          <Dialog.Description>{t('deleteText', { address: summary })}</Dialog.Description>
          <FormFailure text={failure} />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>{t('cancel')}</Dialog.Close>
            <button type="button" className={buttonClass('primary')} disabled={busy} onClick={remove}>
              {t('deleteConfirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
