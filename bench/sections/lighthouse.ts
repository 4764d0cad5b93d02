/**
 * The lighthouse section: mobile Lighthouse on the production build, the median of the runs, for
 * home, category, product, search, the cart, and every checkout step.
 */
import { audit, medianFigures, missedGoals, type PageFigures, pageGoals, withChrome } from '../lib/lighthouse';
import { log } from '../lib/log';
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
  ).toFixed(2)} s · CLS ${f.cls.toFixed(3)} · TBT ${Math.round(f.tbt)} ms · JS ${Math.round(f.jsKib)} KiB${
    f.failing.length ? ` · failed audits: ${f.failing.join(', ')}` : ''
  }`;
const lighthouseGoal = `perf ≥ ${pageGoals.performance}; a11y, BP, SEO ${pageGoals.perfect}; LCP < ${
  pageGoals.lcp / 1000
} s; CLS < ${pageGoals.cls}; TBT < ${pageGoals.tbt} ms; JS ≤ ${pageGoals.jsKib} KiB`;

export async function lighthouseSection(bench: Bench, storefront: string, api: string, targets: ShopTargets) {
  const { report, attempt, lighthouseRuns, pages: chosen } = bench;
  const pages = lighthousePages(api, targets).filter((p) => chosen.length === 0 || chosen.includes(p.name));
  await withChrome(async (chrome) => {
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
  });
}
