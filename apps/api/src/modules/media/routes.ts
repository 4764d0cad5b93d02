import { createHash } from 'node:crypto';
import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { invalid, notFound } from '../../lib/domain-errors';
import { parseMediaName, renderMedia } from './illustration';
import { type Box, type PictureFormat, type PictureSizes, pictureFormat, pictureSizes } from './picture-sizes';
import type { StaffPictures } from './staff-pictures';
import type { MediaStore } from './store';

const minSize = 16;
const maxSize = 2000;

/**
 * Pictures merchants brought (`/media/{sha256}.jpg`, see store.ts), and the demo's product
 * pictures and attribute images, drawn on request: `/media/drill-blue-1.svg`. Either optionally
 * `?w=216&h=300`, the box a page shows it in: a merchant's picture scaled into it
 * (picture-sizes.ts), a drawing composed for it. A name and box always show the same picture, so
 * browsers and CDNs may keep it for a year.
 */
export function mediaRoutes(
  app: FastifyInstance,
  {
    store,
    sizes = pictureSizes(),
    pictures,
  }: { store: Pick<MediaStore, 'file'>; sizes?: PictureSizes; pictures?: StaffPictures },
) {
  // Pictures staff upload for a product's gallery or a category (owner): checked, stored, answered with their url.
  if (pictures) {
    route(app, operations.uploadProductImage, ({ body }) => pictures.upload(body));
    route(app, operations.uploadCategoryImage, ({ body }) => pictures.upload(body));
  }

  app.get<{ Params: { name: string }; Querystring: { w?: string; h?: string } }>(
    '/media/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const box = requestedSize(request.query);
      const immutable = (etag: string) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
        return matchesEtag(request.headers['if-none-match'], etag);
      };
      // A merchant's picture: named by its content, so it never changes either.
      if (box) {
        const format = pictureFormat(request.headers.accept);
        const key = `${name}?${box.width}x${box.height}.${format}`;
        const sized = sizes.kept(key) ?? (await sizedFile(name, key, box, format));
        if (sized) {
          reply.header('vary', 'accept');
          if (immutable(`"${name.slice(0, 32)}-${box.width}x${box.height}-${format}"`)) return reply.code(304).send();
          return reply.type(sized.contentType).send(sized.bytes);
        }
      } else {
        const stored = await store.file(name);
        if (stored) {
          if (immutable(`"${name.slice(0, 32)}"`)) return reply.code(304).send();
          return reply.type(stored.contentType).send(stored.bytes);
        }
      }
      const image = parseMediaName(name);
      if (!image) throw notFound(`No image "${name}" exists`);
      const svg = renderMedia(image, box);
      if (immutable(`"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`))
        return reply.code(304).send();
      return reply.type('image/svg+xml').send(svg);
    },
  );

  /** A stored picture scaled into `box`; as it is where it cannot be decoded; undefined where none is stored. */
  async function sizedFile(name: string, key: string, box: Box, format: PictureFormat) {
    const stored = await store.file(name);
    if (!stored) return undefined;
    return (await sizes.sized(key, stored.bytes, box, format)) ?? stored;
  }
}

function requestedSize({ w, h }: { w?: string; h?: string }): Box | undefined {
  if (w === undefined && h === undefined) return undefined;
  const width = Number(w);
  const height = Number(h);
  const valid = (v: number) => Number.isInteger(v) && v >= minSize && v <= maxSize;
  if (valid(width) && valid(height)) return { width, height };
  const message = `w and h must both be whole numbers from ${minSize} to ${maxSize}`;
  throw invalid(
    message,
    [valid(width) ? undefined : 'query.w', valid(height) ? undefined : 'query.h']
      .filter((path) => path !== undefined)
      .map((path) => ({ path, message })),
  );
}

function matchesEtag(header: string | undefined, etag: string) {
  return header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*') ?? false;
}
