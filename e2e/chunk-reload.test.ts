import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, useBrowser } from './harness/browser';

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

/** A script of the build that is gone after a deployment. */
const failScript = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script');
    script.src = `/_next/static/chunks/gone-${Date.now()}.js`;
    document.body.append(script);
  });

describe('failed chunk loading', () => {
  const browser = useBrowser();

  it('reloads the page, at most once a minute', async () => {
    const page = await browser.open(desktop);
    const loads = countLoads(page);
    await page.goto('/en');
    await page.getByRole('main').waitFor();
    expect(loads.n).toBe(1);

    // The server-rendered page shows before its scripts listen: fail a chunk until the reload comes
    // (the page's later failures fall within the minute and must not reload it again).
    await expect
      .poll(
        async () => {
          await failChunk(page).catch(() => undefined);
          return loads.n;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(2);
    const reloadedAt = Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')));
    expect(Date.now() - reloadedAt).toBeLessThan(10_000);

    // Within the minute neither a failed import nor a missing script reloads again.
    await page.getByRole('main').waitFor();
    await failChunk(page);
    await failScript(page);
    await page.waitForTimeout(1_500);
    expect(loads.n).toBe(2);

    // A minute later a missing script of the build reloads once more.
    await page.evaluate(() => sessionStorage.setItem('chunk-reload-at', String(Date.now() - 61_000)));
    await Promise.all([page.waitForEvent('load'), failScript(page)]);
    expect(loads.n).toBe(3);
  });

  it('leaves other errors alone', async () => {
    const page = await browser.open(desktop);
    const loads = countLoads(page);
    await page.goto('/en');
    await page.getByRole('main').waitFor();
    await page.evaluate(() => {
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { reason: new Error('boom'), promise: Promise.resolve() }),
      );
      const image = document.createElement('img');
      image.src = '/_next/static/media/gone.png';
      document.body.append(image);
    });
    await page.waitForTimeout(1_500);
    expect(loads.n).toBe(1);
  });
});
