import { type AuditEntry, auditActions } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat, useLanguage } from '../i18n/i18n';
import { auditFilters, auditQuery } from '../queries/audit';
import { staffQuery } from '../queries/staff';
import { listQuery } from '../search';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { FilterBar } from '../ui/FilterBar';
import { PageHeader } from '../ui/PageHeader';
import { actionKey, auditSentence } from './audit/sentences';

const route = getRouteApi('/app/audit');
const helper = columnsOf<AuditEntry>();

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/**
 * The audit log as sentences in the page's language ("Olivia Werner unlisted WH-000006"), newest
 * first, each with its before and after for whoever needs the detail; filtered by actions named in
 * words.
 */
export function AuditPage() {
  const t = useTranslations();
  const format = useFormat();
  const { locale } = useLanguage();
  const log = useQuery(auditQuery(listQuery(auditFilters, route.useSearch())));
  // Names for the e-mails the log keeps; until they arrive, the e-mails.
  const staff = useQuery(staffQuery);
  const staffNames = useMemo(
    () => new Map((staff.data?.data ?? []).map((member) => [member.email, member.name])),
    [staff.data],
  );
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('at', { header: t('audit.at'), cell: (info) => format.dateTime(info.getValue()) }),
        helper.display({
          id: 'change',
          header: t('audit.change'),
          cell: ({ row }) => auditSentence(row.original, { t, format, locale, staffNames }),
        }),
        helper.display({
          id: 'detail',
          header: t('audit.detail'),
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
    [t, format, locale, staffNames],
  );
  const actionOptions = useMemo(
    () =>
      auditActions
        .map((action) => ({ value: action, label: t(`audit.actions.${actionKey(action)}`) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [t, locale],
  );
  return (
    <>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')} />
      <FilterBar
        label={t('audit.filters')}
        filters={[
          { name: 'action', label: t('audit.action'), options: actionOptions },
          { name: 'actor', label: t('audit.actor'), placeholder: 'owner@…' },
          { name: 'entityId', label: t('audit.entityId'), placeholder: t('audit.entityIdHint') },
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
