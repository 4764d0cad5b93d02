import { useEffect } from 'react';

/** Who holds the page's scrolling: the search overlay and the cookie banner may both at once. */
const holders = new Set<symbol>();

const apply = () => {
  document.body.style.overflow = holders.size > 0 ? 'hidden' : '';
};

/** Locks the page's scrolling while `locked` is true; released when the last holder lets go. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const holder = Symbol('scroll-lock');
    holders.add(holder);
    apply();
    return () => {
      holders.delete(holder);
      apply();
    };
  }, [locked]);
}
