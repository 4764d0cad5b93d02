/**
 * The lighthouse section: mobile Lighthouse on the production build, the median of the runs, for
 * home, category, product, search, the cart, and every checkout step.
 */
import { createServer } from 'node:http';
import { createShopClient } from '@shop/client';
import {
  audit,
  type Chrome,
  medianFigures,
  missedGoals,
  type PageFigures,
  pageGoals,
  seoAudit,
  withChrome,
} from '../lib/lighthouse';
import { log } from '../lib/log';
import { startFrameworkReference } from '../lib/processes';
import { checkoutCart, customerCookie, guestCartCookie, placeOrder, type ShopTargets } from '../lib/shop';
import type { Bench } from './context';
import { storefrontPages } from './storefront';

/** `make` on the first call only; later calls answer the first call's promise. */
function once<A extends unknown[], T>(make: (...args: A) => Promise<T>) {
  let promise: Promise<T> | undefined;
  return (...args: A) => {
    promise ??= make(...args);
    return promise;
  };
}

interface LighthousePage {
  name: string;
  measured: string;
  /** The path to audit and the cookies of each run (a fresh session per run: access tokens last 15 minutes). */
  open: () => Promise<{ path: string; cookie?: string }>;
  seoIgnore?: string[];
}

function lighthousePages(api: string, targets: ShopTargets): LighthousePage[] {
  const pages = storefrontPages(targets);
  const [bought, carted = bought] = targets.purchasable;
  const customer = () => customerCookie(api);
  const guestCart = once(() => guestCartCookie(api, carted!));
  // The customer's cart is made ready for every step once; the order is placed once, after the payment page.
  const checkout = once((cookie: string) => checkoutCart(api, cookie, bought!));
  const customerStep = (step: string) => async () => {
    const cookie = await customer();
    await checkout(cookie);
    return { path: `/checkout/${step}`, cookie };
  };
  const order = once(async (cookie: string) => placeOrder(api, cookie, await checkoutCart(api, cookie, bought!)));
  return [
    { name: 'home', measured: 'home', open: async () => ({ path: pages.home }) },
    { name: 'category', measured: 'category', open: async () => ({ path: pages.category }) },
    { name: 'product', measured: 'product', open: async () => ({ path: pages.product }) },
    {
      name: 'search',
      measured: 'search results (noindex: SEO without is-crawlable)',
      open: async () => ({ path: `/search-details?term=${encodeURIComponent(targets.keywords[0]!)}` }),
      seoIgnore: ['is-crawlable'],
    },
    {
      name: 'cart',
      measured: "cart: the product page with a guest's filled cart (the sidebar stays closed: Lighthouse cannot click)",
      open: async () => ({
        path: `/p/${carted!.id}/${encodeURIComponent(carted!.sku)}`,
        cookie: await guestCart(),
      }),
    },
    // Checkout pages are a shopper's own and noindex like the search page: SEO without is-crawlable.
    ...[
      {
        name: 'checkout',
        measured: "checkout entry (a guest's cart)",
        open: async () => ({ path: '/checkout', cookie: await guestCart() }),
      },
      { name: 'shipping', measured: 'checkout: shipping (logged-in customer)', open: customerStep('shipping') },
      { name: 'billing', measured: 'checkout: billing (logged-in customer)', open: customerStep('billing') },
      { name: 'payment', measured: 'checkout: payment (logged-in customer)', open: customerStep('payment') },
      {
        name: 'thank-you',
        measured: 'checkout: thank-you (the order placed by invoice)',
        open: async () => {
          const cookie = await customer();
          return { path: `/checkout/thank-you/${await order(cookie)}`, cookie };
        },
      },
    ].map((page) => ({ ...page, seoIgnore: ['is-crawlable'] })),
  ];
}

const figuresText = (f: PageFigures) =>
  `perf ${f.performance} · a11y ${f.accessibility} · BP ${f.bestPractices} · SEO ${f.seo} · LCP ${(
    f.lcp / 1000
  ).toFixed(
    2,
  )} s · CLS ${f.cls.toFixed(3)} · TBT ${Math.round(f.tbt)} ms · JS ${Math.round(f.jsKib)} KiB · host CPU benchmark ${Math.round(
    f.benchmarkIndex,
  )}${f.heldFrames ? ` · first frame held back by the browser (viz) in ${f.heldFrames} run${f.heldFrames === 1 ? '' : 's'}` : ''}${
    f.failing.length ? ` · failed audits: ${f.failing.join(', ')}` : ''
  }`;
const lighthouseGoal = `perf ≥ ${pageGoals.performance}; a11y, BP, SEO ${pageGoals.perfect}; LCP < ${
  pageGoals.lcp / 1000
} s; CLS < ${pageGoals.cls}; TBT < ${pageGoals.tbt} ms; JS ≤ ${pageGoals.jsKib} KiB`;

/** A page of one heading and no script: what the browser and the simulated phone cost on this machine by themselves. */
const referencePage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Reference</title></head><body><h1>Reference</h1><p>One heading, no script.</p></body></html>';

/**
 * Lighthouse of `referencePage`, served from this process: the browser's row beside the shop's, as
 * `/healthz` is the API's (a run whose reference blocks for long ran on a slow browser).
 */
async function referenceFigures(chrome: Chrome, runs: number) {
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(referencePage));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const figures: PageFigures[] = [];
    for (let run = 0; run < runs; run++) figures.push(await audit(chrome, `http://127.0.0.1:${port}/`));
    return medianFigures(figures);
  } finally {
    server.close();
  }
}

/**
 * Lighthouse of the framework reference: what Next.js and React cost before the shop adds anything,
 * the floor under every page's blocking time and script.
 */
async function frameworkFigures(chrome: Chrome, runs: number) {
  const reference = await startFrameworkReference();
  try {
    await fetch(`${reference.url}/`).then((r) => r.text());
    const figures: PageFigures[] = [];
    for (let run = 0; run < runs; run++) figures.push(await audit(chrome, `${reference.url}/`));
    return medianFigures(figures);
  } finally {
    await reference.stop();
  }
}

/**
 * An English page of each kind: the issue holds every English page to SEO 100, the search page
 * without is-crawlable (noindex by design). The info page is the demo shop's shipping page.
 */
async function englishPages(api: string, targets: ShopTargets) {
  const { categories } = await createShopClient({ baseUrl: api }).categoryList({ query: { locale: 'en' } });
  const category = categories.find((c) => c.id === targets.category.id);
  if (!category) throw new Error(`category ${targets.category.id} has no English entry`);
  const product = targets.purchasable[0]!;
  return [
    { name: 'home', path: '/en' },
    { name: 'category', path: `/en/c/${encodeURIComponent(category.slug)}` },
    { name: 'product', path: `/en/p/${product.id}/${encodeURIComponent(product.sku)}` },
    { name: 'info page', path: '/en/i/versand' },
    {
      name: 'search',
      path: `/en/search-details?term=${encodeURIComponent(targets.keywords[0]!)}`,
      seoIgnore: ['is-crawlable'],
    },
  ];
}

export async function lighthouseSection(bench: Bench, storefront: string, api: string, targets: ShopTargets) {
  const { report, attempt, lighthouseRuns, pages: chosen } = bench;
  const pages = lighthousePages(api, targets).filter((p) => chosen.length === 0 || chosen.includes(p.name));
  await withChrome(async (chrome) => {
    await attempt('lighthouse', 'reference', async () => {
      log('Lighthouse reference page');
      const f = await referenceFigures(chrome, lighthouseRuns);
      report.add(
        'lighthouse',
        `reference: a static page of one heading, no script (the browser's own cost), median of ${lighthouseRuns}`,
        `perf ${f.performance} · LCP ${(f.lcp / 1000).toFixed(2)} s · TBT ${Math.round(f.tbt)} ms · host CPU benchmark ${Math.round(f.benchmarkIndex)}`,
      );
    });
    await attempt('lighthouse', 'framework reference', async () => {
      log('Lighthouse framework reference page');
      const f = await frameworkFigures(chrome, lighthouseRuns);
      report.add(
        'lighthouse',
        `framework reference: a page of Next.js and React alone, one heading, no component of the shop's (bench/fixtures/bare-next), median of ${lighthouseRuns}`,
        figuresText(f),
      );
    });
    for (const page of pages) {
      await attempt('lighthouse', page.measured, async () => {
        const runs: PageFigures[] = [];
        for (let run = 0; run < lighthouseRuns; run++) {
          const { path: pagePath, cookie } = await page.open();
          // Rendered once before it is measured, as a page a shop serves all day is.
          if (run === 0)
            await fetch(storefront + pagePath, { headers: { cookie: cookie ?? '' } }).then((r) => r.text());
          log(`Lighthouse ${page.name} (${run + 1}/${lighthouseRuns})`);
          runs.push(await audit(chrome, storefront + pagePath, { cookie, seoIgnore: page.seoIgnore }));
          const landed = new URL(runs.at(-1)!.finalUrl);
          if (`${landed.pathname}${landed.search}` !== pagePath)
            throw new Error(`${pagePath} ended at ${landed.pathname}${landed.search}`);
        }
        const figures = medianFigures(runs);
        const missed = missedGoals(figures);
        report.add(
          'lighthouse',
          `${page.measured}, median of ${runs.length}`,
          figuresText(figures),
          lighthouseGoal,
          missed.length === 0,
          missed.join(', '),
        );
      });
    }
    if (chosen.length > 0 && !chosen.includes('seo')) return;
    await attempt('lighthouse', 'SEO of English pages', async () => {
      log('Lighthouse SEO of English pages');
      const results: string[] = [];
      let perfect = true;
      for (const page of await englishPages(api, targets)) {
        const { seo, failing } = await seoAudit(chrome, storefront + page.path, page.seoIgnore);
        perfect &&= seo === pageGoals.perfect;
        results.push(`${page.name} ${seo}${failing.length ? ` (failed: ${failing.join(', ')})` : ''}`);
      }
      report.add(
        'lighthouse',
        'SEO of an English page of each kind (search without is-crawlable: noindex by design), one run each',
        results.join(' · '),
        `${pageGoals.perfect} each`,
        perfect,
      );
    });
  });
}
