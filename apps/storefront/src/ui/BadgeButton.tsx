'use client';

import { Icon, type IconName } from './Icon';

interface BadgeButtonProps {
  icon: IconName;
  count: number;
  /**
   * The button's name with the count, e.g. 'Cart (2 items)'. For the count the page was rendered
   * with, the server's text is passed in: formatting a count in the browser (the plural's `#`)
   * creates the page's first Intl.NumberFormat, 20–30 ms of a desktop core in hydration.
   */
  label: string;
  /** The visible label of the bottom bar's entry; none in the header, where only the icon shows. */
  text?: string;
  onClick: () => void;
  className: string;
}

/** An icon button with a count badge: the header's wishlist and cart, and their bottom-bar entries. */
export function BadgeButton({ icon, count, label, text, onClick, className }: BadgeButtonProps) {
  return (
    // Named by its own (visually hidden) text, not aria-label: the badge's number is drawn, and a
    // name from aria-label beside drawn text is what axe's label-content-name-mismatch flags.
    <button type="button" onClick={onClick} className={className}>
      <span className="relative">
        <Icon name={icon} className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid={`${icon}-badge`}
            // The cart's count on a page kept for offline use may be old: hidden while offline.
            data-live={icon === 'cart' ? '' : undefined}
            className="absolute -end-2 -top-1.5 min-w-5 rounded-full bg-brand px-1 text-center text-[0.6875rem] font-semibold leading-5 text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      {text && <span aria-hidden="true">{text}</span>}
      <span className="sr-only">{label}</span>
    </button>
  );
}
