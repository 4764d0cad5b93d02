import type { LedgerTotal } from '@shop/contracts';
import { useTranslations } from 'use-intl';
import type { FieldIssue } from '../../api';
import { type MessageKey, useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';
import { useFieldMessage } from '../../ui/field-problems';
import { Table } from '../../ui/Table';

/** The period's sums per currency, of every document it holds (not only the page's). */
export function LedgerTotals({ totals }: { totals: LedgerTotal[] }) {
  const t = useTranslations();
  const format = useFormat();
  if (totals.length === 0) return null;
  return (
    <Card title={t('invoices.totals')}>
      <Table
        caption={t('invoices.totals')}
        columns={[
          t('invoices.currency'),
          { label: t('invoices.documents'), numeric: true },
          { label: t('invoices.net'), numeric: true },
          { label: t('invoices.tax'), numeric: true },
          { label: t('invoices.gross'), numeric: true },
        ]}
      >
        {totals.map((total) => (
          <tr key={total.currency}>
            <td>{total.currency}</td>
            <td className="number">{format.number(total.count)}</td>
            <td className="number">{format.money(total.net, total.currency)}</td>
            <td className="number">{format.money(total.tax, total.currency)}</td>
            <td className="number">{format.money(total.gross, total.currency)}</td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}

/** The filters' names, for the API's refusal of what the address asked (a period that ends before it starts). */
const fieldLabels: Record<string, MessageKey> = { from: 'common.from', to: 'common.to', kind: 'invoices.kind' };

/** Why the API refused the period the address names, field by field, in the page's language. */
export function PeriodRefused({ issues }: { issues: FieldIssue[] }) {
  const t = useTranslations();
  const message = useFieldMessage();
  return (
    <div className="error-note" role="alert">
      <p>{t('invoices.periodRefused')}</p>
      <ul>
        {issues.map((issue) => (
          <li key={issue.path}>
            {fieldLabels[issue.path] ? t(fieldLabels[issue.path]!) : issue.path}: {message(issue.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}
