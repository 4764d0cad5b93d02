'use client';

import { type ComponentType, lazy, Suspense, useState } from 'react';

/** True from the first render in which `open` is true on: a dialog, once loaded, stays mounted. */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A dialog that costs a page nothing until it is first opened: its code, and Radix's, loads when
 * `useOpen` first answers true (the click that opens it), not with the page. Once loaded it stays
 * mounted, so it animates closed and keeps its state like any other dialog.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, useOpen: () => boolean) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    return useOpenedOnce(useOpen()) ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
