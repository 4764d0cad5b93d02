// A bar's text (the notification bar's, the top banner's) is HTML the shop cleans and shows as it
// is. Most are a sentence and perhaps a link after it: the form offers those as fields, and
// writes them back as that HTML. Anything richer stays HTML, edited as such.
import { hrefSchema } from '@shop/contracts';

/** A bar's text as fields: the sentence, and the link after it (empty when there is none). */
export interface BarText {
  text: string;
  linkLabel: string;
  linkHref: string;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': '\u00a0',
};

/** The text of HTML without tags; undefined when it has an entity the form would not keep as it is. */
function decoded(html: string): string | undefined {
  if (/[<>]/.test(html)) return undefined;
  const unknown = html.match(/&[#\w]+;/g)?.some((entity) => !(entity in entities));
  return unknown ? undefined : html.replace(/&[#\w]+;/g, (entity) => entities[entity]!);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The bar's HTML as fields, or undefined when it is more than a paragraph of text and one link. */
export function barTextOf(html: string): BarText | undefined {
  const trimmed = html.trim();
  if (trimmed === '') return { text: '', linkLabel: '', linkHref: '' };
  const paragraph = /^<p>([\s\S]*)<\/p>$/.exec(trimmed)?.[1] ?? trimmed;
  const linked = /^([\s\S]*?)\s*<a href="([^"]*)">([^<]*)<\/a>$/.exec(paragraph);
  const text = decoded(linked ? linked[1]! : paragraph);
  if (text === undefined) return undefined;
  if (!linked) return { text, linkLabel: '', linkHref: '' };
  const linkLabel = decoded(linked[3]!);
  const linkHref = decoded(linked[2]!);
  if (linkLabel === undefined || linkHref === undefined) return undefined;
  return { text, linkLabel, linkHref };
}

/** The fields as the bar's HTML: a paragraph, the link after the text; nothing when all are empty. */
export function barHtml({ text, linkLabel, linkHref }: BarText): string {
  const link = linkLabel.trim() || linkHref.trim();
  if (!text.trim() && !link) return '';
  const anchor = link ? `<a href="${escapeAttribute(linkHref.trim())}">${escapeText(linkLabel.trim())}</a>` : '';
  return `<p>${[escapeText(text.trim()), anchor].filter(Boolean).join(' ')}</p>`;
}

/** What is wrong with the bar's link: half of one (a text without address or one without text), or its address. */
export function barLinkProblem({ linkLabel, linkHref }: BarText): 'incomplete' | 'href' | undefined {
  const label = linkLabel.trim();
  const href = linkHref.trim();
  if (!label && !href) return undefined;
  if (!label || !href) return 'incomplete';
  return hrefSchema.safeParse(href).success ? undefined : 'href';
}
