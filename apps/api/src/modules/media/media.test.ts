import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, notFoundHandler } from '../../http/errors';
import { colours, illustration, illustrationKinds, mediaPath, parseMediaName, viewCount } from './illustration';
import { mediaRoutes } from './routes';

describe('GET /media/:name', () => {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // Drawn pictures only: stored ones are served from the database (catalog-import's tests).
  mediaRoutes(app, { store: { file: async () => undefined } });
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('answers a product picture as SVG that caches for a year', async () => {
    const res = await app.inject('/media/drill-blue-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="310" height="300" viewBox="0 0 310 300">/,
    );
  });

  it('composes the picture for a requested size', async () => {
    const big = await app.inject('/media/jacket-navy-2.svg?w=600&h=744');
    expect(big.body).toContain('viewBox="0 0 600 744"');
    const card = await app.inject('/media/jacket-navy-2.svg?w=216&h=300');
    expect(card.body).toContain('viewBox="0 0 216 300"');
    expect(card.headers.etag).not.toBe(big.headers.etag);
  });

  it('answers 304 when the browser already has the picture', async () => {
    const first = await app.inject('/media/helmet-yellow-3.svg');
    const again = await app.inject({
      url: '/media/helmet-yellow-3.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the size chart', async () => {
    const res = await app.inject('/media/size-chart.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('XXL');
  });

  it.each(['drill-purple-1.svg', 'spaceship-blue-1.svg', 'drill-blue-5.svg', 'drill-blue-1.png', 'size-chart.png'])(
    'answers 404 in the error shape for %s',
    async (name) => {
      const res = await app.inject(`/media/${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No image "${name}" exists` } });
    },
  );

  it('answers 400 for a size outside the limits', async () => {
    const res = await app.inject('/media/drill-blue-1.svg?w=5000&h=300');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { issues: [{ path: 'query.w' }] } });
  });
});

describe('GET /media/:name of a merchant picture', () => {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  const files = new Map<string, { contentType: string; bytes: Buffer }>();
  let reads = 0;
  mediaRoutes(app, {
    store: {
      file: async (name) => {
        reads++;
        return files.get(name);
      },
    },
  });
  const photo = `${'a'.repeat(64)}.jpg`;
  const cutout = `${'b'.repeat(64)}.png`;
  const broken = `${'c'.repeat(64)}.jpg`;
  const webp = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
  beforeAll(async () => {
    // A camera's photo: 3000 × 2000 pixels, stored on its side with EXIF saying to turn it upright.
    const sideways = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2f6fd1' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    files.set(photo, { contentType: 'image/jpeg', bytes: sideways });
    const transparent = await sharp({
      create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    files.set(cutout, { contentType: 'image/png', bytes: transparent });
    files.set(broken, { contentType: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) });
    await app.ready();
  });
  afterAll(() => app.close());

  it('scales a photo into the box at twice its pixels, upright, as WebP for browsers that take it', async () => {
    const res = await app.inject({ url: `/media/${photo}?w=216&h=300`, headers: webp });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('accept');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    // Upright it is 2000 × 3000; inside 432 × 600 that is 400 × 600.
    expect({ width, height, format }).toEqual({ width: 400, height: 600, format: 'webp' });
    expect(res.rawPayload.length).toBeLessThan(files.get(photo)!.bytes.length / 4);
  });

  it('sends JPEG to a browser without WebP, PNG where the picture has transparency', async () => {
    const jpeg = await app.inject(`/media/${photo}?w=150&h=150`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ width: 200, height: 300, format: 'jpeg' });
    const png = await app.inject(`/media/${cutout}?w=150&h=150`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 300, height: 300, hasAlpha: true });
    expect(jpeg.headers.etag).not.toBe(
      (await app.inject({ url: `/media/${photo}?w=150&h=150`, headers: webp })).headers.etag,
    );
  });

  it('never enlarges a small picture', async () => {
    const res = await app.inject({ url: `/media/${cutout}?w=600&h=744`, headers: webp });
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 800, height: 800 });
  });

  it('keeps a sized picture: asked again, it is not read or scaled again, and a known one answers 304', async () => {
    const first = await app.inject({ url: `/media/${photo}?w=600&h=744`, headers: webp });
    const readsBefore = reads;
    const again = await app.inject({ url: `/media/${photo}?w=600&h=744`, headers: webp });
    expect(reads).toBe(readsBefore);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const known = await app.inject({
      url: `/media/${photo}?w=600&h=744`,
      headers: { ...webp, 'if-none-match': String(first.headers.etag) },
    });
    expect(known.statusCode).toBe(304);
  });

  it('sends the stored bytes as they are without a box, or where they cannot be decoded', async () => {
    const whole = await app.inject(`/media/${photo}`);
    expect(whole.rawPayload.equals(files.get(photo)!.bytes)).toBe(true);
    expect(whole.headers.vary).toBeUndefined();
    const res = await app.inject({ url: `/media/${broken}?w=216&h=300`, headers: webp });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(files.get(broken)!.bytes)).toBe(true);
  });

  it('answers 404 for a picture not stored and 400 for a box outside the limits', async () => {
    const missing = await app.inject(`/media/${'d'.repeat(64)}.jpg?w=216&h=300`);
    expect(missing.statusCode).toBe(404);
    const tooBig = await app.inject(`/media/${photo}?w=216&h=9000`);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.details.issues).toMatchObject([{ path: 'query.h' }]);
  });
});

describe('illustration', () => {
  it('draws every kind in every view with finite coordinates', () => {
    for (const kind of illustrationKinds) {
      for (let view = 1; view <= viewCount; view++) {
        const svg = illustration({ kind, colour: 'red', view, width: 150, height: 150 });
        expect(svg, `${kind} ${view}`).not.toMatch(/NaN|undefined|Infinity/);
        expect(svg.match(/<g\b/g)?.length).toBe(svg.match(/<\/g>/g)?.length);
      }
    }
  });

  it('reads back every name it hands out', () => {
    for (const kind of illustrationKinds) {
      for (const colour of Object.keys(colours) as Array<keyof typeof colours>) {
        const name = mediaPath(kind, colour, 2).slice('/media/'.length);
        expect(parseMediaName(name)).toEqual({ kind, colour, view: 2 });
      }
    }
  });
});
