import { isPrivateAddress } from '@shop/telemetry/private-address';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, DatabaseHandle } from '../db/connection';
import { unauthenticated } from '../lib/domain-errors';

interface MetricsOptions {
  database: DatabaseHandle;
  /** METRICS_TOKEN: when set, /metrics answers only a bearer of it. */
  token?: string;
  /** Each outbox's deliveries not made yet, and when the oldest of them was queued, by outbox. */
  backlogs: Record<string, (db: Database) => Promise<{ count: number; oldest: Date | null }>>;
}

/**
 * Prometheus metrics at GET /metrics (docs/operations.md, "Metrics"): every answer timed and
 * counted by its operation (the contract's operationId, never the raw URL, so ids and search words
 * cannot multiply the series) and status class; 5xx answers; kept answers' hits and misses; orders
 * placed; payment notifications accepted and refused; the database pool; the mail and webhook
 * outboxes' backlog and oldest age; Node's process metrics. Must be registered before the routes,
 * whose hooks are fixed as they are added.
 */
export function registerMetrics(app: FastifyInstance, { database, token, backlogs }: MetricsOptions) {
  const process = processMetrics();
  const registry = new Registry();
  const registers = [registry];
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer a request, by operation, method and status class',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const errors = new Counter({
    name: 'shop_http_errors_total',
    help: 'Answers with a server error (5xx), by operation',
    labelNames: ['operation'] as const,
    registers,
  });
  const kept = new Counter({
    name: 'shop_kept_answers_total',
    help: 'Reads that could be answered from memory: hits and misses, by cache',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const orders = new Counter({ name: 'shop_orders_placed_total', help: 'Orders placed', registers });
  const notifications = new Counter({
    name: 'shop_payment_notifications_total',
    help: "Payment providers' notifications, accepted or refused, by provider",
    labelNames: ['provider', 'result'] as const,
    registers,
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: "PostgreSQL pool's connections in use and requests waiting for one (none on PGlite)",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.inUse);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  // Read at each scrape, a small query per outbox on a partial index of the unsent rows; each gauge
  // asks for itself, as a scrape collects them one after the other.
  const waiting = async () =>
    Promise.all(
      Object.entries(backlogs).map(async ([outbox, backlog]) => ({ outbox, ...(await backlog(database.db)) })),
    );
  new Gauge({
    name: 'shop_outbox_backlog',
    help: 'Mail and webhook deliveries waiting to go out',
    labelNames: ['outbox'] as const,
    registers,
    async collect() {
      for (const { outbox, count } of await waiting()) this.set({ outbox }, count);
    },
  });
  new Gauge({
    name: 'shop_outbox_oldest_seconds',
    help: 'Age of the oldest delivery waiting, by outbox (0 when none waits)',
    labelNames: ['outbox'] as const,
    registers,
    async collect() {
      for (const { outbox, oldest } of await waiting())
        this.set({ outbox }, oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const operation = request.routeOptions.schema?.operationId ?? (request.routeOptions.url ? 'other' : 'unknown');
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    duration.observe({ operation, method: request.method, status }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ operation });
    if (reply.getHeader('x-cache') === 'hit') kept.inc({ cache: 'answers', result: 'hit' });
    else if (request.sharedAnswer) kept.inc({ cache: 'answers', result: 'miss' });
    if (operation === 'createOrder' && reply.statusCode === 201) orders.inc();
    const provider = /^(\w+)Notification$/.exec(operation)?.[1];
    if (provider) notifications.inc({ provider, result: reply.statusCode < 300 ? 'accepted' : 'refused' });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token ? request.headers.authorization !== `Bearer ${token}` : !isPrivateAddress(request.ip))
      throw unauthenticated('The metrics need the METRICS_TOKEN as a bearer token');
    reply.type(registry.contentType);
    return Registry.merge([process, registry]).metrics();
  });
}

let processRegistry: Registry | undefined;

/**
 * Node's process metrics, collected once per process: they describe the process, not one API in it,
 * and their garbage-collection observer is never let go, so one per API would keep every API ever
 * built (and its database) alive.
 */
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
