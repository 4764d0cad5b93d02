import { type BulkOutcome, maxBulkItems } from '@shop/contracts';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import type { Selection } from './DataTable';
import { translatedRefusal } from './refusals';
import { Table } from './Table';

/**
 * The rows a list's member chose for a bulk action, by id, kept from page to page and filter to
 * filter until cleared (the bar says how many there are), with the rows as they were shown.
 */
export function useSelection<T>(rowId: (row: T) => string, label: (row: T) => string) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, T>>(new Map());
  const onChange = useCallback(
    (rows: T[], on: boolean) =>
      setChosen((before) => {
        const next = new Map(before);
        for (const row of rows) {
          if (on) next.set(rowId(row), row);
          else next.delete(rowId(row));
        }
        return next;
      }),
    [rowId],
  );
  const table: Selection<T> = useMemo(
    () => ({ selected: new Set(chosen.keys()), onChange, label }),
    [chosen, onChange, label],
  );
  return {
    table,
    rows: [...chosen.values()],
    clear: () => setChosen(new Map()),
    /** Leaves out the rows a bulk action changed: what it refused stays chosen, to try again. */
    keepOnly: (ids: ReadonlySet<string>) => setChosen((before) => new Map([...before].filter(([id]) => ids.has(id)))),
  };
}

/**
 * What can be done with the chosen rows: how many are chosen, the actions (`children`), and
 * clearing the choice. More than a bulk action takes is said, and the actions wait.
 */
export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const t = useTranslations();
  if (count === 0) return null;
  const tooMany = count > maxBulkItems;
  return (
    <section className="bulk-bar" aria-label={t('bulk.actions')}>
      <p className="bulk-count">{t('bulk.selected', { count })}</p>
      {tooMany ? <p className="error-note">{t('bulk.tooMany', { max: maxBulkItems })}</p> : children}
      <button type="button" className="button ghost" onClick={onClear}>
        {t('bulk.clear')}
      </button>
    </section>
  );
}

/** One row of a bulk report: what it is called, and what became of it in the page's words. */
export interface ReportRow {
  key: string;
  name: ReactNode;
  outcome: BulkOutcome;
  /** What was done (changed) or found so already (unchanged). */
  done: string;
}

/** A refusal of a bulk action in the page's language: a bulk reason, else the refusal its message names. */
function useRefusalText() {
  const t = useTranslations();
  return useCallback(
    ({ reason, message }: BulkOutcome) =>
      reason === null || reason === 'other'
        ? message
          ? (translatedRefusal(t, message) ?? t('failures.refused'))
          : ''
        : t(`bulk.reasons.${reason}`),
    [t],
  );
}

/**
 * What a bulk action did with each row, after it: how many were done and refused (announced),
 * then a row each. The heading takes the focus, so a keyboard and a screen reader carry on here.
 */
export function BulkReport({
  title,
  item,
  rows,
  onClose,
}: {
  title: string;
  /** The first column's header: what the rows are (orders, products). */
  item: string;
  rows: ReportRow[];
  onClose: () => void;
}) {
  const t = useTranslations();
  const refusal = useRefusalText();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Each new report (a new action's rows) takes the focus.
    if (rows.length > 0) heading.current?.focus();
  }, [rows]);
  const refused = rows.filter((row) => row.outcome.outcome === 'refused').length;
  return (
    <section className="card bulk-report" aria-labelledby={id}>
      <div className="card-head">
        <h2 id={id} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="button small ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <p role="status">{t('bulk.summary', { done: rows.length - refused, refused })}</p>
      <Table caption={title} columns={[item, t('bulk.result')]}>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>
              {row.outcome.outcome === 'refused' ? t('bulk.refused', { reason: refusal(row.outcome) }) : row.done}
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
