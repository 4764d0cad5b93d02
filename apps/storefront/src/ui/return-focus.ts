'use client';

import { useRef } from 'react';

/**
 * Handlers for a Radix dialog opened by something other than its own Trigger (a store flag set
 * from the header, a product's Add to cart): on close, the focus goes back to the element the
 * shopper was on when it opened, as it would to a Trigger, not to the top of the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
