import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, interactive, phone, useBrowser } from './harness/browser';
import { addToCart, arrive, guestContact, purchasableProducts } from './harness/checkout';

/** Counts the Intl.NumberFormat objects the page creates: the first one costs 20–30 ms of a desktop core. */
async function countNumberFormats(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { numberFormats: number };
    counter.numberFormats = 0;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args) {
        counter.numberFormats++;
        return new target(...(args as ConstructorParameters<typeof Intl.NumberFormat>));
      },
    });
  });
}

/** The scripts the document names (its first load, not what an idle prefetch adds later) carry no zod. */
async function expectNoZod(page: Page, document: Response | null, path: string) {
  expect(document?.status(), path).toBe(200);
  const html = await document!.text();
  const scripts = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length, path).toBeGreaterThan(3);
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    expect(body.includes('ZodError'), `${path}: ${src} carries zod`).toBe(false);
  }
}

/** Records the images the page asks for, from the document on. */
function recordImages(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(request.url());
  });
  return requested;
}

/**
 * Every image the page fetched is one of its document's: none of a view it does not show (each
 * layout's not-found view is in every page's payload, and React preloads a server component's
 * eager images).
 */
async function expectOnlyShownImages(page: Page, requested: string[], path: string) {
  const shown = await page.evaluate(() => [...document.images].flatMap((img) => [img.currentSrc, img.src]));
  for (const url of requested) expect(shown, `${path} fetched ${url}`).toContain(url);
}

/**
 * docs/architecture.md, "The browser's first load": a page without a form loads no zod, hydrating
 * it formats no number in the browser (the server wrote every count and price), and it fetches no
 * image it does not show.
 */
describe("the catalogue pages' first load", () => {
  const browser = useBrowser();

  it('carries no zod, creates no number format while hydrating and fetches only images it shows: home, category, product, search', async () => {
    const page = await browser.open(phone);
    await page.goto('/en/c/hand-tools');
    const product = await page.locator('article h3 a').first().getAttribute('href');
    await page.close();

    for (const path of ['/en', '/en/c/hand-tools', product!, '/en/search-details?term=drill']) {
      const page = await browser.open(phone);
      await countNumberFormats(page);
      const images = recordImages(page);
      const document = await page.goto(path);
      await interactive(page);
      expect(await page.evaluate(() => (window as unknown as { numberFormats: number }).numberFormats), path).toBe(0);
      await expectOnlyShownImages(page, images, path);
      await expectNoZod(page, document, path);
      await page.close();
    }
  });

  it("asks for a product's first picture from the document's head, once, at the size of the shopper's screen", async () => {
    const [product] = await purchasableProducts(1);
    const path = `/en/p/${product!.id}/${product!.sku}`;
    for (const [device, size] of [
      [phone, 'w=310&h=300'],
      [desktop, 'w=600&h=744'],
    ] as const) {
      const page = await browser.open(device);
      const images = recordImages(page);
      const document = await page.goto(path);
      const head = (await document!.text()).split('</head>')[0]!;
      await interactive(page);
      const src = await page
        .getByRole('main')
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src, size).toContain(size);
      // Named in the head before the page's scripts: fetched while the document still arrives.
      const link = [...head.matchAll(/<link rel="preload"[^>]*>/g)].find(
        (match) => match[0].includes('as="image"') && match[0].includes(size.replace('&', '&amp;')),
      );
      expect(link?.[0], `${size} in ${head}`).toContain('fetchPriority="high"');
      expect(link!.index).toBeLessThan(head.indexOf('<script'));
      expect(
        images.filter((url) => url === src),
        `${size}: ${images.join(', ')}`,
      ).toHaveLength(1);
      await expectOnlyShownImages(page, images, path);
      await page.close();
    }
  });

  it("asks first for the pictures of a listing's first row on a phone, from the document's head", async () => {
    const page = await browser.open(phone);
    const document = await page.goto('/en/c/hand-tools');
    const head = (await document!.text()).split('</head>')[0]!;
    await interactive(page);
    const pictures = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.querySelector('img')!.getAttribute('src')!));
    const preload = (src: string) =>
      [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].find((match) =>
        match[0].includes(`href="${src.replaceAll('&', '&amp;')}"`),
      )?.[0];
    // The first row (two cards on a phone) holds the page's largest paint; the third is fetched eagerly too, after it.
    for (const src of pictures.slice(0, 2)) expect(preload(src), `${src} in ${head}`).toContain('fetchPriority="high"');
    expect(preload(pictures[2]!), pictures[2]).toBeDefined();
    expect(preload(pictures[2]!), pictures[2]).not.toContain('fetchPriority');
  });

  it('fetches the related-products carousel when it nears the screen, and its buttons then move it', async () => {
    const [product] = await purchasableProducts(1);
    const path = `/en/p/${product!.id}/${product!.sku}`;
    const page = await browser.open(desktop);
    const emblaLoaded = new Promise<string>((resolve) => {
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        // A name from Embla's own defaults, in no other script of the shop.
        if ((await response.text().catch(() => '')).includes('inViewThreshold')) resolve(response.url());
      });
    });
    const document = await page.goto(path);
    await interactive(page);
    const html = await document!.text();
    for (const [, src] of html.matchAll(/<script src="([^"]+\.js)"/g))
      expect(await (await page.request.get(src!)).text(), `${src} is in the first load`).not.toContain(
        'inViewThreshold',
      );

    const carousel = page.getByRole('region', { name: 'Related products' });
    const slides = carousel.getByRole('listitem');
    expect(await slides.count(), 'more related products than fit in one view').toBeGreaterThan(4);
    const next = carousel.getByRole('button', { name: 'Next products' });
    const previous = carousel.getByRole('button', { name: 'Previous products' });
    await carousel.scrollIntoViewIfNeeded();
    expect(await emblaLoaded).toMatch(/\/_next\/static\/chunks\//);
    await next.click();
    await expect.poll(() => previous.isEnabled()).toBe(true);
    // The first slide went out of the carousel's view to the left.
    const view = (await carousel.getByRole('list').boundingBox())!;
    await expect
      .poll(async () => {
        const first = (await slides.first().boundingBox())!;
        return first.x + first.width <= view.x + 1;
      })
      .toBe(true);
  });

  it('loads zod on the checkout entry and shipping step only when their form is used', async () => {
    const [product] = await purchasableProducts(1);
    const page = await browser.open(phone);
    await addToCart(page, product!);
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to checkout' }).waitFor();
    await expectNoZod(page, await page.goto('/en/checkout'), 'checkout entry');
    await guestContact(page, 'first-load@example.com');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await arrive(page, /\/en\/checkout\/shipping$/);
    await expectNoZod(page, await page.goto('/en/checkout/shipping'), 'shipping step');
  });
});

/** The Layout Instability API's entry, which TypeScript's DOM types do not have yet. */
interface LayoutShift extends PerformanceEntry {
  value: number;
  sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
}

describe('the first paint', () => {
  const browser = useBrowser();

  // The cookie banner sits at the bottom of a first visit's screen, and its text wraps differently
  // in the shop's font and in the fallback: a font that swapped in after the first paint would grow
  // the banner by a line or two and move it (a layout shift under the shopper's thumb).
  it('does not move when the font arrives after it', async () => {
    const page = await browser.open({ ...phone, askConsent: true });
    let releaseFont!: () => void;
    const fontHeld = new Promise<void>((resolve) => {
      releaseFont = resolve;
    });
    await page.route('**/*.woff2', async (route) => {
      await fontHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts = window as unknown as { layoutShift: number; moved: string[] };
      shifts.layoutShift = 0;
      shifts.moved = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LayoutShift[]) {
          shifts.layoutShift += entry.value;
          // What moved, for the failure's message: the element's start and its rectangles.
          for (const { node, previousRect: from, currentRect: to } of entry.sources)
            shifts.moved.push(
              `${Math.round(entry.startTime)} ms: ${node instanceof Element ? node.outerHTML.slice(0, 120) : node?.nodeName} ` +
                `from ${from.x},${from.y} ${from.width}x${from.height} to ${to.x},${to.y} ${to.width}x${to.height}`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Not waiting for the load event: it waits for the held font.
    await page.goto('/en/c/hand-tools', { waitUntil: 'commit' });
    await interactive(page);
    await page.getByRole('dialog', { name: 'Cookies and privacy' }).waitFor();
    releaseFont();
    await page.waitForResponse((response) => response.url().endsWith('.woff2'));
    await page.evaluate(() => document.fonts.ready);
    // Two frames: a font applied now would be laid out and painted by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { layoutShift, moved } = await page.evaluate(() => {
      const { layoutShift, moved } = window as unknown as { layoutShift: number; moved: string[] };
      return { layoutShift, moved };
    });
    expect(layoutShift, moved.join('\n')).toBe(0);
  });
});
