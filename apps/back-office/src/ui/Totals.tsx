import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';

/** A line of a total: what it is, and its amount (null: not known, shown as a dash). */
export interface TotalLine {
  label: string;
  amount: number | null;
}

/** An order's or a cart's totals as the API computed them, the grand total last. */
export function Totals({
  currency,
  lines,
  grandTotal,
}: {
  currency: string;
  lines: TotalLine[];
  grandTotal: number | null;
}) {
  const t = useTranslations();
  const format = useFormat();
  const money = (minor: number | null) => (minor === null ? '—' : format.money(minor, currency));
  return (
    <dl className="totals">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{money(line.amount)}</dd>
        </div>
      ))}
      <div className="grand">
        <dt>{t('order.grandTotal')}</dt>
        <dd>{money(grandTotal)}</dd>
      </div>
    </dl>
  );
}
