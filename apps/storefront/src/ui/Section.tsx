import type { ReactNode } from 'react';
import { cx } from './cx';

const headings = {
  /** A part of the page of its own: description, reviews, related products. */
  large: 'text-xl font-bold',
  /** A part beside others: a form of its own, the product's variants, a checkout step's address. */
  small: 'text-lg font-semibold',
  /** A box's title: what happens next, the comments of an order. */
  plain: 'font-semibold',
  /** Named for screen readers only: the listing between the page's h1 and the cards' h3. */
  hidden: 'sr-only',
};

/**
 * A titled part of a page: a section named by its heading, so screen readers list it as a region.
 * The spacing between heading and content is the caller's (`className`, e.g. space-y-4).
 */
export function Section({
  id,
  title,
  size = 'large',
  level = 2,
  focusable = false,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  size?: keyof typeof headings;
  /** h2 by default; h3 inside a part that has its own h2. */
  level?: 2 | 3;
  /** The heading takes focus when a step moves the shopper to it (tabIndex -1). */
  focusable?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} {...(focusable && { tabIndex: -1 })} className={cx(headings[size], focusable && 'outline-none')}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
