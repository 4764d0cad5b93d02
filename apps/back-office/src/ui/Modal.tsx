import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslations } from 'use-intl';

/**
 * A dialog (Radix: role dialog, focus kept inside, Escape closes), named by its title and described
 * by its description. The dialogs open from state, not from a Radix trigger, so the element that had
 * the focus as it opened (the button that opened it) is remembered here and gets the focus back.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  returnFocus = () => true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Asked as it closes: false when what it did put the focus elsewhere (a report it left on the page). */
  returnFocus?: () => boolean;
}) {
  const t = useTranslations();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className={wide ? 'dialog dialog-wide' : 'dialog'}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus()) return event.preventDefault();
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="dialog-head">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('common.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="dialog-description">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
