import { type ReactNode, useId } from 'react';

/** A part of a page: a region named by its heading, and what the heading says beside it. */
export function Card({
  title,
  className,
  aside,
  children,
}: {
  title: ReactNode;
  /** Beside `card`: how wide it is (span-2) or what it holds. */
  className?: string;
  /** At the heading's end, in a row with it (a choice of what the card shows). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const heading = <h2 id={id}>{title}</h2>;
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={id}>
      {aside !== undefined ? (
        <div className="card-head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
