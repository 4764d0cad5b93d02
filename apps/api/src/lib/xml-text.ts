/** Text as XML character data or an attribute's value: the five characters XML reserves, escaped. */
export const xmlText = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
