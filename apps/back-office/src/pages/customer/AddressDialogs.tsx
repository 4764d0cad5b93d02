import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, type AdminCustomer, type CustomerAddressInput, customerAddressSchema } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { customerKeys } from '../../queries/customers';
import { ConfirmDialog } from '../../ui/Confirm';
import { CheckboxField, SubmitButton } from '../../ui/Field';
import { useFieldMessage } from '../../ui/field-problems';
import { showApiError } from '../../ui/forms';
import { ErrorNote } from '../../ui/RouteStates';
import { AddressFields, emptyAddress } from './AddressFields';

// The address book's dialogs (an address added or changed, one deleted) and what the card shares with them.

const fields = [
  'company',
  'firstName',
  'lastName',
  'street',
  'apartment',
  'postalCode',
  'city',
  'region',
  'country',
  'phone',
  'email',
  'vatId',
  'isBilling',
  'isShipping',
  'isDefaultBilling',
  'isDefaultShipping',
] as const;

/** What the page did last, said once it is done. */
export type Done = 'added' | 'saved' | 'deleted' | 'defaultBilling' | 'defaultShipping';

/** An address as the API takes it back: its fields and uses, without its id. */
export const inputOf = ({ id: _, ...address }: Address): CustomerAddressInput => address;

/** The answer of a change replaces the customer shown; the list shows the company it may have changed. */
export function useSettle(id: number) {
  const queryClient = useQueryClient();
  return (customer: AdminCustomer) => {
    queryClient.setQueryData(customerKeys.detail(id), customer);
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };
}

/** A refusal because the customer changed meanwhile offers to load them as they are now. */
export function ChangeError({
  error,
  customerId,
  onReload,
}: {
  error: unknown;
  customerId: number;
  onReload?: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <ErrorNote
      error={error}
      onReload={() => {
        void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) });
        onReload?.();
      }}
    />
  );
}

/**
 * An address added or changed in a dialog: its fields by the contracts' rules for staff (the
 * shop's countries, the postal code and VAT ID of the country), what it is for, and whether it is
 * a default. A default is moved by making another address one, so it shows as such, not as a box.
 */
export function AddressForm({
  customer,
  address,
  onDone,
  onCancel,
}: {
  customer: AdminCustomer;
  address?: Address;
  onDone: (done: Done) => void;
  onCancel: () => void;
}) {
  const t = useTranslations();
  const message = useFieldMessage();
  const usesId = useId();
  const settle = useSettle(customer.id);
  const form = useForm<CustomerAddressInput>({
    resolver: zodResolver(customerAddressSchema),
    defaultValues: address
      ? inputOf(address)
      : { ...emptyAddress, isBilling: false, isShipping: true, isDefaultBilling: false, isDefaultShipping: false },
  });
  const save = useMutation({
    mutationFn: (body: CustomerAddressInput) =>
      address
        ? api.updateCustomerAddress({
            params: { id: customer.id, addressId: address.id },
            body: { ...body, version: customer.version },
          })
        : api.addCustomerAddress({ params: { id: customer.id }, body: { ...body, version: customer.version } }),
    onSuccess: (updated) => {
      settle(updated);
      onDone(address ? 'saved' : 'added');
    },
    onError: (error) => showApiError(error, form.setError, fields),
  });
  const usesError = form.formState.errors.isShipping?.message ?? form.formState.errors.isBilling?.message;
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <AddressFields form={form} vatId />
      <fieldset className="checks" aria-describedby={usesError ? `${usesId}-error` : undefined}>
        <legend>{t('customer.addressUses')}</legend>
        {address?.isDefaultBilling ? (
          <p className="hint">{t('customer.defaultBillingKept')}</p>
        ) : (
          <>
            <CheckboxField form={form} name="isBilling" label={t('customer.forBilling')} />
            <CheckboxField form={form} name="isDefaultBilling" label={t('customer.makeDefaultBilling')} />
          </>
        )}
        {address?.isDefaultShipping ? (
          <p className="hint">{t('customer.defaultShippingKept')}</p>
        ) : (
          <>
            <CheckboxField form={form} name="isShipping" label={t('customer.forShipping')} />
            <CheckboxField form={form} name="isDefaultShipping" label={t('customer.makeDefaultShipping')} />
          </>
        )}
        {usesError && (
          <p id={`${usesId}-error`} className="field-error">
            {message(usesError)}
          </p>
        )}
      </fieldset>
      {form.formState.errors.root?.server && (
        <ChangeError error={save.error} customerId={customer.id} onReload={onCancel} />
      )}
      <div className="dialog-buttons">
        <SubmitButton pending={save.isPending}>{t('common.save')}</SubmitButton>
      </div>
    </form>
  );
}

/** Asks before an address is deleted (while `address` is given); orders placed to it keep their own copy. */
export function DeleteAddress({
  customer,
  address,
  onDone,
  onCancel,
}: {
  customer: AdminCustomer;
  address: Address | null;
  onDone: (done: Done) => void;
  onCancel: () => void;
}) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const settle = useSettle(customer.id);
  const remove = useMutation({
    mutationFn: (target: Address) =>
      api.deleteCustomerAddress({
        params: { id: customer.id, addressId: target.id },
        query: { version: customer.version },
      }),
    onSuccess: (updated) => {
      settle(updated);
      onDone('deleted');
    },
  });
  const close = () => {
    remove.reset();
    onCancel();
  };
  return (
    <ConfirmDialog
      open={address !== null}
      title={t('customer.deleteAddressTitle')}
      description={t('customer.deleteAddressText')}
      confirm={t('customer.deleteAddressConfirm')}
      pending={remove.isPending}
      error={remove.error}
      onReload={() => {
        void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) });
        close();
      }}
      onConfirm={() => address && remove.mutate(address)}
      onCancel={close}
    >
      {address && <PostalAddress address={address} />}
    </ConfirmDialog>
  );
}

export function PostalAddress({ address: a }: { address: Address }) {
  const t = useTranslations();
  return (
    <address>
      {a.company && (
        <>
          {a.company}
          <br />
        </>
      )}
      {a.firstName} {a.lastName}
      <br />
      {a.street}
      {a.apartment && `, ${a.apartment}`}
      <br />
      {a.postalCode} {a.city}
      <br />
      {a.country}
      {a.vatId && (
        <>
          <br />
          {t('newCustomer.vatId')}: {a.vatId}
        </>
      )}
    </address>
  );
}
