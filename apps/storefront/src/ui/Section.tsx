import type { ReactNode } from 'react';

const headings = {
  /** A part of the page of its own: description, related products. */
  large: 'mb-4 text-xl font-bold',
  /** A part beside others: the product's variants, what is included. */
  small: 'mb-2 text-lg font-semibold',
};

/** A titled part of a page: a section named by its h2, so screen readers list it as a region. */
export function Section({
  id,
  title,
  size = 'large',
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  size?: keyof typeof headings;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headings[size]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
