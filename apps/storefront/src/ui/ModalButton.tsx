'use client';

import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';
import { useOpenedOnce } from './lazy-dialog';

const loadModal = () => import('./Modal');
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

type ModalButtonProps = Omit<ComponentProps<typeof import('./Modal').Modal>, 'open' | 'onOpenChange' | 'trigger'> & {
  /** The button's content. */
  trigger: ReactNode;
};

/**
 * A button that opens a Modal, whose code (and Radix's) loads when the shopper first points at or
 * opens it, not with the page: the product gallery's enlarged image, an attribute's picture.
 */
export function ModalButton({ trigger, triggerClassName, triggerLabel, ...modal }: ModalButtonProps) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Modal {...modal} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
