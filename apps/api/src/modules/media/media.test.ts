import Fastify from 'fastify';
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
