/**
 * Lighthouse through its Node API on Debian's Chromium (CHROME_PATH, else /usr/bin/chromium),
 * headless: the default mobile form factor and simulated throttling, the four scored categories,
 * and the figures the goals name. Medians are taken figure by figure over the runs of a page.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

/** The fields of a trace event that heldFirstFrame reads. */
interface TraceEvent {
  name: string;
  ts: number;
  args?: Record<string, unknown>;
}

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  lcp: number;
  cls: number;
  /** ms */
  tbt: number;
  /** JavaScript transferred, KiB (Lighthouse's resource summary). */
  jsKib: number;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`; higher is faster): the
   * simulated phone's blocking time scales with it, so it is to these rows what `/healthz` is to the API's.
   */
  benchmarkIndex: number;
  /**
   * Runs (of those summed up) in which the browser held the page's frames back before its first
   * paint (`heldFirstFrame`): such a run's LCP and performance are the lab's, not the page's.
   */
  heldFrames: number;
  /** Where the run ended up: a guard that redirects shows here. */
  finalUrl: string;
  /** Accessibility, best-practice and SEO audits that failed (those that count, by id). */
  failing: string[];
}

export interface Chrome {
  port: number;
  browser: Browser;
}

/** One Chromium for a series of runs; Lighthouse resets caches before each, `audit` the cookies. */
export async function withChrome<T>(work: (chrome: Chrome) => Promise<T>): Promise<T> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      return await work({ port: chrome.port, browser });
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * Leaves the browser exactly the cookies of `header` (name=value; …) for the URL's host. Lighthouse
 * keeps cookies between runs, and a Cookie header passed as extraHeaders is replaced by the
 * browser's own cookies as soon as a page has set any: so a session goes into the cookie jar.
 */
async function useCookies(browser: Browser, url: string, header = '') {
  const existing = await browser.cookies();
  if (existing.length > 0) await browser.deleteCookie(...existing);
  const { hostname } = new URL(url);
  const cookies = header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
    });
  if (cookies.length > 0) await browser.setCookie(...cookies);
}

/** A category's score (0–100) without the audits named in `ignore`, weighted as Lighthouse weighs. */
function score(lhr: Result, category: string, ignore: readonly string[] = []): number {
  const entry = lhr.categories[category];
  if (!entry) return Number.NaN;
  if (ignore.length === 0) return Math.round((entry.score ?? Number.NaN) * 100);
  let sum = 0;
  let weights = 0;
  for (const ref of entry.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ignore.includes(ref.id) || ref.weight === 0 || !audit || audit.score === null) continue;
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    sum += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights === 0 ? Number.NaN : Math.round((sum / weights) * 100);
}

/** viz's reasons for sending a page no BeginFrame for up to a second. */
const frameHolds = new Set(['ThrottleUndrawnFrames', 'ThrottleUnresponsiveClient', 'StopUnresponsiveClient']);

/**
 * Whether viz held the page's frames back between the navigation and the first paint. It sends a
 * client that has frames not yet drawn (or BeginFrames not answered) no BeginFrame until a second
 * after the last (CompositorFrameSinkSupport::ShouldSendBeginFrame; GoogleChrome/lighthouse#17148):
 * on this headless Chromium the renderer's first frames are sometimes submitted for a surface the
 * browser does not show yet, so the first paint is presented at about 1.3 or 2.3 s, and Lighthouse's
 * simulation then counts every script requested before it into FCP and LCP.
 */
function heldFirstFrame(events: TraceEvent[], url: string, observedFirstPaint: number) {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      (event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === url,
  )?.ts;
  if (start === undefined) return false;
  const end = start + observedFirstPaint * 1000;
  return events.some(
    (event) =>
      event.name === 'SendBeginFrameDecision' &&
      event.ts >= start &&
      event.ts <= end &&
      frameHolds.has(String(event.args?.reason)),
  );
}

/**
 * One Lighthouse run of `url` with exactly the cookies of `cookie` (a Cookie header: a session, a
 * cart); `seoIgnore` names SEO audits left out of the SEO score (a noindex page's is-crawlable).
 */
export async function audit(
  chrome: Chrome,
  url: string,
  options: { cookie?: string; seoIgnore?: readonly string[] } = {},
): Promise<PageFigures> {
  await useCookies(chrome.browser, url, options.cookie);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // viz's decisions on the page's frames: heldFirstFrame reads them.
    additionalTraceCategories: 'viz',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items;
  const script = items?.find((item) => item.resourceType === 'script');
  const observed = (lhr.audits.metrics?.details as { items?: Array<{ observedFirstPaint?: number }> } | undefined)
    ?.items?.[0]?.observedFirstPaint;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo', options.seoIgnore),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    jsKib: Number(script?.transferSize ?? Number.NaN) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    heldFrames:
      observed !== undefined && heldFirstFrame(result.artifacts.Trace.traceEvents as TraceEvent[], url, observed)
        ? 1
        : 0,
    finalUrl: lhr.finalDisplayedUrl,
    failing: failedAudits(lhr, ['accessibility', 'best-practices', 'seo'], options.seoIgnore),
  };
}

/** The audits that count in `categories` and failed, by id; `ignore` names those left out. */
function failedAudits(lhr: Result, categories: string[], ignore: readonly string[] = []) {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && !ignore.includes(ref.id))
      .filter((ref) => {
        const result = lhr.audits[ref.id];
        return result && result.score !== null && result.score < 1;
      })
      .map((ref) => ref.id),
  );
}

/** Lighthouse's SEO category alone (a few seconds, no performance trace): its score and failed audits. */
export async function seoAudit(chrome: Chrome, url: string, seoIgnore: readonly string[] = []) {
  await useCookies(chrome.browser, url);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { seo: score(lhr, 'seo', seoIgnore), failing: failedAudits(lhr, ['seo'], seoIgnore) };
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of each figure over the runs (the last run's final URL; audits failed in any run; held frames counted). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (key: Exclude<keyof PageFigures, 'finalUrl' | 'failing' | 'heldFrames'>) =>
    median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
    jsKib: of('jsKib'),
    benchmarkIndex: of('benchmarkIndex'),
    heldFrames: runs.reduce((sum, run) => sum + run.heldFrames, 0),
    finalUrl: runs.at(-1)!.finalUrl,
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

/** The goals every page is held to. */
export const pageGoals = {
  performance: 95,
  perfect: 100,
  lcp: 2000,
  cls: 0.05,
  tbt: 150,
  jsKib: 130,
} as const;

/** The figures that miss their goal, by name; empty when every one is met. */
export function missedGoals(f: PageFigures): string[] {
  const missed: string[] = [];
  if (!(f.performance >= pageGoals.performance)) missed.push('performance');
  if (!(f.accessibility >= pageGoals.perfect)) missed.push('accessibility');
  if (!(f.bestPractices >= pageGoals.perfect)) missed.push('best practices');
  if (!(f.seo >= pageGoals.perfect)) missed.push('SEO');
  if (!(f.lcp < pageGoals.lcp)) missed.push('LCP');
  if (!(f.cls < pageGoals.cls)) missed.push('CLS');
  if (!(f.tbt < pageGoals.tbt)) missed.push('TBT');
  if (!(f.jsKib <= pageGoals.jsKib)) missed.push('JS');
  return missed;
}
