import type { ReactNode } from 'react';

/** A column's header; a column of figures is aligned to the right. */
export type Column = string | { label: string; numeric: true };

/**
 * A table whose rows the page lays out: named by its caption (for screen readers; the heading
 * above says it), a header for every column, and scrolling sideways when it is wider than the page.
 */
export function Table({
  caption,
  columns,
  className,
  tall = false,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  className?: string;
  /** Scrolls down too, beyond a screen's height. */
  tall?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={tall ? 'table-scroll tall' : 'table-scroll'}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className="number">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
