import type { Address, AdminCustomer } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { Hidden } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import {
  AddressForm,
  ChangeError,
  DeleteAddress,
  type Done,
  inputOf,
  PostalAddress,
  useSettle,
} from './AddressDialogs';

/** Which dialog is open: a new address, one to edit, or one to delete. */
type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; address: Address } | null;

/**
 * The customer's address book as staff keep it: each address with what it is for and whether it
 * is the default billing or shipping address; added, changed and deleted in dialogs, made the
 * default with one button. Every change is at the customer's version read: a colleague's change
 * meanwhile is refused with a way to load it.
 */
export function CustomerAddresses({ customer }: { customer: AdminCustomer }) {
  const t = useTranslations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<Done | null>(null);
  const settle = useSettle(customer.id);
  const makeDefault = useMutation({
    mutationFn: ({ address, kind }: { address: Address; kind: 'billing' | 'shipping' }) =>
      api.updateCustomerAddress({
        params: { id: customer.id, addressId: address.id },
        body: {
          ...inputOf(address),
          ...(kind === 'billing'
            ? { isBilling: true, isDefaultBilling: true }
            : { isShipping: true, isDefaultShipping: true }),
          version: customer.version,
        },
      }),
    onSuccess: (updated, { kind }) => {
      settle(updated);
      setDone(kind === 'billing' ? 'defaultBilling' : 'defaultShipping');
    },
  });
  const finish = (what: Done) => {
    setDialog(null);
    setDone(what);
  };
  const open = (next: Dialog) => {
    makeDefault.reset();
    setDone(null);
    setDialog(next);
  };
  const doneText: Record<Done, string> = {
    added: t('customer.addressAdded'),
    saved: t('customer.addressSaved'),
    deleted: t('customer.addressDeleted'),
    defaultBilling: t('customer.defaultBillingChanged'),
    defaultShipping: t('customer.defaultShippingChanged'),
  };
  return (
    <div className="stack">
      {customer.addresses.length === 0 ? (
        <p className="muted">{t('customer.noAddresses')}</p>
      ) : (
        <ul className="address-list">
          {customer.addresses.map((a) => (
            <li key={a.id} className="stack">
              <PostalAddress address={a} />
              <p className="badges">
                {a.isDefaultBilling && <span className="badge badge-default">{t('customer.defaultBilling')}</span>}{' '}
                {a.isDefaultShipping && <span className="badge badge-default">{t('customer.defaultShipping')}</span>}{' '}
                {!a.isDefaultBilling && a.isBilling && <span className="badge">{t('customer.billing')}</span>}{' '}
                {!a.isDefaultShipping && a.isShipping && <span className="badge">{t('customer.shipping')}</span>}
              </p>
              <div className="row-actions">
                <button type="button" className="button small" onClick={() => open({ kind: 'edit', address: a })}>
                  {t('common.edit')}
                  <Hidden> {a.street}</Hidden>
                </button>
                {!a.isDefaultBilling && (
                  <button
                    type="button"
                    className="button small"
                    disabled={makeDefault.isPending}
                    onClick={() => makeDefault.mutate({ address: a, kind: 'billing' })}
                  >
                    {t('customer.useAsDefaultBilling')}
                    <Hidden> {a.street}</Hidden>
                  </button>
                )}
                {!a.isDefaultShipping && (
                  <button
                    type="button"
                    className="button small"
                    disabled={makeDefault.isPending}
                    onClick={() => makeDefault.mutate({ address: a, kind: 'shipping' })}
                  >
                    {t('customer.useAsDefaultShipping')}
                    <Hidden> {a.street}</Hidden>
                  </button>
                )}
                {!a.isDefaultBilling && !a.isDefaultShipping && (
                  <button type="button" className="button small" onClick={() => open({ kind: 'delete', address: a })}>
                    {t('customer.deleteAddress')}
                    <Hidden> {a.street}</Hidden>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {customer.addresses.some((a) => a.isDefaultBilling || a.isDefaultShipping) && (
        <p className="hint">{t('customer.defaultsHint')}</p>
      )}
      <div>
        <button type="button" className="button" onClick={() => open({ kind: 'add' })}>
          {t('customer.addAddress')}
        </button>
      </div>
      <ChangeError error={makeDefault.error} customerId={customer.id} onReload={() => makeDefault.reset()} />
      <p role="status">{done && doneText[done]}</p>
      <Modal
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        title={dialog?.kind === 'edit' ? t('customer.editAddressTitle') : t('customer.addAddressTitle')}
        wide
      >
        {dialog && dialog.kind !== 'delete' && (
          <AddressForm
            customer={customer}
            address={dialog.kind === 'edit' ? dialog.address : undefined}
            onDone={finish}
            onCancel={() => setDialog(null)}
          />
        )}
      </Modal>
      <DeleteAddress
        customer={customer}
        address={dialog?.kind === 'delete' ? dialog.address : null}
        onDone={finish}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
