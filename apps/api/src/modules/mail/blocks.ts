import type { MailBlock } from './tables';

/** A paragraph of the text part as the HTML part shows it. */
export type Paragraph =
  | { lines: string[] }
  | { button: { label: string; url: string } }
  | { link: string }
  | { quote: string[] };

const link = /^https?:\/\/\S+$/;
const labelledLink = /^(.+?):\s+(https?:\/\/\S+)$/;

/**
 * A plain text's paragraphs (blank-line separated) for the HTML part: `Label: https://…` and a
 * link alone under a line that ends in a colon become a button with that label, a lone link a
 * link, and lines starting with `> ` (a message quoted) a quote. So a mail that only has text
 * still reads well as HTML, and its links are buttons.
 */
export function paragraphsOf(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  for (const chunk of text.split(/\n{2,}/)) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length > 0) out.push({ lines });
      lines = [];
    };
    for (const line of chunk.split('\n')) {
      const last = out.at(-1);
      const labelled = labelledLink.exec(line);
      if (line.startsWith('> ') || line === '>') {
        flush();
        if (last && 'quote' in last && out.at(-1) === last) last.quote.push(line.slice(2));
        else out.push({ quote: [line.slice(2)] });
      } else if (labelled) {
        flush();
        out.push({ button: { label: labelled[1]!, url: labelled[2]! } });
      } else if (link.test(line)) {
        const label = lines.at(-1)?.endsWith(':') ? lines.pop()!.slice(0, -1).trimEnd() : undefined;
        flush();
        out.push(label ? { button: { label, url: line } } : { link: line });
      } else if (line.trim() !== '') {
        lines.push(line);
      }
    }
    flush();
  }
  return out;
}

/**
 * A mail's body as it is written: lines of its text, and parts the HTML part shows as a block of
 * their own (an order's lines as a table) with the lines the text part has for them.
 */
export type MailPart = string | { block: MailBlock; text: string[] };

/**
 * The text part and the HTML part's blocks of one body, so both say the same words: the text is
 * every line in order; the blocks are the text's runs of lines between the parts' own blocks. A
 * body of lines alone needs no blocks: its HTML part shows its text.
 */
export function written(parts: MailPart[]): { text: string; blocks?: MailBlock[] } {
  const text = parts.flatMap((part) => (typeof part === 'string' ? [part] : part.text)).join('\n');
  if (parts.every((part) => typeof part === 'string')) return { text };
  const blocks: MailBlock[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.some((line) => line.trim() !== '')) blocks.push({ text: run.join('\n') });
    run = [];
  };
  for (const part of parts) {
    if (typeof part === 'string') run.push(part);
    else {
      flush();
      blocks.push(part.block);
    }
  }
  flush();
  return { text, blocks };
}
