import type { AuditEntry } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { auditFilters, auditQuery } from '../queries/audit';
import { listQuery } from '../search';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { FilterBar } from '../ui/FilterBar';
import { PageHeader } from '../ui/PageHeader';

const route = getRouteApi('/app/audit');
const helper = columnsOf<AuditEntry>();

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

export function AuditPage() {
  const t = useTranslations();
  const format = useFormat();
  const log = useQuery(auditQuery(listQuery(auditFilters, route.useSearch())));
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
  return (
    <>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')} />
      <FilterBar
        label={t('audit.filters')}
        filters={[
          { name: 'actor', label: t('audit.actor'), placeholder: 'owner@…' },
          { name: 'action', label: t('audit.action'), placeholder: 'order, coupon.save…' },
          { name: 'entityId', label: t('audit.entityId') },
          { name: 'from', label: t('common.from'), type: 'date' },
          { name: 'to', label: t('common.to'), type: 'date', notBefore: 'from' },
        ]}
      />
      <QueryTable
        query={log}
        caption={t('audit.title')}
        columns={columns}
        rowId={(entry) => String(entry.id)}
        empty={t('audit.none')}
      />
    </>
  );
}
