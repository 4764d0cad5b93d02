import { describe, expect, it } from 'vitest';
import { useTestApi } from './testing/api';
import { databaseKinds } from './testing/database';

describe.each(databaseKinds)('shop API on %s', (kind) => {
  const ctx = useTestApi(kind);

  it('answers /healthz and /readyz', async () => {
    const health = await ctx.api.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.api.inject('/readyz');
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('tags every answer with a request id, keeping one the caller sent', async () => {
    const own = await ctx.api.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers['x-request-id']).toBe('abc-123');
    const generated = await ctx.api.inject('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers on every answer, HSTS only over https, and the docs their own policy', async () => {
    for (const url of ['/healthz', '/no/such/route', '/products/0']) {
      const res = await ctx.api.inject(url);
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none';sandbox",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const https = await ctx.api.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const docs = await ctx.api.inject('/docs/');
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const res = await ctx.api.inject('/no/such/route?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route GET /no/such/route not found' } });
  });

  it('answers invalid input with 400 naming the failing fields', async () => {
    const res = await ctx.api.inject('/content?type=nonsense&identifier=Bad%20Id');
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    const paths = error.details.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['query.type', 'query.identifier']));
  });

  it('documents every operation under its spec name', async () => {
    const res = await ctx.api.inject('/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods as Record<string, { operationId?: string }>).map((m) => m.operationId),
    );
    expect(ids).toEqual(expect.arrayContaining(['health', 'readiness', 'getContent']));
    expect(doc.paths['/content'].get.parameters.map((p: { name: string }) => p.name)).toContain('identifier');
    const docs = await ctx.api.inject('/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});

describe('readiness without a database', () => {
  const ctx = useTestApi('pglite');

  it('answers 503 in the error shape once the database is gone', async () => {
    await ctx.database.close();
    const res = await ctx.api.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Database unreachable', details: { database: 'down' } },
    });
    // The health check only says the process is up.
    expect((await ctx.api.inject('/healthz')).statusCode).toBe(200);
  });
});
