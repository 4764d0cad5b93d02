import { type ReactNode, useEffect, useRef, useState } from 'react';

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
    <ScrollBox label={caption} tall={tall}>
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
    </ScrollBox>
  );
}

/**
 * A table's frame, scrolling when the table is wider (or, `tall`, longer) than the page: then a
 * keyboard reaches it too (a tab stop named by the table's caption), so the rest can be scrolled
 * into view without a mouse. A table that fits adds no tab stop.
 */
export function ScrollBox({ label, tall = false, children }: { label: string; tall?: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const frame = box.current;
    if (!frame) return;
    const measure = () =>
      setScrolls(frame.scrollWidth > frame.clientWidth + 1 || frame.scrollHeight > frame.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className={tall ? 'table-scroll tall' : 'table-scroll'}
      {...(scrolls && { tabIndex: 0, role: 'group', 'aria-label': label })}
    >
      {children}
    </div>
  );
}
