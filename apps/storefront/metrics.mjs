// The storefront's Prometheus metrics, answered by server.mjs at /_metrics (docs/operations.md,
// "Metrics"): pages timed and counted by kind (never the raw URL: product ids and search words would
// multiply the series) and status class, shared pages kept and rendered, Node's process metrics.

import { isPrivateAddress } from '@shop/telemetry/private-address';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const registry = new Registry();
collectDefaultMetrics({ register: registry });
const duration = new Histogram({
  name: 'storefront_http_request_duration_seconds',
  help: 'Time to answer a request, by kind of page and status class',
  labelNames: ['page', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
const sharedPages = new Counter({
  name: 'storefront_shared_pages_total',
  help: 'Pages shoppers share: answered from memory (hit) or rendered (miss)',
  labelNames: ['result'],
  registers: [registry],
});

/** The first segment after a language prefix says what kind of page a path is. */
const kinds = {
  p: 'product',
  c: 'category',
  'search-details': 'search',
  i: 'content',
  checkout: 'checkout',
  'my-account': 'account',
  pay: 'payment',
  'order-payment': 'payment',
  'pay-difference': 'payment',
  api: 'api',
  _next: 'asset',
};

/** @param {string} pathname @returns {string} */
function pageOf(pathname) {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  const segment = /^(en|fr|es|it)$/.test(first) ? second : first;
  if (segment === undefined) return 'home';
  return kinds[/** @type {keyof typeof kinds} */ (segment)] ?? 'other';
}

/** Times the answer to a request once it is sent. @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
export function measure(req, res) {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const page = pageOf(new URL(req.url ?? '/', 'http://storefront').pathname);
    const status = `${Math.floor(res.statusCode / 100)}xx`;
    duration.observe({ page, status }, Number(process.hrtime.bigint() - started) / 1e9);
    const cache = res.getHeader('x-cache');
    if (cache === 'HIT' || cache === 'MISS') sharedPages.inc({ result: cache.toLowerCase() });
  });
}

/**
 * Answers /_metrics: to a bearer of METRICS_TOKEN when it is set, else to this machine and
 * private networks. @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res @param {string} client the shopper's address
 */
export async function answerMetrics(req, res, client) {
  const token = process.env.METRICS_TOKEN;
  if (token ? req.headers.authorization !== `Bearer ${token}` : !isPrivateAddress(client)) {
    res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics need the METRICS_TOKEN\n');
    return;
  }
  res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
}
