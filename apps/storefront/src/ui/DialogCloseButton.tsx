'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from './Icon';

/** The cross that closes a dialog; `label` names it for screen readers (e.g. 'Close'). */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="ms-auto inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-surface-muted"
    >
      <Icon name="close" />
    </Dialog.Close>
  );
}
