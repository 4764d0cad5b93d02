import { type MutationKey, useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * An action asked for first (ConfirmDialog) and, when `undo` is given, undoable right after
 * (UndoNote): which thing it was asked for, the action, what it did, and its reverse. `settle`
 * reads again what the action changed; each mutation waits for it, so the page shows the outcome
 * before its buttons come back.
 */
export function useConfirmedAction<T, R = unknown>({
  act,
  undo,
  settle,
  mutationKey,
}: {
  act: (target: T) => Promise<R>;
  /** Names the action and its undo while they are sent (RowAction waits for them). */
  mutationKey?: MutationKey;
  undo?: (target: T, result: R) => Promise<unknown>;
  settle: () => Promise<unknown> | undefined;
}) {
  const [asked, setAsked] = useState<T | null>(null);
  const [done, setDone] = useState<{ target: T; result: R } | null>(null);
  const [undone, setUndone] = useState<T | null>(null);
  const action = useMutation({
    mutationKey,
    mutationFn: act,
    onSuccess: (result, target) => {
      setAsked(null);
      setUndone(null);
      setDone(undo ? { target, result } : null);
    },
    onSettled: settle,
  });
  const reverse = useMutation({
    mutationKey,
    mutationFn: ({ target, result }: { target: T; result: R }) => undo!(target, result),
    onSuccess: (_, { target }) => {
      setDone(null);
      setUndone(target);
    },
    onSettled: settle,
  });
  const { reset } = action;
  // Stable, so a table's columns that offer the action keep their buttons (and the focus on them).
  const ask = useCallback(
    (target: T) => {
      reset();
      setAsked(target);
    },
    [reset],
  );
  const cancel = useCallback(() => setAsked(null), []);
  const forget = useCallback(() => {
    setDone(null);
    setUndone(null);
  }, []);
  return {
    /** The thing the question is about, while the dialog is open. */
    asked,
    ask,
    cancel,
    confirm: () => {
      if (asked !== null) action.mutate(asked);
    },
    action,
    /** The thing last acted on, while it can be undone. */
    done: done?.target ?? null,
    /** The thing whose action was undone. */
    undone,
    undo: () => {
      if (done) reverse.mutate(done);
    },
    reverse,
    /** Forgets the last action: a change made since (the reverse done by hand) leaves nothing to undo. */
    forget,
  };
}
