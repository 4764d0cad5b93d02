import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheLife } from './cache';
import {
  CUSTOMER_PAGE_HEADER,
  RENDER_HEADER,
  type SharedPage,
  type SharedPageRequest,
  sharedCustomerOf,
  sharedPageRequest,
  sharedPages,
} from './shared-pages';

/** A page's body as text. */
const text = (page: SharedPage | undefined) => new TextDecoder().decode(page!.body);

/** A browser's request for a page as a document. */
const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://shop.test'), {
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-dest': 'document', ...headers },
  });

/** Nobody is logged in: the API knows no session. */
const nobody = async () => undefined;
/** The page a request asks for when the API knows no session. */
const guestPageRequest = (request: NextRequest) => sharedPageRequest(request, nobody);

/** A page as the proxy's render request answers it: rendered with `nonce`, counting renders. */
function server() {
  const rendered: SharedPageRequest[] = [];
  const render = async (page: SharedPageRequest, status = 200) => {
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

describe('sharedPageRequest', () => {
  // server.mjs makes one per process.
  beforeEach(() => vi.stubEnv('SHARED_PAGE_SECRET', 'the-secret'));
  afterEach(() => vi.unstubAllEnvs());

  it('keys a guest page by path, query and the shared cookies only', async () => {
    const page = await guestPageRequest(
      request('/c/werkzeug?page=2', { cookie: 'vsf-currency=EUR; _ga=GA1.2.3; vsf-country=AT; category-view=list' }),
    );
    expect(page).toEqual({
      key: '/c/werkzeug?page=2\nvsf-currency=EUR; vsf-country=AT; category-view=list',
      path: '/c/werkzeug?page=2',
      cookie: 'vsf-currency=EUR; vsf-country=AT; category-view=list',
    });
  });

  it("keys a catalogue page of a guest with a cart by the cart's count, never by the cart", async () => {
    const cookie = 'cart-id=0d5c6f1e; cart-count=3; vsf-currency=EUR';
    for (const path of ['/', '/en', '/en/c/werkzeug', '/p/12/WH-12', '/fr/search-details?q=x', '/i/versand', '/agb'])
      expect(await guestPageRequest(request(path, { cookie })), path).toEqual({
        key: `${path}\nvsf-currency=EUR; cart-count=3`,
        path,
        cookie: 'vsf-currency=EUR; cart-count=3',
      });
  });

  it("renders a customer's page for them where no secret lets the proxy's render say it is a customer's", async () => {
    vi.stubEnv('SHARED_PAGE_SECRET', '');
    const recognise = vi.fn(async () => ({ excludeTax: false }));
    expect(await sharedPageRequest(request('/', { cookie: 'user-token=a' }), recognise)).toBeUndefined();
    expect(recognise).not.toHaveBeenCalled();
  });

  it("keys a customer's catalogue page by how their prices are shown, never by their session", async () => {
    const asked: string[] = [];
    const recognise = async (cookie: string) => {
      asked.push(cookie);
      return { excludeTax: cookie.includes('user-token=net') };
    };
    const cookie = 'user-token=gross; user-refresh-token=r; cart-id=c; cart-count=2; vsf-currency=EUR';
    for (const path of ['/', '/en/c/werkzeug', '/p/12/WH-12', '/search-details?q=x', '/i/versand'])
      expect(await sharedPageRequest(request(path, { cookie }), recognise), path).toEqual({
        key: `${path}\nvsf-currency=EUR; cart-count=2\ncustomer gross`,
        path,
        cookie: 'vsf-currency=EUR; cart-count=2',
        customer: { excludeTax: false },
      });
    expect(asked).toEqual(Array(5).fill(cookie));
    const net = await sharedPageRequest(request('/', { cookie: 'user-token=net' }), recognise);
    expect(net).toEqual({ key: '/\n\ncustomer net', path: '/', cookie: '', customer: { excludeTax: true } });
    // Guests and customers never share a page.
    expect((await guestPageRequest(request('/')))!.key).not.toBe(net!.key);
  });

  it('renders for the shopper what is theirs: an unknown session, the checkout and account, client navigations and its own render', async () => {
    const recognise = vi.fn(async () => ({ excludeTax: false }));
    // A session the API does not know (expired, logged out elsewhere), and one to renew first.
    expect(await sharedPageRequest(request('/', { cookie: 'user-token=a' }), nobody)).toBeUndefined();
    expect(await sharedPageRequest(request('/', { cookie: 'user-refresh-token=b' }), recognise)).toBeUndefined();
    // My items is a listing of the customer's own products: never shared, whatever its query.
    const own = ['/checkout', '/en/checkout/shipping', '/my-account', '/en/my-account/my-items?page=2&sort=price-up'];
    for (const path of [...own, '/pay/12', '/en/checkout-processing']) {
      expect(await guestPageRequest(request(path, { cookie: 'cart-id=c; cart-count=1' })), path).toBeUndefined();
      expect(await sharedPageRequest(request(path, { cookie: 'user-token=a' }), recognise), path).toBeUndefined();
    }
    expect(recognise).not.toHaveBeenCalled();
    // A client-side navigation or prefetch, as the proxy sees it (Next has taken its headers off).
    expect(await guestPageRequest(request('/', { accept: '*/*', 'sec-fetch-dest': 'empty' }))).toBeUndefined();
    expect(await guestPageRequest(request('/', { 'sec-fetch-dest': 'empty' }))).toBeUndefined();
    expect(await guestPageRequest(request('/', { accept: '*/*' }))).toBeUndefined();
    expect(await guestPageRequest(request('/', { [RENDER_HEADER]: '1' }))).toBeUndefined();
    expect(
      await guestPageRequest(
        new NextRequest('http://shop.test/', { method: 'POST', headers: { accept: 'text/html' } }),
      ),
    ).toBeUndefined();
  });
});

describe('sharedCustomerOf', () => {
  beforeEach(() => vi.stubEnv('SHARED_PAGE_SECRET', 'the-secret'));
  afterEach(() => vi.unstubAllEnvs());

  it("believes only the proxy's own render request, which knows the process's secret", () => {
    const of = (value?: string) => sharedCustomerOf(new Headers(value ? { [CUSTOMER_PAGE_HEADER]: value } : {}));
    expect(of('the-secret gross')).toEqual({ excludeTax: false });
    expect(of('the-secret net')).toEqual({ excludeTax: true });
    for (const forged of [undefined, 'gross', 'guess gross', 'the-secret', 'the-secret both'])
      expect(of(forged), forged).toBeUndefined();
    vi.stubEnv('SHARED_PAGE_SECRET', '');
    expect(of(' gross')).toBeUndefined();
  });
});

describe('sharedPages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders a page once per lifetime and answers each request with its own nonce', async () => {
    const { rendered, render } = server();
    const pages = sharedPages(render);
    const page = (await guestPageRequest(request('/c/werkzeug')))!;
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

    // Kept for its whole lifetime, not a millisecond past it.
    vi.advanceTimersByTime(cacheLife.sharedPage);
    await pages(page, 'third');
    expect(rendered).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(text(await pages(page, 'fourth'))).toContain('nonce="fourth"');
    expect(rendered).toHaveLength(2);
  });

  it('keeps each combination of shared cookies apart', async () => {
    const { rendered, render } = server();
    const pages = sharedPages(render);
    const euro = await pages((await guestPageRequest(request('/', { cookie: 'vsf-currency=EUR' })))!, 'n');
    const franc = await pages((await guestPageRequest(request('/', { cookie: 'vsf-currency=CHF' })))!, 'n');
    expect(rendered.map((page) => page.cookie)).toEqual(['vsf-currency=EUR', 'vsf-currency=CHF']);
    expect(text(euro)).toContain('vsf-currency=EUR');
    expect(text(franc)).toContain('vsf-currency=CHF');
  });

  it('passes a redirect or an error on without keeping it, and leaves a failed render to the proxy', async () => {
    const { rendered, render } = server();
    const redirect = sharedPages(async () => new Response(null, { status: 307, headers: { location: '/en' } }));
    const failing = sharedPages(async (page) => render(page, 500));
    const down = sharedPages(async () => Promise.reject(new Error('connection refused')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = (await guestPageRequest(request('/')))!;
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
    const pages = sharedPages((page) => render(page, 404));
    const page = (await guestPageRequest(request('/p/1/no-such')))!;
    expect((await pages(page, 'a'))!.status).toBe(404);
    expect((await pages(page, 'b'))!.status).toBe(404);
    expect(rendered).toHaveLength(1);
  });
});
