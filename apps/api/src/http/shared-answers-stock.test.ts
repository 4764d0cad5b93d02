import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markStockChanged, markStockShown } from '../lib/request-scope';
import { handFeed } from '../testing/hand-feed';
import { sharedAnswers } from './shared-answers';

/**
 * Which kept answers a stock change drops (shared-answers.ts), on a stand-in feed whose
 * announcements the test makes itself: what the API tests cannot tell apart from dropping too
 * much or from an announcement that happened to come in time.
 */
describe('answers kept in memory, when stock changes', () => {
  const feed = handFeed();
  const announce = feed.announceStock;
  const app = Fastify();
  let computed = 0;
  /** While set, a product read waits for it after reading the stock. */
  let gate: Promise<void> | undefined;
  let entered: () => void = () => {};

  beforeAll(async () => {
    await app.register(cookie);
    sharedAnswers(app, { changes: feed, priceListWindows: async () => new Map(), now: Date.now });
    app.get<{ Params: { id: string } }>('/products/:id', { schema: { operationId: 'getProduct' } }, async (request) => {
      computed++;
      markStockShown([Number(request.params.id)]);
      entered();
      await gate;
      return { id: Number(request.params.id), computed };
    });
    app.post('/orders', { schema: { operationId: 'createOrder', tags: ['order'] } }, async () => {
      markStockChanged([1]);
      return { placed: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const read = async (id: number) => {
    const res = await app.inject({ url: `/products/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.headers['x-cache'] === 'hit';
  };

  it("keeps an answer until its own product's stock changes", async () => {
    await read(1);
    await read(2);
    expect(await read(1)).toBe(true);
    announce([2, 3]);
    expect(await read(1), 'other products changed').toBe(true);
    expect(await read(2)).toBe(false);
    announce([1]);
    expect(await read(1)).toBe(false);
    expect(await read(1)).toBe(true);
  });

  it('does not keep an answer whose stock changed while it was being computed', async () => {
    let release: () => void = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slow = app.inject({ url: '/products/7' });
    await inside;
    announce([7]);
    gate = undefined;
    release();
    expect((await slow).statusCode).toBe(200);
    expect(await read(7), 'the answer computed with the old stock').toBe(false);
    expect(await read(7)).toBe(true);
  });

  it("drops this process's order's products at once, before any announcement", async () => {
    await read(1);
    await read(4);
    expect(await read(1)).toBe(true);
    const order = await app.inject({ method: 'POST', url: '/orders' });
    expect(order.statusCode).toBe(200);
    expect(await read(1)).toBe(false);
    expect(await read(4), 'a product the order did not take').toBe(true);
  });
});
