import { type ReactNode, useRef } from 'react';
import { Modal } from '../../ui/Modal';

/**
 * A bulk action's form in a dialog, drawn while it is open. Done, the report takes the focus;
 * closed without saving, the button that opened it does.
 */
export function BulkDialog<Done>({
  open,
  title,
  description,
  onClose,
  onDone,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  onClose: () => void;
  onDone: (done: Done) => void;
  /** The form, given what to call once the action is done. */
  children: (done: (result: Done) => void) => ReactNode;
}) {
  const reported = useRef(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      returnFocus={() => {
        const back = !reported.current;
        reported.current = false;
        return back ? undefined : null;
      }}
    >
      {open &&
        children((result) => {
          reported.current = true;
          onClose();
          onDone(result);
        })}
    </Modal>
  );
}
