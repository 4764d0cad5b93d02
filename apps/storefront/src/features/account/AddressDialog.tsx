'use client';

import type { Address } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { Modal } from '@/ui/Modal';
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
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      triggerClassName={triggerClassName}
      kind="form"
      className="max-w-xl"
      title={form.address ? t('editAddressTitle') : t('newAddressTitle')}
      closeLabel={t('close')}
    >
      <AddressForm
        {...form}
        onSaved={() => {
          setOpen(false);
          onSaved();
        }}
      />
    </Modal>
  );
}
