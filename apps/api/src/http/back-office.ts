import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { operations } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the back office's page may do: run its own scripts and load its own styles, images and
 * fonts, and call this API. No inline or foreign script, no eval, no framing by another page.
 * Inline styles are allowed: Radix's dialogs set a style element and style attributes (no style
 * runs code); the content preview is a sandboxed frame of its own document (about:srcdoc).
 */
const backOfficePolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
  },
};

/**
 * The built back office by default: apps/back-office/dist beside the API, reached from the bundle
 * (apps/api/dist/main.js) as from the source (apps/api/src/http, in tests).
 */
export function defaultBackOfficeDir(from: string = import.meta.dirname): string {
  const apiRoot = path.basename(from) === 'dist' ? path.dirname(from) : path.resolve(from, '../..');
  return path.resolve(apiRoot, '../back-office/dist');
}

const preload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;

/**
 * What the app will ask first, named in the page's Link header so the browser fetches it beside
 * the scripts instead of after them: who is signed in, and on the dashboard its figures.
 */
const preloads = (url: string) =>
  /^\/admin\/?(\?|$)/.test(url)
    ? [operations.getStaffSession.path, operations.getDashboard.path]
    : [operations.getStaffSession.path];

const notBuilt = /* html */ `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Back office not built | Werkhaus</title></head>
<body><main><h1>The back office is not built yet</h1>
<p>Build it with <code>npm run build</code> (or <code>npm run build -w @shop/back-office</code>) and reload this page.
The API looks for it in <code>BACK_OFFICE_DIR</code>, by default <code>apps/back-office/dist</code>.</p></main></body></html>
`;

/**
 * Serves the staff's single-page app at /admin/: its hashed assets (cached for a year, sent
 * pre-compressed when the browser takes it) and, for every other page under /admin/ that is not
 * the admin API, its index.html, where the app's router takes over. Without a build, the pages
 * answer 503 with what to do.
 */
export async function backOfficeRoutes(app: FastifyInstance, { dir }: { dir: string }) {
  const indexFile = path.join(dir, 'index.html');
  const assets = path.join(dir, 'assets');
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: assets,
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      suppressWarning: true,
    });
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      // An unknown admin operation is a 404 in the API's error shape, not the app.
      if (/^\/admin\/api(\/|\?|$)/.test(request.url)) return reply.callNotFound();
      const html = existsSync(indexFile) ? await readFile(indexFile, 'utf8') : undefined;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (html === undefined) return reply.code(503).send(notBuilt);
      reply.helmet({ contentSecurityPolicy: backOfficePolicy });
      return reply.header('link', preloads(request.url).map(preload).join(', ')).send(html);
    };
    scope.get('/admin', { schema: { hide: true } }, page);
    scope.get('/admin/*', { schema: { hide: true } }, page);
  });
}
