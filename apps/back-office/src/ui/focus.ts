/** Focuses the first of these buttons that can take it, once the list they are in has been drawn again. */
export const focusFirst = (ids: string[]) =>
  requestAnimationFrame(() => {
    for (const id of ids) {
      const button = document.getElementById(id) as HTMLButtonElement | null;
      if (button && !button.disabled) return button.focus();
    }
  });
