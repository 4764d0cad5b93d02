import { type MutationKey, useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A table row's action button, unavailable while a change under `busyWith` is under way. It reads
 * that itself, so the table's columns need not change (and lose the focused button) when it starts.
 */
export function RowAction({
  busyWith,
  onClick,
  children,
}: {
  busyWith: MutationKey;
  onClick: () => void;
  children: ReactNode;
}) {
  const busy = useIsMutating({ mutationKey: busyWith }) > 0;
  return (
    <button type="button" className="button small" disabled={busy} onClick={onClick}>
      {children}
    </button>
  );
}
