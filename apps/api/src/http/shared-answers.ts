import { ACCESS_COOKIE, COUNTRY_COOKIE } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/changes';
import { type ValidityWindow, validityKey } from '../lib/price-list-validity';
import { isProvisional, stockChanged, stockShown, withRequestScope } from '../lib/request-scope';

/** Reads whose answer is the same for every shopper: it depends on the URL, the catalogue and the content only. */
const everyonesReads = new Set(['categoryList', 'productFilterList', 'productSitemap', 'getContent']);

/**
 * Reads that show prices and stock: the same for every guest in a country, and for every
 * customer in a country who has no price list of their own (prices shown to them even where
 * guests see none, net prices at the shop's list price). A customer with price lists has answers
 * of their own, kept for them alone for as long as the same lists apply.
 */
const pricedReads = new Set([
  'productList',
  'productRecommendations',
  'getProduct',
  'productPriceList',
  'makeSearch',
  'suggestItems',
]);

/**
 * Writes that change what shoppers see: the catalogue's and the content's drop every answer; an
 * order's and a payment's change only the stock of their products. The rest (carts, accounts) do not.
 */
const changingTags = new Set([
  'catalog admin',
  'attribute admin',
  'catalog import',
  'content admin',
  'price list admin',
]);
const stockTags = new Set(['order', 'payment']);

/** Memory the kept answers may take; the least recently asked go first. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * How close to a price list's start or end a customer's answer is neither kept nor served: the
 * database's clock decides which lists the answer was computed with, this process's which apply.
 */
const VALIDITY_MARGIN_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The key and generation a shared read is kept under once answered, and the count of stock
     * changes heard when it was asked.
     */
    sharedAnswer?: { key: string; generation: number; stockChanges: number };
  }
}

/** An answer kept, with the products whose stock it shows. */
interface Kept {
  body: string;
  stock: readonly number[];
}

interface Dependencies {
  changes: ChangeFeed;
  /** Every customer's price lists with their validity (changes to them are announced). */
  priceListWindows: () => Promise<Map<string, ValidityWindow[]>>;
  /** The clock price lists' validity is judged by. */
  now: () => number;
}

/**
 * Answers shared between shoppers, held in memory until the data they show changes. The database
 * announces every change at its commit (db/changes.ts), so a hit costs no query at all; an answer
 * read while a change was announced, or built from a facet index or vocabulary still being
 * rebuilt, is not kept, and nothing is kept while changes are not heard. A change to the stock of
 * a few products (an order) drops only the answers that show their stock. Served answers carry
 * `x-cache: hit`; a request with `Cache-Control: no-cache` is computed (the bench's first reads).
 */
export function sharedAnswers(app: FastifyInstance, { changes, priceListWindows, now }: Dependencies) {
  /** The keys of the answers that show a product's stock, by product id. */
  const showing = new Map<number, Set<string>>();
  const answers = new LRUCache<string, Kept>({
    maxSize: MAX_BYTES,
    sizeCalculation: (kept) => kept.body.length + 8 * kept.stock.length + 1,
    dispose: (kept, key) => {
      for (const id of kept.stock) {
        const keys = showing.get(id);
        keys?.delete(key);
        if (keys?.size === 0) showing.delete(id);
      }
    },
  });
  let heldAt = changes.generation();

  // Stock changes heard so far, and at which of them each product's stock last changed: an answer
  // asked for before its products' stock changed is not kept, even when it is ready only after.
  let stockChanges = 0;
  const stockChangedAt = new Map<number, number>();
  const dropStockOf = (productIds: Iterable<number>) => {
    stockChanges++;
    for (const id of productIds) {
      stockChangedAt.set(id, stockChanges);
      for (const key of [...(showing.get(id) ?? [])]) answers.delete(key);
    }
  };
  changes.onStock(dropStockOf);
  let listed: { generation: number; windows: Promise<Map<string, ValidityWindow[]>> } | undefined;

  /** The customer's price lists, as of the current generation (changes to lists are announced). */
  const windowsOf = async (customerNumber: string) => {
    const generation = changes.generation();
    if (listed?.generation !== generation) {
      listed = { generation, windows: priceListWindows() };
      listed.windows.catch(() => {
        listed = undefined;
      });
    }
    return (await listed.windows).get(customerNumber) ?? [];
  };

  /** Where a read's answer is kept: by URL, with whom prices are shown to; none when it is the asker's own. */
  async function keyOf(request: FastifyRequest): Promise<string | undefined> {
    const operation = request.routeOptions.schema?.operationId ?? '';
    if (everyonesReads.has(operation)) return `* ${request.url}`;
    if (!pricedReads.has(operation) || request.headers.authorization) return undefined;
    const country = request.cookies[COUNTRY_COOKIE] ?? '';
    if (!request.cookies[ACCESS_COOKIE]) return `guest ${country} ${request.url}`;
    const shopper = await app.shopper(request);
    if (!shopper.loggedIn) return `guest ${shopper.country} ${request.url}`;
    if (!shopper.customerNumber) return undefined;
    const windows = await windowsOf(shopper.customerNumber);
    if (windows.length === 0) return `customer ${shopper.country} ${request.url}`;
    const lists = validityKey(windows, now(), VALIDITY_MARGIN_MS);
    return lists === undefined
      ? undefined
      : `lists ${shopper.customerNumber} ${lists} ${shopper.country} ${request.url}`;
  }

  // The request's hooks and handler run in a scope of their own: what its answer was built from,
  // and what it reads once.
  app.addHook('onRequest', (_request, _reply, done) => withRequestScope(done));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !changes.live()) return;
    const generation = changes.generation();
    const key = await keyOf(request);
    // A change announced while the key was worked out: this answer is computed, and not kept.
    if (key === undefined || changes.generation() !== generation) return;
    if (generation !== heldAt) {
      answers.clear();
      stockChangedAt.clear();
      heldAt = generation;
    }
    // A request with `Cache-Control: no-cache` wants the answer computed afresh (and keeps it).
    const body = /\bno-cache\b/.test(request.headers['cache-control'] ?? '') ? undefined : answers.get(key)?.body;
    if (body === undefined) {
      request.sharedAnswer = { key, generation, stockChanges };
      return;
    }
    reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      const tags = request.routeOptions.schema?.tags ?? [];
      if (reply.statusCode >= 400) return payload;
      if (tags.some((tag) => changingTags.has(tag))) changes.changed();
      else if (tags.some((tag) => stockTags.has(tag)) && stockChanged().size > 0) changes.stockChanged(stockChanged());
      return payload;
    }
    const slot = request.sharedAnswer;
    if (
      slot &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      !reply.hasHeader('set-cookie') &&
      !isProvisional() &&
      changes.live() &&
      changes.generation() === slot.generation
    ) {
      const stock = [...stockShown()];
      if (stock.some((id) => (stockChangedAt.get(id) ?? 0) > slot.stockChanges)) return payload;
      answers.set(slot.key, { body: payload, stock });
      for (const id of stock) {
        const keys = showing.get(id) ?? new Set();
        keys.add(slot.key);
        showing.set(id, keys);
      }
    }
    return payload;
  });
}
