'use client';

import { useEffect } from 'react';

/**
 * Marks <html data-interactive> once React has hydrated the page and run the first effects of
 * everything rendered before it (so it stays last in the layout). A check that something did not
 * happen (no banner, no search, no reload) waits for it; before it, nothing could have happened.
 */
export function Interactive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
