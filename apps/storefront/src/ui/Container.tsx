import type { ReactNode } from 'react';
import { cx } from './cx';

/** The page's content column: full width on phones, at most 1240 px on desktop. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('mx-auto w-full max-w-page px-4 md:px-6', className)}>{children}</div>;
}
