import type { AdminPriceList } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { priceListsQuery } from '../queries/priceLists';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { Hidden } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { DeletePriceList } from './price-lists/DeletePriceList';
import { validityOf } from './price-lists/labels';
import { NewPriceList } from './price-lists/NewPriceList';

const helper = columnsOf<AdminPriceList>();

/** The shop's price lists: each a group of customers' prices, opened to edit, created, deleted. */
export function PriceListsPage() {
  const t = useTranslations();
  const format = useFormat();
  const lists = useQuery(priceListsQuery);
  const [creating, setCreating] = useState(false);
  // By code: the dialog shows the list as last read (a reload after a refusal included).
  const [deleting, setDeleting] = useState<string | null>(null);
  const toDelete = lists.data?.data.find((list) => list.code === deleting);
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('code', {
          header: t('priceLists.code'),
          cell: (info) => (
            <Link to="/price-lists/$code" params={{ code: info.getValue() }}>
              {info.getValue()}
            </Link>
          ),
        }),
        helper.accessor('name', { header: t('priceLists.name') }),
        helper.accessor('currency', { header: t('priceLists.currency') }),
        helper.display({
          id: 'validity',
          header: t('priceLists.validity'),
          cell: ({ row }) => validityOf(row.original, t, format),
        }),
        helper.accessor('entries', {
          header: t('priceLists.products'),
          cell: (info) => format.number(info.getValue()),
        }),
        helper.accessor('customers', {
          header: t('priceLists.customers'),
          cell: (info) => {
            const customers = info.getValue();
            if (customers.length === 0) return <span className="muted">{t('priceLists.noCustomers')}</span>;
            return (
              <>
                {format.number(customers.length)}
                <span className="sub">
                  {customers.slice(0, 3).join(', ')}
                  {customers.length > 3 && ' …'}
                </span>
              </>
            );
          },
        }),
        helper.display({
          id: 'actions',
          header: t('common.actions'),
          cell: ({ row }) => (
            <div className="row-actions">
              <Link to="/price-lists/$code" params={{ code: row.original.code }} className="button small">
                {t('common.edit')}
                <Hidden> {row.original.code}</Hidden>
              </Link>
              <button type="button" className="button small" onClick={() => setDeleting(row.original.code)}>
                {t('priceLists.delete')}
                <Hidden> {row.original.code}</Hidden>
              </button>
            </div>
          ),
        }),
      ]),
    [t, format],
  );
  return (
    <>
      <PageHeader title={t('priceLists.title')} lead={t('priceLists.lead')}>
        <button type="button" className="button primary" onClick={() => setCreating(true)}>
          {t('priceLists.new')}
        </button>
      </PageHeader>
      <QueryTable
        query={lists}
        caption={t('priceLists.title')}
        columns={columns}
        rowId={(list) => list.code}
        empty={t('priceLists.none')}
      />
      <Modal open={creating} onOpenChange={setCreating} title={t('priceLists.new')} wide>
        {creating && <NewPriceList />}
      </Modal>
      <DeletePriceList list={toDelete} onDone={() => setDeleting(null)} />
    </>
  );
}
