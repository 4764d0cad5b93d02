/** Text to find inside a LIKE pattern as it is: its wildcards (% and _) and escapes taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
