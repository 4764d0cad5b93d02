import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslations } from 'use-intl';

const fields = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const controls = 'button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/** The dialog's first field, else its first control after the heading (not the close button). */
function firstControl(dialog: HTMLElement): HTMLElement | null {
  const body = [...dialog.children].filter((child) => !child.classList.contains('dialog-head'));
  for (const selector of [fields, controls])
    for (const part of body) {
      const found = part.matches(selector) ? part : part.querySelector(selector);
      if (found instanceof HTMLElement) return found;
    }
  return null;
}

/**
 * A dialog (Radix: role dialog, focus kept inside, Escape closes), named by its title and described
 * by its description. It opens with the focus on its first field (else its first control), where
 * the member starts. The dialogs open from state, not from a Radix trigger, so the element that had
 * the focus as it opened (the button that opened it) is remembered here and gets the focus back;
 * `returnFocus`, when it names an element (what says what the dialog did), gives it the focus instead. Should
 * neither be there any more (the button went with the action), the page's heading has it, never
 * the body.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /**
   * Asked as it closes: the element that says what the dialog did, to take the focus; null when
   * what it did took the focus itself (a report it left on the page); undefined for the opener.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useTranslations();
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          ref={content}
          className={wide ? 'dialog dialog-wide' : 'dialog'}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const first = content.current && firstControl(content.current);
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const chosen = returnFocus?.();
            if (chosen === null) return;
            const target = [chosen, opener.current].find((element) => element?.isConnected);
            if (target) target.focus();
            else focusHeading();
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

/** The page's heading (PageHeader's h1 takes the focus): where a member goes on when what they used is gone. */
const focusHeading = () => document.querySelector<HTMLElement>('#main h1')?.focus();
