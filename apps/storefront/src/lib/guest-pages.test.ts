import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheLife } from './cache';
import { type GuestPage, type GuestPageRequest, guestPageRequest, guestPages, RENDER_HEADER } from './guest-pages';

/** A page's body as text. */
const text = (page: GuestPage | undefined) => new TextDecoder().decode(page!.body);

/** A browser's request for a page as a document. */
const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://shop.test'), {
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-dest': 'document', ...headers },
  });

/** A page as the proxy's render request answers it: rendered with `nonce`, counting renders. */
function server() {
  const rendered: GuestPageRequest[] = [];
  const render = async (page: GuestPageRequest, status = 200) => {
    rendered.push(page);
    const nonce = `rendered${rendered.length}`;
    return new Response(`<script nonce="${nonce}">go()</script><p>${page.path} ${page.cookie}</p>`, {
      status,
      headers: [
        ['content-type', 'text/html; charset=utf-8'],
        ['content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`],
        ['x-powered-by', 'inner'],
        ['link', `</font.woff2>; rel=preload; nonce="${nonce}"`],
        ['set-cookie', 'vsf-currency=EUR; Path=/'],
        ['set-cookie', 'vsf-country=DE; Path=/'],
      ],
    });
  };
  return { rendered, render };
}

describe('guestPageRequest', () => {
  it('keys a guest page by path, query and the shared cookies only', () => {
    const page = guestPageRequest(
      request('/c/werkzeug?page=2', { cookie: 'vsf-currency=EUR; _ga=GA1.2.3; vsf-country=AT; category-view=list' }),
    );
    expect(page).toEqual({
      key: '/c/werkzeug?page=2\nvsf-currency=EUR; vsf-country=AT; category-view=list',
      path: '/c/werkzeug?page=2',
      cookie: 'vsf-currency=EUR; vsf-country=AT; category-view=list',
    });
  });

  it("keys a catalogue page of a guest with a cart by the cart's count, never by the cart", () => {
    const cookie = 'cart-id=0d5c6f1e; cart-count=3; vsf-currency=EUR';
    for (const path of ['/', '/en', '/en/c/werkzeug', '/p/12/WH-12', '/fr/search-details?q=x', '/i/versand', '/agb'])
      expect(guestPageRequest(request(path, { cookie })), path).toEqual({
        key: `${path}\nvsf-currency=EUR; cart-count=3`,
        path,
        cookie: 'vsf-currency=EUR; cart-count=3',
      });
  });

  it('renders for the shopper what is theirs: a session, the checkout and account with a cart, client navigations and its own render', () => {
    for (const cookie of ['user-token=a', 'user-refresh-token=b'])
      expect(guestPageRequest(request('/', { cookie }))).toBeUndefined();
    for (const path of ['/checkout', '/en/checkout/shipping', '/my-account', '/pay/12', '/en/checkout-processing'])
      expect(guestPageRequest(request(path, { cookie: 'cart-id=c; cart-count=1' })), path).toBeUndefined();
    // A client-side navigation or prefetch, as the proxy sees it (Next has taken its headers off).
    expect(guestPageRequest(request('/', { accept: '*/*', 'sec-fetch-dest': 'empty' }))).toBeUndefined();
    expect(guestPageRequest(request('/', { 'sec-fetch-dest': 'empty' }))).toBeUndefined();
    expect(guestPageRequest(request('/', { accept: '*/*' }))).toBeUndefined();
    expect(guestPageRequest(request('/', { [RENDER_HEADER]: '1' }))).toBeUndefined();
    expect(
      guestPageRequest(new NextRequest('http://shop.test/', { method: 'POST', headers: { accept: 'text/html' } })),
    ).toBeUndefined();
  });
});

describe('guestPages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders a page once per lifetime and answers each request with its own nonce', async () => {
    const { rendered, render } = server();
    const pages = guestPages(render);
    const page = guestPageRequest(request('/c/werkzeug'))!;
    const [first, second] = await Promise.all([pages(page, 'first'), pages(page, 'second')]);
    expect(rendered).toHaveLength(1);
    expect([first!.cache, second!.cache]).toEqual(['miss', 'hit']);
    expect(text(first)).toBe('<script nonce="first">go()</script><p>/c/werkzeug </p>');
    expect(text(second)).toBe('<script nonce="second">go()</script><p>/c/werkzeug </p>');
    expect(second!.headers).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['link', '</font.woff2>; rel=preload; nonce="second"'],
      ['set-cookie', 'vsf-currency=EUR; Path=/'],
      ['set-cookie', 'vsf-country=DE; Path=/'],
    ]);

    vi.advanceTimersByTime(cacheLife.guestPage - 1);
    await pages(page, 'third');
    expect(rendered).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(text(await pages(page, 'fourth'))).toContain('nonce="fourth"');
    expect(rendered).toHaveLength(2);
  });

  it('keeps each combination of shared cookies apart', async () => {
    const { rendered, render } = server();
    const pages = guestPages(render);
    const euro = await pages(guestPageRequest(request('/', { cookie: 'vsf-currency=EUR' }))!, 'n');
    const franc = await pages(guestPageRequest(request('/', { cookie: 'vsf-currency=CHF' }))!, 'n');
    expect(rendered.map((page) => page.cookie)).toEqual(['vsf-currency=EUR', 'vsf-currency=CHF']);
    expect(text(euro)).toContain('vsf-currency=EUR');
    expect(text(franc)).toContain('vsf-currency=CHF');
  });

  it('passes a redirect or an error on without keeping it, and leaves a failed render to the proxy', async () => {
    const { rendered, render } = server();
    const redirect = guestPages(async () => new Response(null, { status: 307, headers: { location: '/en' } }));
    const failing = guestPages(async (page) => render(page, 500));
    const down = guestPages(async () => Promise.reject(new Error('connection refused')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = guestPageRequest(request('/'))!;
    const moved = await redirect(page, 'n');
    expect(moved).toMatchObject({ status: 307, cache: 'pass', headers: [['location', '/en']] });
    const [first, second] = [await failing(page, 'own-nonce'), await failing(page, 'own-nonce')];
    expect([first!.status, first!.cache, second!.cache]).toEqual([500, 'pass', 'pass']);
    expect(text(first)).toContain('nonce="own-nonce"');
    expect(rendered).toHaveLength(2);
    expect(await down(page, 'n')).toBeUndefined();
  });

  it('keeps a not-found page, which is the same for every guest', async () => {
    const { rendered, render } = server();
    const pages = guestPages((page) => render(page, 404));
    const page = guestPageRequest(request('/p/1/no-such'))!;
    expect((await pages(page, 'a'))!.status).toBe(404);
    expect((await pages(page, 'b'))!.status).toBe(404);
    expect(rendered).toHaveLength(1);
  });
});
