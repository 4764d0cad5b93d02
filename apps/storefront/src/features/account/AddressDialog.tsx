'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { Address } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { DialogCloseButton } from '@/ui/DialogCloseButton';
import { AddressForm } from './AddressForm';
import type { AddressRules, AddressUses, Country } from './address-book';

interface AddressDialogProps {
  /** The address to change; without it the dialog adds one. */
  address?: Address;
  uses: AddressUses;
  countries: Country[];
  defaultCountry: string;
  rules: AddressRules;
  /** The button that opens it. */
  trigger: ReactNode;
  triggerClassName: string;
  onSaved: () => void;
}

/** The address form in a dialog; it closes when the address is saved, and opens empty each time. */
export function AddressDialog({ trigger, triggerClassName, onSaved, ...form }: AddressDialogProps) {
  const t = useTranslations('AccountPages');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-4 top-[5vh] z-50 mx-auto max-h-[90vh] max-w-xl overflow-y-auto rounded-lg bg-surface p-6 shadow-overlay"
        >
          <div className="mb-4 flex items-center justify-between gap-2">
            <Dialog.Title className="text-xl font-bold">
              {form.address ? t('editAddressTitle') : t('newAddressTitle')}
            </Dialog.Title>
            <DialogCloseButton label={t('close')} />
          </div>
          <AddressForm
            {...form}
            onSaved={() => {
              setOpen(false);
              onSaved();
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
