import type { AuditEntry } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useMemo } from 'react';
import { api } from '../api';
import { useFormat, useT } from '../i18n/i18n';
import { offsetOf, pageSize } from '../search';
import { columnsOf, DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

const route = getRouteApi('/app/audit');
const helper = columnsOf<AuditEntry>();

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

export function AuditPage() {
  const t = useT();
  const format = useFormat();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = {
    actor: search.actor,
    action: search.action,
    entityId: search.entityId,
    from: search.from,
    to: search.to,
    offset: offsetOf(search.page),
    limit: pageSize,
  };
  const log = useQuery({
    queryKey: ['audit', query],
    queryFn: () => api.listAuditLog({ query }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('at', { header: t('audit.at'), cell: (info) => format.dateTime(info.getValue()) }),
        helper.accessor('actor', { header: t('audit.actor') }),
        helper.accessor('action', { header: t('audit.action'), cell: (info) => <code>{info.getValue()}</code> }),
        helper.display({
          id: 'entity',
          header: t('audit.entity'),
          cell: ({ row }) => (
            <>
              {row.original.entity}
              {row.original.entityId && <span className="sub">{row.original.entityId}</span>}
            </>
          ),
        }),
        helper.display({
          id: 'change',
          header: t('audit.change'),
          cell: ({ row }) => (
            <details>
              <summary>{t('audit.beforeAfter')}</summary>
              <div className="two-columns">
                <div>
                  <h3>{t('audit.before')}</h3>
                  <pre className="json">{json(row.original.before)}</pre>
                </div>
                <div>
                  <h3>{t('audit.after')}</h3>
                  <pre className="json">{json(row.original.after)}</pre>
                </div>
              </div>
            </details>
          ),
        }),
      ]),
    [t, format],
  );
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => (data.get(name) as string | null)?.trim() || undefined;
    void navigate({
      search: {
        actor: value('actor'),
        action: value('action'),
        entityId: value('entityId'),
        from: value('from'),
        to: value('to'),
      },
    });
  };
  return (
    <>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')} />
      <search aria-label={t('audit.filters')}>
        <form className="filters" onSubmit={onFilter} key={JSON.stringify(search)}>
          <label className="filter">
            {t('audit.actor')}
            <input name="actor" defaultValue={search.actor} placeholder="owner@…" />
          </label>
          <label className="filter">
            {t('audit.action')}
            <input name="action" defaultValue={search.action} placeholder="order, coupon.save…" />
          </label>
          <label className="filter">
            {t('audit.entityId')}
            <input name="entityId" defaultValue={search.entityId} />
          </label>
          <label className="filter">
            {t('common.from')}
            <input name="from" type="date" defaultValue={search.from} />
          </label>
          <label className="filter">
            {t('common.to')}
            <input name="to" type="date" defaultValue={search.to} />
          </label>
          <div className="filter-buttons">
            <button type="submit" className="button primary">
              {t('common.filter')}
            </button>
          </div>
        </form>
      </search>
      {log.isPending && <Loading />}
      <ErrorNote error={log.error} />
      {log.data && (
        <DataTable
          caption={t('audit.title')}
          columns={columns}
          data={log.data.data}
          rowId={(entry) => String(entry.id)}
          empty={t('audit.none')}
          paging={{
            page: search.page ?? 1,
            pageSize,
            count: log.data.count,
            onPage: (page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) }),
          }}
        />
      )}
    </>
  );
}
