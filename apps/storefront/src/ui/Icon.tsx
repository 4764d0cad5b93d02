import { cx } from './cx';

/** The shop's line icons, drawn on a 24-unit grid in the current text colour. */
const paths = {
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14ZM20 20l-3.5-3.5',
  back: 'm15 18-6-6 6-6',
  forward: 'm9 6 6 6-6 6',
  expand: 'm7 10 5 5 5-5',
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5',
  account: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8ZM4 21c1.5-4 4.5-6 8-6s6.5 2 8 6',
  cart: 'M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20 8H6.1M9.5 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
  globe:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18ZM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
  picture: 'M4 5h16v14H4ZM4 16l5-5 4 4 3-3 4 4M15.5 8.5a1 1 0 1 0 0 .01',
} as const;

export type IconName = keyof typeof paths;

/** A decorative icon: hidden from screen readers, so its button or link carries the name. */
export function Icon({
  name,
  className = 'size-5',
  filled = false,
}: {
  name: IconName;
  className?: string;
  /** Filled with the current colour (a chosen heart). */
  filled?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cx('shrink-0', className)}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
