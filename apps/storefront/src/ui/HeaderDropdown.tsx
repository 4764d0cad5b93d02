'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface HeaderDropdownProps {
  /** What the button shows (its accessible name included). */
  button: ReactNode;
  /** The list's accessible name. */
  listLabel: string;
  /** The list's items; `close` closes the dropdown after a choice. */
  children(close: () => void): ReactNode;
}

/** A header button with a list under it that closes on Escape, a click outside or a choice. */
export function HeaderDropdown({ button, listLabel, children }: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Closes after Escape or a choice, with focus back on the button (not after a click elsewhere). */
  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        buttonRef.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-semibold uppercase hover:bg-surface-muted"
      >
        {button}
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={listLabel}
        className="absolute right-0 z-30 mt-1 min-w-44 rounded-md border border-line bg-surface p-1 shadow-overlay"
      >
        {children(closeToButton)}
      </ul>
    </div>
  );
}
