import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCustomer, type AdminCustomerUpdate, adminCustomerUpdateSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../api';
import { type Formatters, type Translate, useFormat } from '../i18n/i18n';
import { customerKeys, customerQuery } from '../queries/customers';
import { priceListKeys, priceListsQuery } from '../queries/priceLists';
import { Card } from '../ui/Card';
import { CheckboxField, InputField, SelectField, SubmitButton } from '../ui/Field';
import { optionalNumber, showApiError } from '../ui/forms';
import { PaymentBadge, StatusBadge } from '../ui/Labels';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading, SaveOutcome } from '../ui/RouteStates';
import { Table } from '../ui/Table';
import { CustomerAddresses } from './customer/CustomerAddresses';
import { CustomerBlock } from './customer/CustomerBlock';
import { CustomerMasterData } from './customer/CustomerMasterData';
import { CustomerMembers } from './customer/CustomerMembers';
import { PaymentMethodsField } from './customer/PaymentMethodsField';

const route = getRouteApi('/app/customers/$customerId');
// Blocking is an action of its own (CustomerBlock), asked first.
const settingsForm = adminCustomerUpdateSchema.omit({ version: true, blocked: true });

function CustomerSettings({ customer }: { customer: AdminCustomer }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const priceLists = useQuery(priceListsQuery);
  const form = useForm({
    resolver: zodResolver(settingsForm),
    values: {
      excludeTax: customer.excludeTax,
      buyerReference: customer.buyerReference,
      priceListId: customer.priceList?.id ?? null,
      paymentMethods: customer.paymentMethods,
    },
  });
  const save = useMutation({
    mutationFn: (body: Omit<AdminCustomerUpdate, 'version'>) =>
      api.updateCustomer({ params: { id: customer.id }, body: { ...body, version: customer.version } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), updated);
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      // Who holds a price list is part of the list.
      void queryClient.invalidateQueries({ queryKey: priceListKeys.all });
    },
    onError: (error) =>
      showApiError(error, form.setError, ['excludeTax', 'buyerReference', 'priceListId', 'paymentMethods']),
  });
  // The price list's select is shown with its options, so it shows the customer's list from the start.
  if (priceLists.isPending) return <Loading />;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
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
        hint={t('customer.priceListHint')}
        setValueAs={optionalNumber}
        none={t('customer.noPriceList')}
        options={(priceLists.data?.data ?? []).map((list) => ({
          value: list.id,
          label: `${list.name} (${list.code})`,
        }))}
      />
      <PaymentMethodsField control={form.control} name="paymentMethods" />
      <SaveOutcome
        form={form}
        save={save}
        reload={customerKeys.detail(customer.id)}
        saved={save.isSuccess && !form.formState.isDirty}
      />
      <div>
        <SubmitButton pending={save.isPending}>{t('common.save')}</SubmitButton>
      </div>
    </form>
  );
}

/** Whether the customer can log in: a password chosen, an invitation open until…, or neither. */
function accessOf(customer: AdminCustomer, t: Translate, format: Formatters) {
  if (customer.passwordSet) return t('customer.accessActive');
  return customer.invitedUntil
    ? t('customer.accessInvited', { until: format.dateTime(customer.invitedUntil) })
    : t('customer.accessNotInvited');
}

/** Sends the invitation that lets the customer choose a password (again: the link before stops working). */
function InviteCustomer({ customer }: { customer: AdminCustomer }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: () => api.inviteCustomer({ params: { id: customer.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) }),
  });
  return (
    <div className="stack">
      <div>
        <button type="button" className="button" disabled={invite.isPending} onClick={() => invite.mutate()}>
          {customer.invitedUntil ? t('customer.inviteAgain') : t('customer.invite')}
        </button>
      </div>
      <p role="status">{invite.isSuccess && t('customer.invited', { email: invite.data.sentTo })}</p>
      <ErrorNote error={invite.error} />
    </div>
  );
}

export function CustomerDetailPage() {
  const t = useTranslations();
  const format = useFormat();
  const { customerId } = route.useParams();
  const id = Number(customerId);
  const customer = useQuery(customerQuery(id));
  const data = customer.data;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/customers">{t('customer.back')}</Link>
      </p>
      <PageHeader
        title={data ? data.company || data.name : t('customer.title')}
        lead={data && `${data.customerNumber} · ${data.email}`}
      >
        {data && !data.blocked && !data.deletedAt && (
          <Link to="/customers/$customerId/order" params={{ customerId }} className="button primary">
            {t('staffOrder.newFor')}
          </Link>
        )}
      </PageHeader>
      {customer.isPending && <Loading />}
      <ErrorNote error={customer.error} />
      {data?.deletedAt && (
        <p className="hint" role="status">
          <span className="badge">{t('customers.deleted')}</span>{' '}
          {t('customer.deletedNote', { date: format.date(data.deletedAt) })}
        </p>
      )}
      {data && (
        <div className="detail-grid">
          <Card title={t('customer.account')}>
            <dl className="facts">
              <div>
                <dt>{t('customers.name')}</dt>
                <dd>{data.name}</dd>
              </div>
              <div>
                <dt>{t('customer.company')}</dt>
                <dd>{data.company || '—'}</dd>
              </div>
              <div>
                <dt>{t('customer.phone')}</dt>
                <dd>{data.phone || '—'}</dd>
              </div>
              <div>
                <dt>{t('customers.since')}</dt>
                <dd>{format.date(data.createdDate)}</dd>
              </div>
              <div>
                <dt>{t('customer.loyaltyPoints')}</dt>
                <dd>{format.number(data.loyaltyPoints)}</dd>
              </div>
              <div>
                <dt>{t('customer.priceList')}</dt>
                <dd>{data.priceList ? data.priceList.name : t('customer.noPriceList')}</dd>
              </div>
              <div>
                <dt>{t('customer.access')}</dt>
                <dd>{accessOf(data, t, format)}</dd>
              </div>
            </dl>
            {!data.passwordSet && <InviteCustomer customer={data} />}
          </Card>
          <Card title={t('customer.settings')}>
            <CustomerBlock customer={data} />
            <CustomerSettings customer={data} />
          </Card>
          <Card title={t('customer.masterData')} className="span-2">
            <CustomerMasterData customer={data} />
          </Card>
          <Card title={t('customer.recentOrders')} className="span-2">
            {data.recentOrders.length === 0 ? (
              <p className="muted">{t('orders.none')}</p>
            ) : (
              <Table
                caption={t('customer.recentOrders')}
                columns={[
                  t('orders.number'),
                  t('orders.date'),
                  t('orders.status'),
                  t('orders.payment'),
                  { label: t('orders.total'), numeric: true },
                ]}
              >
                {data.recentOrders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to="/orders/$orderId" params={{ orderId: String(order.id) }}>
                        {order.transactionnum}
                      </Link>
                    </td>
                    <td>{format.dateTime(order.createdDate)}</td>
                    <td>
                      <StatusBadge status={order.status} />
                    </td>
                    <td>
                      <PaymentBadge status={order.paymentStatus} />
                    </td>
                    <td className="number">{format.money(order.grandTotal, order.currency)}</td>
                  </tr>
                ))}
              </Table>
            )}
            <p>
              <Link to="/orders" search={{ q: data.customerNumber }}>
                {t('customer.allOrders')}
              </Link>
            </p>
          </Card>
          <Card title={t('customer.members')} className="span-2">
            <CustomerMembers customer={data} />
          </Card>
          <Card title={t('customer.addresses')} className="span-2">
            <CustomerAddresses customer={data} />
          </Card>
        </div>
      )}
    </>
  );
}
