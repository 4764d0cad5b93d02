import type { Cart, Order } from '@shop/contracts';
import { describe, expect, inject, it } from 'vitest';
import { defaultAddress, shopper } from './harness/api-shopper';
import { desktop, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';

/**
 * What a shopper types is shown as text everywhere: names, an address, a review and an order
 * comment holding markup and script render inert in the storefront and in the e-mails. (Content
 * entries: e2e/content.test.ts; the back office's preview frame is sandboxed and its policy
 * allows only its own scripts, apps/api/src/http/back-office.ts.)
 */
const handler = '<img src=x onerror="window.__xss=1">';
const script = '<script>window.__xss=2</script>';

describe('stored script payloads', () => {
  const browser = useBrowser();

  it('render as text on the account pages, the product page and in the e-mails', async () => {
    const email = `xss-${Date.now()}@example.com`;
    const { call: api, cookies } = shopper(() => new URL('/api', inject('baseUrl')).toString());
    await api('POST', '/customers', {
      email,
      password: 'correct horse',
      firstName: handler,
      lastName: script,
      locale: 'en',
    });
    await api(
      'PUT',
      '/me/addresses',
      defaultAddress({
        firstName: handler,
        lastName: script,
        company: `${script} GmbH`,
        street: `Hafenstraße 3 ${handler}`,
      }),
    );
    const [product] = await purchasableProducts(1);
    await api('PUT', '/me/reviews', {
      productId: product!.id,
      rating: 5,
      title: script,
      body: `Sturdy ${handler}`,
      locale: 'en',
    });
    let cart = await api<Cart>('POST', '/carts', {});
    cart = await api<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: 1 });
    const order = (await api('POST', '/orders', {
      cartId: cart.id,
      paymentMethodCode: 'invoice',
      termsAccepted: true,
      cart: { version: cart.version },
    })) as Order;
    await api('POST', `/orders/${order.id}/comments`, { feedback: `Please ring ${script}` });

    const page = await browser.open(desktop);
    const base = new URL(inject('baseUrl'));
    await page
      .context()
      .addCookies(cookies().map(([name, value]) => ({ name, value, domain: base.hostname, path: '/' })));
    for (const [path, shown] of [
      ['/en/my-account/MyProfile', undefined],
      ['/en/my-account/AddressDetails', `Hafenstraße 3 ${handler}`],
      [`/en/my-account/OrderHistory?order=${order.id}`, `Please ring ${script}`],
      ['/en/my-account/MyReviews', script],
      [`/en/p/${product!.id}/${product!.sku}`, script],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      if (shown) await page.getByText(shown).first().waitFor();
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss), path).toBeUndefined();
      // Nothing the shopper typed became an element.
      expect(await page.locator('main img[src="x"], main script:not([type="application/ld+json"])').count()).toBe(0);
    }
    await page.goto('/en/my-account/MyProfile');
    expect(await page.getByLabel('First name').inputValue()).toBe(handler);

    // The e-mail's text part has the payload as typed; its HTML part shows it as text, escaped.
    const mail = await lastMailTo(email);
    const [text, html] = mail.split(/^Content-Type: text\/html.*$/im);
    expect(text).toContain(handler);
    expect(html, 'the mail has an HTML part').toBeDefined();
    expect(html).toContain('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;');
    expect(html).toContain('&lt;script&gt;window.__xss=2&lt;/script&gt;');
    expect(html).not.toMatch(/<img src=x|<script>window/i);
  });
});
