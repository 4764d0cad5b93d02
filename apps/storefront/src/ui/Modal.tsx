'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { DialogCloseButton } from './DialogCloseButton';
import { useReturnFocus } from './return-focus';

const kinds = {
  /** A form over the page: login, an address. */
  form: {
    overlay: 'bg-ink/50',
    content: 'inset-x-4 top-[5vh] max-h-[90vh] overflow-y-auto p-6',
    header: 'mb-4 gap-2',
    title: 'text-xl font-bold',
  },
  /** A picture enlarged: the product gallery, an attribute's image. */
  media: {
    overlay: 'bg-ink/70',
    content: 'inset-4 m-auto max-h-[95vh] p-4',
    header: '',
    title: 'text-base font-semibold',
  },
};

interface ModalProps {
  /** Controlled when given; otherwise the trigger opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it, when the modal has one of its own. */
  trigger?: ReactNode;
  triggerClassName?: string;
  triggerLabel?: string;
  title: ReactNode;
  closeLabel: string;
  kind: keyof typeof kinds;
  /** Width and layout of the panel (e.g. 'max-w-md'). */
  className: string;
  children: ReactNode;
}

/** A modal dialog centred over the page, titled, with a close button; focus stays inside while open. */
export function Modal({
  open,
  onOpenChange,
  trigger,
  triggerClassName,
  triggerLabel,
  title,
  closeLabel,
  kind,
  className,
  children,
}: ModalProps) {
  const styles = kinds[kind];
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && (
        <Dialog.Trigger className={triggerClassName} aria-label={triggerLabel}>
          {trigger}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className={cx('fixed inset-0 z-40', styles.overlay)} />
        <Dialog.Content
          {...(trigger ? {} : returnFocus)}
          aria-describedby={undefined}
          className={cx('fixed z-50 mx-auto rounded-lg bg-surface shadow-overlay', styles.content, className)}
        >
          <div className={cx('flex items-center justify-between', styles.header)}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <DialogCloseButton label={closeLabel} />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
