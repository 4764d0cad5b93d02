import type { StaffOrder } from '@shop/client';
import { type AddressFields as Address, type OrderEdit as OrderEditBody, postalFields } from '@shop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat, useLanguage } from '../../i18n/i18n';
import { shippingMethodsQuery } from '../../queries/shipping';
import { Hidden, NumberField, SelectField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';
import { AddressFields } from '../customer/AddressFields';
import { useSettle } from './settle';

interface EditFields {
  lines: { quantity: number }[];
  add: { number: string; quantity: number }[];
  shippingAddress: Address;
  shippingMethod: string;
}

const addressOf = (order: StaffOrder['order']): Address => {
  const address = order.cartInfo.shippingAddress;
  return Object.fromEntries(postalFields.map((field) => [field, address[field]])) as Address;
};

/** The methods staff may choose: the shop's active ones where the member may read them, else the order's own. */
function useMethodOptions(order: StaffOrder['order']) {
  const { locale } = useLanguage();
  const methods = useQuery({ ...shippingMethodsQuery, retry: false });
  const current = order.cartInfo.shippingMethod;
  const listed = (methods.data?.data ?? [])
    .filter((method) => method.active)
    .map((method) => ({ value: method.code, label: method.name[locale] ?? method.code }));
  return listed.some((m) => m.value === current.code)
    ? listed
    : [{ value: current.code, label: current.name }, ...listed];
}

/**
 * The order's edit form: a quantity per line (0 or Remove drops it), lines added by item number or
 * SKU, where it ships and how. What it costs then is the API's to say: the page shows its answer.
 */
function EditForm({ detail, onDone }: { detail: StaffOrder; onDone: (next: StaffOrder) => void }) {
  const t = useTranslations();
  const format = useFormat();
  const { order, version } = detail;
  const info = order.cartInfo;
  const methods = useMethodOptions(order);
  const form = useForm<EditFields>({
    defaultValues: {
      lines: info.cartItems.map((line) => ({ quantity: line.quantity })),
      add: [],
      shippingAddress: addressOf(order),
      shippingMethod: info.shippingMethod.code,
    },
  });
  const added = useFieldArray({ control: form.control, name: 'add' });
  const [number, setNumber] = useState('');
  const edit = useMutation({
    mutationFn: (values: EditFields) => {
      const address = values.shippingAddress;
      const body: OrderEditBody = {
        lines: values.lines.map((line) => ({ quantity: line.quantity })),
        add: values.add,
        version,
        ...(JSON.stringify(address) !== JSON.stringify(addressOf(order)) && { shippingAddress: address }),
        ...(values.shippingMethod !== info.shippingMethod.code && { shippingMethod: values.shippingMethod }),
      };
      return api.editOrder({ params: { id: order.id }, body });
    },
    onSuccess: onDone,
    onError: (error) => showApiError(error, form.setError, ['lines', 'add', 'shippingAddress', 'shippingMethod']),
  });
  const quantities = form.watch('lines');
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => edit.mutate(values))}>
      <Table
        caption={t('orderEdit.lines')}
        columns={[t('order.item'), { label: t('order.quantity'), numeric: true }, t('orderEdit.actions')]}
      >
        {info.cartItems.map((line, i) => (
          // A line's place in the order is its identity: the order's lines never reorder.
          <tr key={`${line.sku}-${Object.keys(line.selectedAdditionalProducts).join('+')}`}>
            <td>
              {line.name}
              <span className="sub">
                {line.sku} · {format.money(line.price, info.currency)}
              </span>
            </td>
            <td className="number">
              <NumberField
                form={form}
                name={`lines.${i}.quantity`}
                label={<Hidden>{t('orderEdit.quantityOf', { item: line.name })}</Hidden>}
                min={0}
                max={9999}
              />
            </td>
            <td>
              {quantities[i]?.quantity === 0 ? (
                <span className="sub">{t('orderEdit.removed')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  onClick={() => form.setValue(`lines.${i}.quantity`, 0, { shouldDirty: true })}
                >
                  {t('orderEdit.remove')} <Hidden>{line.name}</Hidden>
                </button>
              )}
            </td>
          </tr>
        ))}
        {added.fields.map((row, i) => (
          <tr key={row.id}>
            <td>
              <code>{row.number}</code> <span className="sub">{t('orderEdit.new')}</span>
            </td>
            <td className="number">
              <NumberField
                form={form}
                name={`add.${i}.quantity`}
                label={<Hidden>{t('orderEdit.quantityOf', { item: row.number })}</Hidden>}
                min={1}
                max={9999}
              />
              {form.getFieldState(`add.${i}.number`, form.formState).error && (
                <p className="field-error">{form.getFieldState(`add.${i}.number`, form.formState).error?.message}</p>
              )}
            </td>
            <td>
              <button type="button" className="button" onClick={() => added.remove(i)}>
                {t('orderEdit.remove')} <Hidden>{row.number}</Hidden>
              </button>
            </td>
          </tr>
        ))}
      </Table>
      <div className="field">
        <label htmlFor="order-edit-add">{t('orderEdit.addNumber')}</label>
        <div className="inline-field">
          <input
            id="order-edit-add"
            value={number}
            autoComplete="off"
            onChange={(event) => setNumber(event.target.value)}
          />
          <button
            type="button"
            className="button"
            disabled={number.trim() === ''}
            onClick={() => {
              added.append({ number: number.trim(), quantity: 1 });
              setNumber('');
            }}
          >
            {t('orderEdit.addLine')}
          </button>
        </div>
      </div>
      <fieldset>
        <legend>{t('order.shippingAddress')}</legend>
        <AddressFields form={form} prefix="shippingAddress" />
      </fieldset>
      <SelectField form={form} name="shippingMethod" label={t('orderEdit.shippingMethod')} options={methods} />
      <p className="muted">{t('orderEdit.totalsByApi')}</p>
      <ErrorNote error={edit.error} />
      <div className="dialog-buttons">
        <SubmitButton pending={edit.isPending}>{t('orderEdit.save')}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * "Edit order" for an order not shipped nor cancelled: the dialog, and what it did said on the
 * page (the new total, as the API answered it), which takes the focus as the dialog closes.
 */
export function OrderEdit({
  detail,
  onDone,
  outcome,
}: {
  detail: StaffOrder;
  onDone: (said: string) => void;
  outcome: RefObject<HTMLParagraphElement | null>;
}) {
  const t = useTranslations();
  const format = useFormat();
  const settle = useSettle(detail.order.id);
  const [open, setOpen] = useState(false);
  const { order } = detail;
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          onDone('');
          setOpen(true);
        }}
      >
        {t('orderEdit.open')}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        wide
        title={t('orderEdit.title', { number: order.transactionnum })}
        description={t('orderEdit.lead')}
        returnFocus={() => outcome.current}
      >
        <EditForm
          detail={detail}
          onDone={(next) => {
            settle(next);
            onDone(
              t('orderEdit.done', {
                total: format.money(next.order.cartInfo.grandTotalIncTax, next.order.cartInfo.currency),
              }),
            );
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
