/**
 * The order list just made in this tab, which opens next: its page takes the focus to its heading,
 * where the shopper's form (and the button they pressed) was, rather than leaving it on the body.
 */
let made: number | undefined;

export const markMade = (listId: number) => {
  made = listId;
};

/** True once for the list just made: its page moves the focus there. */
export function takeMade(listId: number) {
  if (made !== listId) return false;
  made = undefined;
  return true;
}
