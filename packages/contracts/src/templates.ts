// Texts with named gaps ("Order {order} is cancelled"), filled in and read back: the API writes a
// refusal's English text, the back office reads its name and values back to word it anew.

/** What a text's gaps name: an order's number, a code, a count. */
export type TemplateValues = Record<string, string | number>;

/** A template's text with its values in place (a gap without a value stays as written). */
export const fillTemplate = (template: string, values: TemplateValues = {}) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads texts of a catalogue back into the template's name and values. Gaps named in `countKeys`
 * match digits only (the reader formats them as numbers); the longest templates are tried first,
 * as they are the most specific.
 */
export function templateReader<Name extends string>(catalogue: Record<Name, string>, countKeys: readonly string[]) {
  const patterns = (Object.keys(catalogue) as Name[])
    .sort((a, b) => catalogue[b].length - catalogue[a].length)
    .map((name) => {
      const keys: string[] = [];
      const source = catalogue[name]
        .split(/\{(\w+)\}/)
        .map((part, i) => {
          if (i % 2 === 0) return escaped(part);
          keys.push(part);
          return countKeys.includes(part) ? '(\\d+)' : '(.+?)';
        })
        .join('');
      return { name, keys, pattern: new RegExp(`^${source}$`, 's') };
    });
  return (text: string): { name: Name; values: Record<string, string> } | undefined => {
    for (const { name, keys, pattern } of patterns) {
      const found = pattern.exec(text);
      if (found) return { name, values: Object.fromEntries(keys.map((key, i) => [key, found[i + 1]!])) };
    }
    return undefined;
  };
}
