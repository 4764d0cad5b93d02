// The storefront's HTTP server: Next's request handler behind two rules Next leaves to its host.
//
// - The shopper's address is the connection's, or what a trusted proxy in front of us says
//   (TRUST_PROXY: addresses or networks, comma-separated, or a hop count; by default nobody, as
//   `npm start` serves shoppers directly; `loopback` behind a reverse proxy on this machine).
//   It replaces any X-Forwarded-For the request carried, so the API, which believes the storefront,
//   counts login failures against the shopper and not against a header the shopper wrote.
// - The proxy's own requests for a customer's shared page (src/lib/shared-pages.ts) prove
//   themselves with a secret of this process, which a shopper cannot know.
// - /_metrics answers Prometheus' metrics (metrics.mjs), /_healthz a load balancer (503 once
//   told to stop), not a page.
// - Every request gets an id (x-request-id) that its calls to the API carry.
// - Answers never carry Next's routing headers (x-middleware-*): a rewrite to the API would name
//   the API's internal address in x-middleware-rewrite. The app router's client does not read them.
//
//   node server.mjs [--dev]      PORT (3000) and HOSTNAME (localhost) say where it listens.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import next from 'next';
import { answerMetrics, measure } from './metrics.mjs';

const dev = process.argv.includes('--dev');
const hostname = process.env.HOSTNAME || 'localhost';
const port = Number(process.env.PORT || 3000);

/** @param {string} setting @returns {(address: string, hop: number) => boolean} */
function trustOf(setting) {
  if (/^\d+$/.test(setting)) return (_address, hop) => hop < Number(setting);
  return proxyAddr.compile(setting.split(',').map((part) => part.trim()));
}
const trust = trustOf(process.env.TRUST_PROXY?.trim() || '0');

const internalHeader = /^x-middleware-/i;

/** @param {import('node:http').ServerResponse} res */
function withoutInternalHeaders(res) {
  const writeHead = res.writeHead;
  /** @type {typeof res.writeHead} */
  res.writeHead = function (status, ...rest) {
    for (const name of res.getHeaderNames()) if (internalHeader.test(name)) res.removeHeader(name);
    const last = rest.at(-1);
    if (last && typeof last === 'object' && !Array.isArray(last))
      for (const name of Object.keys(last)) if (internalHeader.test(name)) delete last[name];
    return writeHead.call(this, status, ...rest);
  };
}

process.env.SHARED_PAGE_SECRET ||= randomUUID();

const app = next({ dev, dir: path.dirname(fileURLToPath(import.meta.url)), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const peerTrusted = trust(req.socket.remoteAddress ?? '', 0);
  req.headers['x-forwarded-for'] = proxyAddr(req, trust);
  // Only a trusted proxy says how the shopper reached us; otherwise it is this connection.
  if (!peerTrusted) {
    req.headers['x-forwarded-proto'] = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
    delete req.headers['x-forwarded-host'];
  }
  // One id per page request, a trusted proxy's or new: the page's calls to the API carry it, so
  // the API's log lines of a page share its id (lib/shopper.ts); the answer names it too.
  if (!peerTrusted || !req.headers['x-request-id']) req.headers['x-request-id'] = randomUUID();
  res.setHeader('x-request-id', req.headers['x-request-id']);
  withoutInternalHeaders(res);
  if (req.url === '/_metrics') return void answerMetrics(req, res, req.headers['x-forwarded-for'] ?? '');
  // A load balancer's check: 503 once the process is told to stop, so it sends no more.
  if (req.url === '/_healthz') return void res.writeHead(draining ? 503 : 200).end(draining ? 'draining\n' : 'ok\n');
  measure(req, res);
  handle(req, res);
});
server.listen(port, hostname, () => console.log(`storefront on http://${hostname}:${port}`));

// On SIGTERM /_healthz fails first and pages are served on for SHUTDOWN_GRACE_MS (3 s in
// production), so a load balancer sees it and sends no more; then the server finishes what it
// holds (at most 5 s more). A second signal ends it at once.
let draining = false;
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? (process.env.NODE_ENV === 'production' ? 3_000 : 0));
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    if (draining) process.exit(1);
    draining = true;
    setTimeout(() => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5_000).unref();
    }, graceMs).unref();
  });
