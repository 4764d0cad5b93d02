import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { Modal } from './Modal';
import { ErrorNote } from './RouteStates';

/**
 * The question before an action that is hard to take back (unlist, deactivate, block, mark
 * delivered, delete): a dialog named by the question, saying in the merchant's words what will
 * happen, with Cancel (which has the focus, so Enter changes nothing) and the action's own button.
 * Cancel, Escape or × change nothing; the API's refusal shows in the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirm,
  danger = true,
  pending,
  error,
  onReload,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  /** The question: "Unlist Folding rule 2 m?" */
  title: string;
  /** What happens, and whether it can be taken back. */
  description: ReactNode;
  /** The action's button: "Unlist". */
  confirm: string;
  danger?: boolean;
  pending: boolean;
  error?: unknown;
  /** Loads the current state when the API says the thing changed meanwhile (409). */
  onReload?: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} description={description}>
      {children}
      <ErrorNote error={error} onReload={onReload} />
      <div className="dialog-buttons">
        {/* First below the question, so it has the focus as the dialog opens: Enter changes nothing. */}
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'button danger' : 'button primary'}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirm}
        </button>
      </div>
    </Modal>
  );
}

/**
 * What was just done, said in the page's status line, with Undo while it can be taken back
 * (relist, reactivate, unblock). After Undo the line says so and takes the focus, since the
 * button that had it is gone.
 */
export function UndoNote({
  done,
  undone,
  pending,
  error,
  onUndo,
}: {
  /** "Folding rule 2 m is unlisted.", or null when there is nothing to undo. */
  done: string | null;
  /** "Folding rule 2 m is listed again.", or null while nothing has been undone. */
  undone: string | null;
  pending: boolean;
  error?: unknown;
  onUndo: () => void;
}) {
  const t = useTranslations();
  const line = useRef<HTMLDivElement>(null);
  const undoing = useRef(false);
  useEffect(() => {
    if (!undone || !undoing.current) return;
    undoing.current = false;
    line.current?.focus();
  }, [undone]);
  return (
    <>
      <div ref={line} role="status" tabIndex={-1} className={done || undone ? 'undo-note' : undefined}>
        {done && (
          <>
            <p>{done}</p>
            <button
              type="button"
              className="button small"
              disabled={pending}
              onClick={() => {
                undoing.current = true;
                onUndo();
              }}
            >
              {t('common.undo')}
            </button>
          </>
        )}
        {!done && undone && <p>{undone}</p>}
      </div>
      <ErrorNote error={error} />
    </>
  );
}
