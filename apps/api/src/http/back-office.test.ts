import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/api';
import { defaultBackOfficeDir } from './back-office';

/** A built back office as Vite leaves it: index.html and hashed assets (with their gzip twins). */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'back-office-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Back office</title><script type="module" src="/admin/assets/index-abc123.js"></script>',
  );
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), gzipSync(script));
  return dir;
}

describe('the back office served at /admin/', () => {
  const ctx = useTestApi('pglite', undefined, { backOfficeDir: fakeBuild() });

  it('answers the app for every page under /admin/, with a policy that runs only its own scripts', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders', '/admin/orders/12?tab=notes', '/admin/login']) {
      const res = await ctx.api.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('/admin/assets/index-abc123.js');
      expect(res.headers['cache-control']).toBe('no-cache');
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('sandbox');
    }
  });

  it('names what the app asks first in a Link header, so the browser fetches it beside the scripts', async () => {
    const session = '</admin/api/session>; rel=preload; as=fetch; crossorigin';
    const dashboard = '</admin/api/dashboard>; rel=preload; as=fetch; crossorigin';
    for (const url of ['/admin', '/admin/', '/admin/?page=2'])
      expect((await ctx.api.inject(url)).headers.link, url).toBe(`${session}, ${dashboard}`);
    for (const url of ['/admin/orders', '/admin/login'])
      expect((await ctx.api.inject(url)).headers.link, url).toBe(session);
  });

  it('serves hashed assets for a year, compressed when the browser takes it', async () => {
    const res = await ctx.api.inject({ url: '/admin/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = await ctx.api.inject('/admin/assets/index-abc123.js');
    expect(plain.body).toContain('console.log');
    expect((await ctx.api.inject('/admin/assets/index-gone.js')).statusCode).toBe(404);
    expect((await ctx.api.inject('/admin/assets/%2e%2e%2findex.html')).statusCode).not.toBe(200);
  });

  it('leaves the admin API its own answers', async () => {
    const unknown = await ctx.api.inject('/admin/api/no-such-operation');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect(unknown.headers['content-security-policy']).toContain('sandbox');
    const session = await ctx.api.inject('/admin/api/session');
    expect(session.statusCode).toBe(401);
    expect(session.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('the back office before it is built', () => {
  const ctx = useTestApi('pglite', undefined, { backOfficeDir: path.join(tmpdir(), 'no-back-office-here') });

  it('answers 503 with what to do, not a crash', async () => {
    const res = await ctx.api.inject('/admin/');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
  });
});

it('finds apps/back-office/dist from the bundle and from the source', () => {
  const apps = path.resolve(import.meta.dirname, '../../..');
  const expected = path.join(apps, 'back-office/dist');
  expect(defaultBackOfficeDir(path.join(apps, 'api/dist'))).toBe(expected);
  expect(defaultBackOfficeDir(path.join(apps, 'api/src/http'))).toBe(expected);
});
