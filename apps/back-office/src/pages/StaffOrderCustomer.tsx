import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslations } from 'use-intl';
import { customersQuery } from '../queries/customers';
import { Field } from '../ui/Field';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

const route = getRouteApi('/app/orders/new');

/** How many customers a search offers to take an order for. */
const OFFERED = 10;

/** An order taken for a customer starts with the customer: found by number, name, company or e-mail. */
export function StaffOrderCustomerPage() {
  const t = useTranslations();
  const navigate = useNavigate();
  const { q = '' } = route.useSearch();
  const found = useQuery({
    ...customersQuery({ q, blocked: 'false', sort: 'customerNumber', offset: 0, limit: OFFERED }),
    enabled: q !== '',
  });
  return (
    <>
      <p className="breadcrumb">
        <Link to="/orders">{t('order.back')}</Link>
      </p>
      <PageHeader title={t('staffOrder.pickTitle')} lead={t('staffOrder.pickLead')} />
      <search aria-label={t('staffOrder.pickSearch')}>
        <form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            const typed = new FormData(event.currentTarget).get('q');
            void navigate({ to: '/orders/new', search: { q: typeof typed === 'string' ? typed.trim() : '' } });
          }}
        >
          <Field label={t('staffOrder.pickSearch')} hint={t('customers.searchHint')}>
            {(control) => <input {...control} type="search" name="q" defaultValue={q} />}
          </Field>
          <div>
            <button type="submit" className="button primary">
              {t('staffOrder.pickFind')}
            </button>
          </div>
        </form>
      </search>
      {q !== '' && found.isPending && <Loading />}
      <ErrorNote error={found.error} />
      {found.data && (
        <div role="status">
          {found.data.data.length === 0 ? (
            <p className="muted">{t('customers.none')}</p>
          ) : (
            <ul className="plain">
              {found.data.data.map((customer) => (
                <li key={customer.id}>
                  <Link to="/customers/$customerId/order" params={{ customerId: String(customer.id) }}>
                    {t('staffOrder.pickFor', {
                      customer: customer.company || customer.name,
                      number: customer.customerNumber,
                    })}
                  </Link>{' '}
                  <span className="muted">{customer.email}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
