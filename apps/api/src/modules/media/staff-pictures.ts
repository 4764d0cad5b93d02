import type { Readable } from 'node:stream';
import { type ProductPicture, productPictureTypes } from '@shop/contracts';
import sharp, { type Metadata } from 'sharp';
import { staffFieldRefusal } from '../../lib/domain-errors';
import type { MediaStore } from './store';

type PictureType = (typeof productPictureTypes)[number];

/** sharp's name of a decoded format, as a content type staff may upload (AVIF decodes as HEIF with AV1). */
function typeOf({ format, compression }: Metadata): PictureType | undefined {
  const type = format === 'heif' ? (compression === 'av1' ? 'image/avif' : undefined) : `image/${format}`;
  return productPictureTypes.find((t) => t === type);
}

/**
 * What the bytes decode to, or undefined where they are not a whole JPEG, PNG, WebP or AVIF
 * picture: the format comes from the decoder, never from a name or a content type, and every
 * pixel row is decoded (into a thumbnail: a tenth of the time of a full decode), so a file cut
 * short or damaged after a valid header is refused too.
 */
async function decoded(bytes: Buffer) {
  try {
    const image = sharp(bytes, { failOn: 'error' });
    const metadata = await image.metadata();
    const contentType = typeOf(metadata);
    if (!contentType || !metadata.width || !metadata.height) return undefined;
    await image.resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    return { contentType, width: metadata.width, height: metadata.height };
  } catch {
    return undefined;
  }
}

/**
 * Pictures staff upload for a product (the product editor's drop zone) or a category (the category
 * editor's): kept in the media store imports keep theirs in, served and scaled the same way
 * (routes.ts, picture-sizes.ts). The answer's url is what a product's images list or a category's
 * image takes; the product or category itself changes (audited) when its editor saves.
 */
export function staffPictures(store: Pick<MediaStore, 'keepFile'>) {
  return {
    async upload(body: Readable): Promise<ProductPicture> {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const picture = await decoded(bytes);
      if (!picture) throw staffFieldRefusal('body', 'notAPicture');
      const { sha256, url } = await store.keepFile(bytes, picture.contentType);
      return { url, sha256, size: bytes.length, ...picture };
    },
  };
}
export type StaffPictures = ReturnType<typeof staffPictures>;
