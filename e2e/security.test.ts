import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CART_COOKIE, CART_COUNT_COOKIE, type Cart, type ProductDetail } from '@shop/contracts';
import { describe, expect, inject, it } from 'vitest';
import { shopper } from './harness/api-shopper';
import { interactive, useBrowser } from './harness/browser';
import { startApi, startStorefront } from './harness/processes';

/** The storefront's security headers, read as a browser receives them (docs/security.md). */
describe('security headers', () => {
  const browser = useBrowser();
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, inject('baseUrl')), { headers, redirect: 'manual' });

  it('sends a nonce policy, framing and referrer rules on pages, redirects and the 404 page', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/en/c/hand-tools', 200],
      ['/en/no-such-page', 404],
      ['/de/c/hand-tools', 307],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const overHttps = await get('/', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(overHttps.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('gives every page its own nonce, and every script of the page carries it', async () => {
    const page = await browser.open();
    const first = await page.goto('/en');
    const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    const nonce = nonceOf(first?.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    // Every script the server sends. Chunks its scripts load later need none ('strict-dynamic'
    // trusts them), and anything the policy blocked fails the test after it (useBrowser).
    const tags = [...(await first!.text()).matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('application/ld+json'));
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    const second = await page.reload();
    expect(nonceOf(second?.headers()['content-security-policy'])).not.toBe(nonce);
  });

  it("shares a catalogue page by the cart's count, never a cart, and renders a cart's checkout for its shopper", async () => {
    // Guests' pages are kept for a second (apps/storefront/src/lib/shared-pages.ts), keyed by the
    // count the browser's cart store keeps in a cookie: no kept page holds anything of a cart.
    const path = '/en/c/hand-tools';
    const buyer = shopper(() => inject('apiUrl'));
    let product: ProductDetail | undefined;
    for (let id = 1; !product; id++) {
      const candidate = await buyer.call<ProductDetail>('GET', `/products/${id}?locale=en`).catch(() => undefined);
      if (candidate?.variants.length === 0 && !candidate.hidePrices && candidate.stock?.effectivestock)
        product = candidate;
    }
    const cart = await buyer.call<Cart>('POST', '/carts', {});
    await buyer.call('POST', `/carts/${cart.id}/items`, { sku: product.sku, quantity: 1 });

    const document = { accept: 'text/html' };
    for (let round = 0; round < 2; round++) {
      const guest = await get(path, document);
      expect(['HIT', 'MISS']).toContain(guest.headers.get('x-cache'));
      const guestPage = await guest.text();
      expect(guestPage).toContain('Cart (0 items)');
      const nonce = /'nonce-([^']+)'/.exec(guest.headers.get('content-security-policy') ?? '')?.[1];
      expect(guestPage).toContain(`nonce="${nonce}"`);

      // The browser's cart store keeps the cart's id and count in these cookies (features/cart/cart.ts);
      // the API's httpOnly guest cart key, which opens the cart, comes along as the browser keeps it.
      const cookie = `${CART_COOKIE}=${cart.id}; ${CART_COUNT_COOKIE}=1; ${buyer.cookie()}`;
      const own = await get(path, { ...document, cookie });
      expect(['HIT', 'MISS']).toContain(own.headers.get('x-cache'));
      const ownPage = await own.text();
      expect(ownPage).toContain('Cart (1 item)');
      expect(ownPage).not.toContain('Cart (0 items)');
      expect(ownPage).not.toContain(cart.id);

      const checkout = await get('/en/checkout', { ...document, cookie });
      expect(checkout.headers.get('x-cache')).toBeNull();
      expect(await checkout.text()).toContain(cart.id);
    }
  });

  it("shares a customer's catalogue page without anyone's prices, and each customer sees their own", async () => {
    // A logged-in customer's catalogue pages are shared by every customer whose prices are shown
    // alike (apps/storefront/src/lib/shared-pages.ts); their prices load in the browser.
    const api = () => inject('apiUrl');
    const withList = shopper(api);
    await withList.call('POST', '/session', { username: 'K-10001', password: 'werkhaus-demo' });
    const without = shopper(api);
    await without.call('POST', '/customers', {
      email: `shared-page-${Date.now()}@example.com`,
      password: 'geheim-passwort-1',
      firstName: 'Ohne',
      lastName: 'Preisliste',
    });
    type Prices = {
      items: Array<{ sku: string; priceInfo: { regular: number | null; special: number | null } | null }>;
    };
    const shown = (info: Prices['items'][number]['priceInfo']) => info && (info.special ?? info.regular);
    // A product without variants whose price on the price list differs from everyone's.
    let product: ProductDetail | undefined;
    let prices: [number, number] = [0, 0];
    for (let id = 1; !product && id < 500; id++) {
      const candidate = await withList.call<ProductDetail>('GET', `/products/${id}?locale=en`).catch(() => undefined);
      if (!candidate || candidate.variants.length > 0 || candidate.hidePrices) continue;
      const query = `/prices?currency=EUR&skus=${encodeURIComponent(candidate.sku)}`;
      const [own, everyone] = await Promise.all([
        withList.call<Prices>('GET', query),
        without.call<Prices>('GET', query),
      ]);
      const pair = [shown(own.items[0]!.priceInfo), shown(everyone.items[0]!.priceInfo)];
      if (pair[0] && pair[1] && pair[0] !== pair[1]) [product, prices] = [candidate, pair as [number, number]];
    }
    if (!product) throw new Error('no product has a price on the price list of its own');
    const path = `/en/p/${product.id}/${encodeURIComponent(product.sku)}`;

    const documents = [];
    for (const customer of [withList, without, withList]) {
      const res = await get(path, { accept: 'text/html', cookie: customer.cookie() });
      expect(res.status).toBe(200);
      expect(['HIT', 'MISS']).toContain(res.headers.get('x-cache'));
      documents.push(await res.text());
    }
    for (const html of documents) {
      // Prices are <data> elements (PriceView); the shared page has their places, loading.
      expect(html).not.toMatch(/<data value=/);
      expect(html).toContain('aria-busy="true"');
      expect(html).toContain('Log out');
    }

    // In the browser each customer gets their own price, and puts the product into their own cart.
    for (const [customer, price] of [
      [withList, prices[0]],
      [without, prices[1]],
    ] as const) {
      const page = await browser.open();
      await page
        .context()
        .addCookies(customer.cookies().map(([name, value]) => ({ name, value, url: inject('baseUrl') })));
      await page.goto(path);
      // Related products load their prices on their own and may be first: the offer's price is the
      // first on the page once nothing in it is loading.
      const main = page.getByRole('main');
      await expect.poll(() => main.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
      const offer = main.locator('data').first();
      expect(Number(await offer.getAttribute('value'))).toBe(price);
      await interactive(page);
      await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
      await page.getByRole('dialog', { name: 'Cart' }).getByText(product.name).first().waitFor();
      const own = await customer.call<{ activeCart: string }>('GET', '/me');
      const cart = await customer.call<Cart>('GET', `/carts/${own.activeCart}?locale=en`);
      expect(cart.cartItems.map((line) => line.sku)).toContain(product.sku);
      for (const line of cart.cartItems) await customer.call('DELETE', `/carts/${cart.id}/items/${line.id}`);
      await page.close();
    }
  });

  it('refuses markup that slipped past the sanitiser: an inline handler does not run', async () => {
    const page = await browser.open();
    await page.goto('/en');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="data:image/png;base64,AAAA" onerror="document.title=\'pwned\'">',
      );
    });
    // The page's own report of it comes last (after Chromium's message): then both are taken.
    await expect
      .poll(() => browser.violations().some((v) => v.startsWith('Content Security Policy violation: script-src-attr')))
      .toBe(true);
    browser.takeViolations();
    expect(await page.title()).not.toBe('pwned');
  });

  it('sends the API’s own strict policy on answers through /api', async () => {
    const res = await get('/api/healthz');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none';sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

/**
 * The storefront as the front door (TRUST_PROXY unset, as `npm start` runs it), on an API and
 * database of its own so the shared one's login limits stay untouched: the shopper is the
 * connection, and no answer names the API's internal address (issue 36, findings 1 and 6).
 */
describe('the storefront in front of the API', () => {
  it("counts login failures by the connection's address, whatever X-Forwarded-For the shopper sends", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-front-'));
    const api = await startApi(dataDir);
    // Published over https (a proxy in front ends TLS and says nothing): HSTS and Secure cookies all the same.
    const storefront = await startStorefront(api.url, { PUBLIC_URL: 'https://shop.example' });
    try {
      const login = (i: number, forwardedFor: string) =>
        fetch(`${storefront.url}/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ username: `nobody-${i}@example.com`, password: 'wrong password' }),
        });
      // 30 failures (the per-address limit), each claiming another address: all count as this one.
      for (let i = 0; i < 30; i++) expect((await login(i, `10.0.0.${i}`)).status).toBe(401);
      const lifted = await login(30, '10.1.2.3');
      expect(lifted.status).toBe(429);
      expect(((await lifted.json()) as { error: { message: string } }).error.message).toMatch(
        /^Too many failed attempts/,
      );

      const page = await fetch(`${storefront.url}/en`);
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const cookies = page.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');

      const internal = new URL(api.url).host;
      for (const answer of [lifted, await fetch(`${storefront.url}/api/readyz`), page]) {
        const names = [...answer.headers.keys()];
        expect(names.filter((name) => name.startsWith('x-middleware-'))).toEqual([]);
        expect([...answer.headers.values()].filter((value) => value.includes(internal))).toEqual([]);
      }
    } finally {
      await storefront.stop();
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
