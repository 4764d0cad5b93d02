import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { parseMediaName, renderMedia } from './illustration';
import type { MediaStore } from './store';

/** A picture as a mail carries it inline: mail clients show JPEG and PNG, not SVG or WebP. */
export interface MailPicture {
  contentType: 'image/jpeg' | 'image/png';
  bytes: Buffer;
}

/** The thumbnail's pixels: shown at 60 × 60 CSS pixels, sharp on dense screens, a few KiB each. */
const PIXELS = 120;
/** Thumbnails kept: an order confirmation's pictures are the ones shoppers buy most, mailed again and again. */
const KEPT = 500;

/**
 * Product pictures as small thumbnails for e-mails: a merchant's stored picture scaled into
 * 120 × 120 pixels, or a drawn demo picture rasterised at that size. Only pictures the shop keeps
 * itself (/media/…) are drawn: one elsewhere is not fetched while a mail is sent. A picture that
 * cannot be drawn leaves its line without one (undefined), never the mail unsent.
 */
export function mailPictures(deps: { file: MediaStore['file']; logError: (error: unknown, message: string) => void }) {
  const kept = new LRUCache<string, Promise<MailPicture | undefined>>({ max: KEPT });

  async function draw(src: string): Promise<MailPicture | undefined> {
    const name = src.slice('/media/'.length).split('?')[0]!;
    const drawing = parseMediaName(name);
    const source = drawing
      ? Buffer.from(renderMedia(drawing, { width: PIXELS, height: PIXELS }))
      : (await deps.file(name))?.bytes;
    if (!source) return undefined;
    try {
      const image = sharp(source, { failOn: 'error' })
        .rotate()
        .resize({ width: PIXELS, height: PIXELS, fit: 'inside', withoutEnlargement: !drawing });
      const { hasAlpha } = await sharp(source).metadata();
      return hasAlpha
        ? { contentType: 'image/png', bytes: await image.png({ compressionLevel: 9, palette: true }).toBuffer() }
        : { contentType: 'image/jpeg', bytes: await image.jpeg({ quality: 78, mozjpeg: true }).toBuffer() };
    } catch (error) {
      deps.logError(error, `The picture ${src} could not be drawn for an e-mail`);
      return undefined;
    }
  }

  return (src: string): Promise<MailPicture | undefined> => {
    if (!src.startsWith('/media/')) return Promise.resolve(undefined);
    let picture = kept.get(src);
    if (!picture) {
      picture = draw(src);
      kept.set(src, picture);
    }
    return picture;
  };
}
