import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslations } from 'use-intl';

/**
 * A dialog (Radix: role dialog, focus kept inside, Escape closes), named by its title and described
 * by its description. The dialogs open from state, not from a Radix trigger, so the element that had
 * the focus as it opened (the button that opened it) is remembered here and gets the focus back
 * (the page's main area when the button went with the change).
 * As it opens, the focus goes to its first control below the title (a form's first field, a
 * question's Cancel), not to the close button.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
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
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const first = firstControl(event.currentTarget);
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // The opener may be gone with what it did (Mark delivered): the page's main area then.
            if (opener.current?.isConnected) opener.current.focus();
            else document.getElementById('main')?.focus();
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

/** The dialog's first control that takes the focus, leaving out the head's close button. */
function firstControl(dialog: EventTarget | null) {
  if (!(dialog instanceof HTMLElement)) return undefined;
  return [...dialog.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]')].find(
    (control) =>
      !control.closest('.dialog-head') && !control.matches(':disabled, [type="hidden"]') && control.tabIndex >= 0,
  );
}
