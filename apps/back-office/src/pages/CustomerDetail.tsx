import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCustomer, adminCustomerUpdateSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { api } from '../api';
import { useFormat, useT } from '../i18n/i18n';
import { CheckField, Field } from '../ui/Field';
import { optionalNumber, showApiError } from '../ui/forms';
import { PaymentBadge, StatusBadge } from '../ui/Labels';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

const route = getRouteApi('/app/customers/$customerId');
const settingsForm = adminCustomerUpdateSchema.omit({ version: true });

function CustomerSettings({ customer }: { customer: AdminCustomer }) {
  const t = useT();
  const queryClient = useQueryClient();
  const priceLists = useQuery({ queryKey: ['price-lists'], queryFn: () => api.listPriceLists() });
  const form = useForm({
    resolver: zodResolver(settingsForm),
    values: {
      blocked: customer.blocked,
      excludeTax: customer.excludeTax,
      priceListId: customer.priceList?.id ?? null,
    },
  });
  const save = useMutation({
    mutationFn: (body: { blocked?: boolean; excludeTax?: boolean; priceListId?: number | null }) =>
      api.updateCustomer({ params: { id: customer.id }, body: { ...body, version: customer.version } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(['customer', customer.id], updated);
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
    onError: (error) => showApiError(error, form.setError, ['blocked', 'excludeTax', 'priceListId']),
  });
  const { errors } = form.formState;
  // The price list's select is shown with its options, so it shows the customer's list from the start.
  if (priceLists.isPending) return <Loading />;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <CheckField label={t('customer.blocked')}>
        {(id) => <input id={id} type="checkbox" {...form.register('blocked')} />}
      </CheckField>
      <p className="hint">{t('customer.blockedHint')}</p>
      <CheckField label={t('customer.taxExempt')}>
        {(id) => <input id={id} type="checkbox" {...form.register('excludeTax')} />}
      </CheckField>
      <Field label={t('customer.priceList')} error={errors.priceListId?.message} hint={t('customer.priceListHint')}>
        {(control) => (
          <select {...control} {...form.register('priceListId', { setValueAs: optionalNumber })}>
            <option value="">{t('customer.noPriceList')}</option>
            {priceLists.data?.data.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
                {list.customerNumber && list.customerNumber !== customer.customerNumber
                  ? ` (${t('customer.priceListOf', { customer: list.customerNumber })})`
                  : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      {errors.root?.server && (
        <ErrorNote
          error={save.error}
          onReload={() => {
            save.reset();
            void queryClient.invalidateQueries({ queryKey: ['customer', customer.id] });
          }}
        />
      )}
      {save.isSuccess && !form.formState.isDirty && (
        <p role="status" className="ok">
          {t('common.saved')}
        </p>
      )}
      <div>
        <button type="submit" className="button primary" disabled={save.isPending}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}

export function CustomerDetailPage() {
  const t = useT();
  const format = useFormat();
  const { customerId } = route.useParams();
  const id = Number(customerId);
  const customer = useQuery({ queryKey: ['customer', id], queryFn: () => api.getAdminCustomer({ params: { id } }) });
  const data = customer.data;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/customers">{t('customer.back')}</Link>
      </p>
      <PageHeader
        title={data ? data.company || data.name : t('customer.title')}
        lead={data && `${data.customerNumber} · ${data.email}`}
      />
      {customer.isPending && <Loading />}
      <ErrorNote error={customer.error} />
      {data && (
        <div className="detail-grid">
          <section className="card" aria-labelledby="account">
            <h2 id="account">{t('customer.account')}</h2>
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
            </dl>
          </section>
          <section className="card" aria-labelledby="settings">
            <h2 id="settings">{t('customer.settings')}</h2>
            <CustomerSettings customer={data} />
          </section>
          <section className="card span-2" aria-labelledby="recent">
            <h2 id="recent">{t('customer.recentOrders')}</h2>
            {data.recentOrders.length === 0 ? (
              <p className="muted">{t('orders.none')}</p>
            ) : (
              <div className="table-scroll">
                <table>
                  <caption className="visually-hidden">{t('customer.recentOrders')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('orders.number')}</th>
                      <th scope="col">{t('orders.date')}</th>
                      <th scope="col">{t('orders.status')}</th>
                      <th scope="col">{t('orders.payment')}</th>
                      <th scope="col" className="number">
                        {t('orders.total')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
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
                  </tbody>
                </table>
              </div>
            )}
            <p>
              <Link to="/orders" search={{ q: data.customerNumber }}>
                {t('customer.allOrders')}
              </Link>
            </p>
          </section>
          <section className="card span-2" aria-labelledby="address-book">
            <h2 id="address-book">{t('customer.addresses')}</h2>
            {data.addresses.length === 0 ? (
              <p className="muted">{t('customer.noAddresses')}</p>
            ) : (
              <ul className="address-list">
                {data.addresses.map((a) => (
                  <li key={a.id}>
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
                    </address>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}
