import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, interactive, useBrowser } from './harness/browser';

/** Counts the page's full loads (the first one included). */
function countLoads(page: Page) {
  const loads = { n: 0 };
  page.on('load', () => {
    loads.n += 1;
  });
  return loads;
}

/** A chunk that fails as webpack and Turbopack report it: a rejected dynamic import. */
const failChunk = (page: Page) =>
  page.evaluate(() => {
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/gone.js'), {
      name: 'ChunkLoadError',
    });
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', { reason: error, promise: Promise.resolve() }),
    );
  });

/** A script of the build that is gone after a deployment; settles once the page saw it fail. */
const failScript = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const script = document.createElement('script');
        script.src = `/_next/static/chunks/gone-${Date.now()}.js`;
        script.onerror = resolve;
        document.body.append(script);
      }),
  );

/** When the page last reloaded itself: a reload writes this before it leaves. */
const reloadedAt = (page: Page) => page.evaluate(() => sessionStorage.getItem('chunk-reload-at'));

describe('failed chunk loading', () => {
  const browser = useBrowser();

  it('reloads the page, at most once a minute', async () => {
    const page = await browser.open(desktop);
    const loads = countLoads(page);
    await page.goto('/en');
    await interactive(page);
    expect(loads.n).toBe(1);

    await Promise.all([page.waitForEvent('load'), failChunk(page)]);
    expect(loads.n).toBe(2);
    const first = await reloadedAt(page);
    expect(Date.now() - Number(first)).toBeLessThan(10_000);

    // Within the minute neither a failed import nor a missing script reloads again: the handlers
    // ran (the events are dispatched synchronously, the script's error reached the page) and left
    // the mark as it was.
    await interactive(page);
    await failChunk(page);
    await failScript(page);
    expect(await reloadedAt(page)).toBe(first);
    expect(loads.n).toBe(2);

    // A minute later a missing script of the build reloads once more.
    await page.evaluate(() => sessionStorage.setItem('chunk-reload-at', String(Date.now() - 61_000)));
    // The page leaves while the script fails: its evaluation ends with it.
    await Promise.all([page.waitForEvent('load'), failScript(page).catch(() => undefined)]);
    expect(loads.n).toBe(3);
  });

  it('leaves other errors alone', async () => {
    const page = await browser.open(desktop);
    const loads = countLoads(page);
    await page.goto('/en');
    await interactive(page);
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.dispatchEvent(
            new PromiseRejectionEvent('unhandledrejection', { reason: new Error('boom'), promise: Promise.resolve() }),
          );
          const image = document.createElement('img');
          image.src = '/_next/static/media/gone.png';
          image.onerror = resolve;
          document.body.append(image);
        }),
    );
    expect(await reloadedAt(page)).toBeNull();
    expect(loads.n).toBe(1);
  });
});
