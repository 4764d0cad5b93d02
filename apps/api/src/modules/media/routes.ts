import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { invalid, notFound } from '../../lib/domain-errors';
import { parseMediaName, renderMedia } from './illustration';
import type { MediaStore } from './store';

const minSize = 16;
const maxSize = 2000;

/**
 * Pictures merchants brought (`/media/{sha256}.jpg`, see store.ts), and the demo's product
 * pictures and attribute images, drawn on request: `/media/drill-blue-1.svg`, optionally
 * `?w=216&h=300` for a composition made for that box. A name always shows the same picture, so
 * browsers and CDNs may keep it for a year.
 */
export function mediaRoutes(app: FastifyInstance, { store }: { store: Pick<MediaStore, 'file'> }) {
  app.get<{ Params: { name: string }; Querystring: { w?: string; h?: string } }>(
    '/media/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      // A merchant's picture: named by its content, so it never changes either.
      const stored = await store.file(name);
      if (stored) {
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', `"${name.slice(0, 32)}"`);
        if (matchesEtag(request.headers['if-none-match'], `"${name.slice(0, 32)}"`)) return reply.code(304).send();
        return reply.type(stored.contentType).send(stored.bytes);
      }
      const image = parseMediaName(name);
      if (!image) throw notFound(`No image "${name}" exists`);
      const svg = renderMedia(image, requestedSize(request.query));
      const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/svg+xml').send(svg);
    },
  );
}

function requestedSize({ w, h }: { w?: string; h?: string }) {
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
