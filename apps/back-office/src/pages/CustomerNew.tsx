import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCustomerCreate, adminCustomerCreateSchema, siteConfig } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../api';
import { useLanguage } from '../i18n/i18n';
import { customerKeys } from '../queries/customers';
import { priceListKeys, priceListsQuery } from '../queries/priceLists';
import { Card } from '../ui/Card';
import { CheckboxField, currencyOptions, InputField, languageOptions, SelectField, SubmitButton } from '../ui/Field';
import { optionalNumber, showApiError } from '../ui/forms';
import { PageHeader } from '../ui/PageHeader';
import { SaveOutcome } from '../ui/RouteStates';
import { AddressFields, emptyAddress } from './customer/AddressFields';
import { PaymentMethodsField } from './customer/PaymentMethodsField';

type Values = AdminCustomerCreate;
const withoutShipping = adminCustomerCreateSchema.omit({ shippingAddress: true });
const fields = [
  'customerNumber',
  'email',
  'firstName',
  'lastName',
  'locale',
  'currency',
  'excludeTax',
  'buyerReference',
  'priceListId',
  'paymentMethods',
];

/**
 * A customer account staff open: the customer's data, addresses and terms; the customer is
 * invited by e-mail to choose their password (staff never see one).
 */
export function CustomerNewPage() {
  const t = useTranslations();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const priceLists = useQuery(priceListsQuery);
  const [separateShipping, setSeparateShipping] = useState(false);
  // The shipping address is checked only when it is one of its own.
  const separate = useRef(separateShipping);
  separate.current = separateShipping;
  const resolver: Resolver<Values> = (values, context, options) => {
    if (separate.current) return (zodResolver(adminCustomerCreateSchema) as Resolver<Values>)(values, context, options);
    const { shippingAddress: _, ...rest } = values;
    return (zodResolver(withoutShipping) as Resolver<Values>)(rest as Values, context, options);
  };
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      customerNumber: '',
      email: '',
      firstName: '',
      lastName: '',
      locale,
      currency: siteConfig.defaultCurrency,
      excludeTax: false,
      buyerReference: '',
      priceListId: null,
      paymentMethods: null,
      billingAddress: emptyAddress,
      shippingAddress: emptyAddress,
      invite: true,
    },
  });
  const create = useMutation({
    mutationFn: (body: AdminCustomerCreate) => api.createCustomer({ body }),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      // Who holds a price list is part of the list.
      void queryClient.invalidateQueries({ queryKey: priceListKeys.all });
      await navigate({ to: '/customers/$customerId', params: { customerId: String(customer.id) } });
    },
    onError: (error) => showApiError(error, form.setError, [...fields, 'billingAddress', 'shippingAddress']),
  });
  const submit = form.handleSubmit((values) =>
    create.mutate({ ...values, shippingAddress: separateShipping ? values.shippingAddress : null }),
  );

  return (
    <>
      <p>
        <Link to="/customers">{t('customer.back')}</Link>
      </p>
      <PageHeader title={t('newCustomer.title')} lead={t('newCustomer.lead')} />
      <form noValidate className="stack" onSubmit={submit}>
        <Card title={t('newCustomer.account')}>
          <div className="form-grid">
            <InputField
              form={form}
              name="customerNumber"
              label={t('newCustomer.customerNumber')}
              hint={t('newCustomer.customerNumberHint')}
              autoComplete="off"
            />
            <InputField form={form} name="email" label={t('newCustomer.email')} type="email" autoComplete="off" />
            <InputField form={form} name="firstName" label={t('newCustomer.firstName')} autoComplete="off" />
            <InputField form={form} name="lastName" label={t('newCustomer.lastName')} autoComplete="off" />
            <SelectField
              form={form}
              name="locale"
              label={t('newCustomer.language')}
              hint={t('newCustomer.languageHint')}
              options={languageOptions}
            />
            <SelectField form={form} name="currency" label={t('newCustomer.currency')} options={currencyOptions} />
          </div>
        </Card>
        <Card title={t('newCustomer.billing')}>
          <AddressFields form={form} prefix="billingAddress" vatId />
          <div className="check-field">
            <input
              id="separate-shipping"
              type="checkbox"
              checked={separateShipping}
              onChange={(event) => setSeparateShipping(event.target.checked)}
            />
            <label htmlFor="separate-shipping">{t('newCustomer.separateShipping')}</label>
          </div>
        </Card>
        {separateShipping && (
          <Card title={t('newCustomer.shipping')}>
            <AddressFields form={form} prefix="shippingAddress" />
          </Card>
        )}
        <Card title={t('newCustomer.terms')}>
          <CheckboxField form={form} name="excludeTax" label={t('customer.taxExempt')} />
          <InputField
            form={form}
            name="buyerReference"
            label={t('customer.buyerReference')}
            hint={t('customer.buyerReferenceHint')}
            autoComplete="off"
          />
          <SelectField
            form={form}
            name="priceListId"
            label={t('customer.priceList')}
            setValueAs={optionalNumber}
            none={t('customer.noPriceList')}
            options={(priceLists.data?.data ?? []).map((list) => ({
              value: list.id,
              label: `${list.name} (${list.code})`,
            }))}
          />
          <PaymentMethodsField control={form.control} name="paymentMethods" />
          <CheckboxField form={form} name="invite" label={t('newCustomer.invite')} />
          <p className="hint">{t('newCustomer.inviteHint')}</p>
        </Card>
        <SaveOutcome form={form} save={create} />
        <div>
          <SubmitButton pending={create.isPending}>{t('newCustomer.create')}</SubmitButton>
        </div>
      </form>
    </>
  );
}
