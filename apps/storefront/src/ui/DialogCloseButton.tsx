'use client';

import * as Dialog from '@radix-ui/react-dialog';

/** The cross that closes a dialog; `label` names it for screen readers (e.g. 'Close'). */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="ms-auto inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-surface-muted"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d="m5 5 10 10M15 5 5 15" />
      </svg>
    </Dialog.Close>
  );
}
