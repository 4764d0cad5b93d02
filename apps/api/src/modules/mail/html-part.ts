import { render } from '@react-email/components';
import { defaultLocale } from '@shop/contracts';
import { createElement } from 'react';
import type { BrandLogo, MailPicture } from '../media';
import { MailLayout } from './layout';
import type { InlinePicture, Mail, MailBlock } from './tables';

/** What the HTML part takes of the branding: the shop's name and colours (the storefront's defaults where unset). */
interface MailBranding {
  title?: string;
  colors?: { brand?: string };
}

export interface HtmlPart {
  html: string;
  /** The logo and pictures the HTML shows, as parts of the message (cid:), never fetched from the web. */
  inline: InlinePicture[];
}

const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * Renders a mail's HTML part as it is sent: its blocks (or its text's paragraphs) in the shop's
 * layout with the branding's logo, colours and the lines' thumbnails inline. Rendered from the
 * outbox row each time it is tried, so the row holds words, not markup or pictures, and a mail
 * tried again is the same message.
 */
export function mailHtml(deps: {
  branding: () => Promise<MailBranding | undefined>;
  logo: () => Promise<BrandLogo | undefined>;
  picture: (src: string) => Promise<MailPicture | undefined>;
  /** The products' cover pictures (their /media/… paths), by id. */
  coversOf: (productIds: number[]) => Promise<Map<number, string | null>>;
  publicUrl: string;
}) {
  const pictureOf = async (src: string | null | undefined) => (src ? deps.picture(src) : undefined);
  return async (mail: Mail): Promise<HtmlPart> => {
    const blocks: MailBlock[] = mail.blocks ?? [{ text: mail.text }];
    const ids = [...new Set(blocks.flatMap((b) => ('items' in b ? b.items.flatMap((i) => i.productId ?? []) : [])))];
    const covers = ids.length > 0 ? await deps.coversOf(ids) : new Map<number, string | null>();
    const [branding, logo, pictures] = await Promise.all([
      deps.branding(),
      deps.logo(),
      Promise.all(ids.map(async (id) => [id, await pictureOf(covers.get(id))] as const)),
    ]);
    const inline: InlinePicture[] = [];
    const cids = new Map<number, string>();
    for (const [id, picture] of pictures) {
      if (!picture) continue;
      const cid = `item-${cids.size + 1}@shop`;
      cids.set(id, cid);
      const filename = `item-${cids.size}.${extensions[picture.contentType]}`;
      inline.push({ filename, contentType: picture.contentType, content: picture.bytes, cid });
    }
    if (logo) inline.unshift({ filename: 'logo.png', contentType: 'image/png', content: logo.png, cid: 'logo@shop' });
    const title = branding?.title ?? 'Werkhaus';
    const look = {
      lang: mail.locale ?? defaultLocale,
      title,
      url: deps.publicUrl,
      colors: { brand: branding?.colors?.brand ?? '#0f4c5c' },
      ...(logo && { logo: { cid: 'logo@shop', width: logo.width, height: logo.height, alt: logo.alt || title } }),
    };
    const html = await render(
      createElement(MailLayout, { look, preview: previewOf(mail.text), blocks, pictureOf: (id) => cids.get(id) }),
    );
    // React hints browsers to preload a page's pictures; a mail's are in the message already.
    return { html: html.replace(/<link rel="preload" as="image"[^>]*>/g, ''), inline };
  };
}

/** What an inbox shows beside the subject: the first paragraph that says something, not the greeting. */
function previewOf(text: string) {
  const said = text.split(/\n{2,}/).find((p) => p.length > 40) ?? text;
  return said.replace(/\s+/g, ' ').slice(0, 140);
}
