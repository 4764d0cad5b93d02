'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton } from './DialogCloseButton';
import { useReturnFocus } from './return-focus';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Beside the title: how many items the sheet holds. */
  count?: string;
  closeLabel: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** A modal panel sliding in from the end of the screen: the filter, cart and wishlist sidebars. */
export function Sheet({ open, onOpenChange, title, count, closeLabel, footer, children }: SheetProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          // A notification shown over the sheet (e.g. a refused change) is not a click outside it.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-notifications]')) event.preventDefault();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(26rem,92vw)] flex-col bg-surface shadow-overlay"
        >
          <div className="flex min-h-14 items-center gap-3 border-b border-line px-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            {count && <p className="text-sm text-ink-muted">{count}</p>}
            <DialogCloseButton label={closeLabel} />
          </div>
          <div className="flex-1 overflow-y-auto px-4">{children}</div>
          {footer && <div className="border-t border-line p-4">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
