import { describe, expect, it, vi } from 'vitest';
import { createShopClient, ShopApiError } from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('shop API client', () => {
  it('calls an operation by its spec name with its path and query', async () => {
    const fetch = vi.fn(async () =>
      json(200, {
        type: 'page',
        identifier: 'agb',
        locale: 'en',
        content: '',
        config: {},
        script: null,
        version: 1,
        updatedAt: '',
      }),
    );
    const client = createShopClient({ baseUrl: 'http://api.test/', fetch });
    const entry = await client.getContent({ query: { type: 'page', identifier: 'agb', locale: 'en' } });
    expect(entry.identifier).toBe('agb');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/content?type=page&identifier=agb&locale=en');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
  });

  it('rethrows the server message when the answer carries one', async () => {
    const client = createShopClient({
      baseUrl: 'http://api.test',
      fetch: async () => json(400, { error: { code: 'VALIDATION_ERROR', message: 'type: Content type is required' } }),
    });
    const error = await client.getContent({ query: { type: 'page', identifier: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'type: Content type is required' });
  });

  it('names the status when the answer has no message', async () => {
    const client = createShopClient({
      baseUrl: 'http://api.test',
      fetch: async () => new Response('oops', { status: 502 }),
    });
    await expect(client.health()).rejects.toMatchObject({ status: 502, message: 'Request failed with status 502' });
  });

  it('rethrows the original error when the network fails', async () => {
    const original = new TypeError('fetch failed');
    const client = createShopClient({
      baseUrl: 'http://api.test',
      fetch: async () => {
        throw original;
      },
    });
    await expect(client.health()).rejects.toBe(original);
  });

  it("answers a cart by the storefront's names, the wire's spec names reshaped once", async () => {
    const wire = { id: 'c1', cartItems: [], items_qty: 3, coupon_amount: 500, subtotal_incl_tax: 11900 };
    const client = createShopClient({ baseUrl: 'http://api.test', fetch: async () => json(200, wire) });
    const cart = await client.getCart({ params: { cartId: 'c1' }, query: {} });
    expect(cart).toMatchObject({ id: 'c1', itemsQty: 3, couponAmount: 500, subtotalInclTax: 11900 });
    expect(cart).not.toHaveProperty('items_qty');
  });

  it('sends the headers given for every call, e.g. forwarded cookies', async () => {
    const fetch = vi.fn(async () => json(200, { status: 'ok' }));
    const client = createShopClient({
      baseUrl: 'http://api.test',
      fetch,
      headers: () => ({ cookie: 'user-token=abc' }),
    });
    await client.health();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('cookie')).toBe('user-token=abc');
  });
});
