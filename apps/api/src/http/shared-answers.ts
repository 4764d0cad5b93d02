import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/changes';
import { isProvisional, withProvisionalMark } from '../lib/provisional';
import { ACCESS_COOKIE } from '../modules/customer/routes';

/**
 * Reads whose answer is the same for every guest in a country: it depends on the URL, the
 * catalogue, the stock and the content (settings) only. A customer's answer (their price list,
 * net prices) is never kept nor served from here.
 */
const sharedReads = new Set([
  'categoryList',
  'productList',
  'productFilterList',
  'productRecommendations',
  'getProduct',
  'productSitemap',
  'productPriceList',
  'makeSearch',
  'suggestItems',
  'getContent',
]);

/** Writes that change what guests see (catalogue, stock, content): the rest (carts, accounts) do not. */
const changingTags = new Set(['catalog admin', 'content admin', 'order', 'payment']);

/** Memory the kept answers may take; the least recently asked go first. */
const MAX_BYTES = 64 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key and generation a guest's shared read is kept under once answered. */
    guestAnswer?: { key: string; generation: number };
  }
}

const operationOf = (request: FastifyRequest) => request.routeOptions.schema?.operationId;

/**
 * Guest answers held in memory until the data they show changes. The database announces every
 * change at its commit (db/changes.ts), so a hit costs no query at all; an answer read while a
 * change was announced, or built from a facet index or vocabulary still being rebuilt, is not
 * kept, and nothing is kept while changes are not heard. Served
 * answers carry `x-cache: hit`.
 */
export function guestAnswers(app: FastifyInstance, changes: ChangeFeed) {
  const answers = new LRUCache<string, string>({ maxSize: MAX_BYTES, sizeCalculation: (body) => body.length + 1 });
  let heldAt = changes.generation();

  // The request's hooks and handler run with a mark of their own, so a provisional answer is seen.
  app.addHook('onRequest', (_request, _reply, done) => withProvisionalMark(done));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !sharedReads.has(operationOf(request) ?? '')) return;
    if (request.cookies[ACCESS_COOKIE] || request.headers.authorization || !changes.live()) return;
    const generation = changes.generation();
    if (generation !== heldAt) {
      answers.clear();
      heldAt = generation;
    }
    const key = `${request.cookies['vsf-country'] ?? ''} ${request.url}`;
    const body = answers.get(key);
    if (body === undefined) {
      request.guestAnswer = { key, generation };
      return;
    }
    reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      const tags = request.routeOptions.schema?.tags ?? [];
      if (reply.statusCode < 400 && tags.some((tag) => changingTags.has(tag))) changes.changed();
      return payload;
    }
    const slot = request.guestAnswer;
    if (
      slot &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      !reply.hasHeader('set-cookie') &&
      !isProvisional() &&
      changes.live() &&
      changes.generation() === slot.generation
    )
      answers.set(slot.key, payload);
    return payload;
  });
}
