import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/**
 * A merchant's picture at the size a page shows it. Imports bring photos of up to 20 MB; a product
 * card draws 216 × 300 pixels. So a picture asked for with a box is scaled to fit inside it at twice
 * its pixels (sharp on dense screens), never enlarged or cropped, turned as its EXIF says, and sent
 * as WebP where the browser takes it (else JPEG, or PNG where it has transparency).
 */
export interface Box {
  width: number;
  height: number;
}

export interface SizedPicture {
  contentType: string;
  bytes: Buffer;
}

/** Pixels per CSS pixel of the box. */
const DENSITY = 2;
/** Sized pictures kept in memory, by bytes: a category's cards are asked for by every shopper. */
const KEPT_BYTES = 64 * 1024 * 1024;

/** The encoding a browser gets: WebP when its Accept header names it, as every current browser's does. */
export type PictureFormat = 'webp' | 'fallback';
export const pictureFormat = (accept: string | undefined): PictureFormat =>
  accept?.includes('image/webp') ? 'webp' : 'fallback';

export function pictureSizes() {
  const kept = new LRUCache<string, SizedPicture>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (picture) => picture.bytes.length || 1,
  });

  async function resize(bytes: Buffer, box: Box, format: PictureFormat): Promise<SizedPicture> {
    // Animated GIFs keep their first frame: a product picture stands still.
    const image = sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({
        width: box.width * DENSITY,
        height: box.height * DENSITY,
        fit: 'inside',
        withoutEnlargement: true,
      });
    if (format === 'webp') return { contentType: 'image/webp', bytes: await image.webp({ quality: 80 }).toBuffer() };
    const { hasAlpha } = await sharp(bytes).metadata();
    return hasAlpha
      ? { contentType: 'image/png', bytes: await image.png().toBuffer() }
      : { contentType: 'image/jpeg', bytes: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer() };
  }

  return {
    /** The kept sized picture for this key, if one is. */
    kept: (key: string) => kept.get(key),
    /**
     * `original` scaled into `box`; undefined where the bytes cannot be decoded (a file that only
     * starts like a picture), so the caller sends them as they are rather than failing the page.
     */
    async sized(key: string, original: Buffer, box: Box, format: PictureFormat) {
      try {
        const picture = await resize(original, box, format);
        kept.set(key, picture);
        return picture;
      } catch {
        return undefined;
      }
    },
  };
}
export type PictureSizes = ReturnType<typeof pictureSizes>;
