import type { ReactNode } from 'react';
import { cx } from './cx';

/** The cell style of the account area's tables. */
export const tableCell = 'border-b border-line px-3 py-2';

export interface Column {
  label: string;
  /** Numbers and amounts are aligned to the end. */
  numeric?: boolean;
}

/** A wide table that scrolls sideways on a phone, with a caption for screen readers and its column headers. */
export function DataTable({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cx(tableCell, column.numeric && 'text-end')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
