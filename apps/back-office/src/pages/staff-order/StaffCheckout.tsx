import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopperCart, ShopperStaffCart } from '@shop/client';
import { type AdminCustomer, type StaffCartChoices, sameAddress, staffOrderSchema } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { Field, InputField, Options, SelectField, SubmitButton, TextareaField } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { ErrorNote } from '../../ui/RouteStates';
import { Totals } from '../../ui/Totals';

type Address = AdminCustomer['addresses'][number];

const addressLabel = (a: Address) =>
  [a.company, `${a.firstName} ${a.lastName}`, a.street, `${a.postalCode} ${a.city}`, a.country]
    .filter(Boolean)
    .join(', ');

/** The totals the API computed for the cart, as the order will have them. */
function CartTotals({ cart }: { cart: ShopperCart }) {
  const t = useTranslations();
  const format = useFormat();
  const method = cart.shippingMethods.find((m) => m.code === cart.shippingMethod?.methodCode);
  return (
    <Totals
      currency={cart.currency}
      lines={[
        { label: t('order.subtotal'), amount: cart.subtotal },
        ...(method ? [{ label: t('order.shipping', { method: method.name }), amount: cart.shippingAmount }] : []),
        ...(cart.taxes ?? []).map((tax) => ({
          label: t('order.tax', { rate: format.number(tax.rate / 100) }),
          amount: tax.amount,
        })),
      ]}
      grandTotal={cart.grandTotalIncTax}
    />
  );
}

/** Where the goods go, who is billed and how they are sent: each choice is the cart's at once, its totals with it. */
function Choices({
  staffCart,
  addresses,
  onChanged,
}: {
  staffCart: ShopperStaffCart;
  addresses: Address[];
  onChanged: (next: ShopperStaffCart) => void;
}) {
  const t = useTranslations();
  const format = useFormat();
  const { cart } = staffCart;
  const choose = useMutation({
    mutationFn: (body: StaffCartChoices) => api.chooseStaffCartCheckout({ params: { cartId: cart.id }, body }),
    onSuccess: onChanged,
  });
  const idOf = (address: ShopperCart['shippingAddress']) => addresses.find((a) => sameAddress(a, address))?.id ?? '';
  const billedApart = cart.billingAddress !== null && !sameAddress(cart.billingAddress, cart.shippingAddress);
  const options = addresses.map((a) => ({ value: a.id, label: addressLabel(a) }));
  if (addresses.length === 0) return <p className="error-note">{t('staffOrder.noAddresses')}</p>;
  return (
    <div className="form-grid">
      <Field label={t('staffOrder.shippingAddress')}>
        {(control) => (
          <select
            {...control}
            value={idOf(cart.shippingAddress)}
            disabled={choose.isPending}
            onChange={(event) => choose.mutate({ shippingAddressId: Number(event.target.value) })}
          >
            <Options options={options} none={t('staffOrder.chooseAddress')} />
          </select>
        )}
      </Field>
      <Field label={t('staffOrder.billingAddress')}>
        {(control) => (
          <select
            {...control}
            value={billedApart ? idOf(cart.billingAddress) : ''}
            disabled={choose.isPending || cart.shippingAddress === null}
            onChange={(event) =>
              event.target.value === ''
                ? choose.mutate({ shippingAddressId: Number(idOf(cart.shippingAddress)) })
                : choose.mutate({ billingAddressId: Number(event.target.value) })
            }
          >
            <Options options={options} none={t('staffOrder.sameAsShipping')} />
          </select>
        )}
      </Field>
      <Field label={t('staffOrder.shippingMethod')}>
        {(control) => (
          <select
            {...control}
            value={cart.shippingMethod?.methodCode ?? ''}
            disabled={choose.isPending || cart.shippingAddress === null}
            onChange={(event) => choose.mutate({ shippingMethod: event.target.value })}
          >
            <Options
              none={t('staffOrder.chooseShippingMethod')}
              options={cart.shippingMethods.map((m) => ({
                value: m.code,
                label: t('staffOrder.shippingMethodOption', {
                  name: m.name,
                  amount: format.money(m.price, cart.currency),
                }),
              }))}
            />
          </select>
        )}
      </Field>
      <div className="span-all">
        <ErrorNote error={choose.error} />
      </div>
    </div>
  );
}

const orderForm = staffOrderSchema.omit({ cart: true }).extend({
  paymentMethodCode: z.string().pipe(staffOrderSchema.shape.paymentMethodCode),
});

/** The order's checkout: the choices, the totals, the payment method, reference and comment, and placing it. */
export function StaffCheckout({
  staffCart,
  addresses,
  onChanged,
  onPlaced,
}: {
  staffCart: ShopperStaffCart;
  addresses: Address[];
  onChanged: (next: ShopperStaffCart) => void;
  onPlaced: (order: { id: number; transactionnum: string }) => void;
}) {
  const t = useTranslations();
  const { cart, paymentMethods } = staffCart;
  const form = useForm({
    resolver: zodResolver(orderForm),
    defaultValues: { paymentMethodCode: paymentMethods[0] ?? '', orderReference: '', comment: '' },
  });
  const place = useMutation({
    mutationFn: (values: z.output<typeof orderForm>) =>
      api.placeStaffOrder({
        params: { cartId: cart.id },
        body: { ...values, cart: { version: cart.version, grandTotalIncTax: cart.grandTotalIncTax ?? 0 } },
      }),
    onSuccess: onPlaced,
    onError: (error) => showApiError(error, form.setError, ['paymentMethodCode', 'orderReference', 'comment']),
  });
  const ready = cart.cartItems.length > 0 && cart.shippingAddress !== null && cart.shippingMethod !== null;
  return (
    <div className="stack">
      <Choices staffCart={staffCart} addresses={addresses} onChanged={onChanged} />
      <CartTotals cart={cart} />
      <form className="form-grid" noValidate onSubmit={form.handleSubmit((values) => place.mutate(values))}>
        {paymentMethods.length === 0 ? (
          <p className="error-note span-all">{t('staffOrder.noInvoice')}</p>
        ) : (
          <SelectField
            form={form}
            name="paymentMethodCode"
            label={t('staffOrder.paymentMethod')}
            options={paymentMethods.map((method) => ({ value: method, label: t(`method.${method}`) }))}
          />
        )}
        <InputField
          form={form}
          name="orderReference"
          label={t('staffOrder.reference')}
          hint={t('staffOrder.referenceHint')}
          maxLength={50}
        />
        <div className="span-all">
          <TextareaField form={form} name="comment" label={t('staffOrder.comment')} rows={3} maxLength={1000} />
        </div>
        <div className="span-all stack">
          {form.formState.errors.root?.server && <ErrorNote error={place.error} />}
          {!ready && <p className="hint">{t('staffOrder.notReady')}</p>}
          <div>
            <SubmitButton pending={place.isPending} disabled={!ready || paymentMethods.length === 0}>
              {t('staffOrder.place')}
            </SubmitButton>
          </div>
        </div>
      </form>
    </div>
  );
}
