import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const desktop = { viewport: { width: 1280, height: 900 } } as const;

/**
 * Waits until React has hydrated the page and run its first effects (features/chrome/Interactive).
 * A check that something did not happen waits for this first: before it, nothing could have.
 */
export const interactive = (page: Page) => page.locator('html[data-interactive]').waitFor({ state: 'attached' });

/**
 * Stops the page's clock (installed with `page.clock.install()`), so only `runFor` moves its timers.
 * The installed clock follows real time until paused, so "now + 1 ms" read in the page can be in
 * the past by the time pauseAt arrives on a loaded machine; read it again then, never jump further.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1));
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Debian's Chromium, headless, with the background traffic this offline machine refuses turned
 * off. One browser per test file; each test opens its own context (fresh cookies and storage).
 */
export function useBrowser() {
  const state = { violations: [] as string[] } as { browser: Browser; violations: string[] };
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  // Every journey also proves the Content-Security-Policy blocks nothing the shop itself needs.
  afterEach(() => {
    const violations = state.violations.splice(0);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });

  return {
    /** The policy violations logged so far, for a test that provokes one; `take` forgets them. */
    violations: () => [...state.violations],
    takeViolations: () => state.violations.splice(0),
    /**
     * A new page in a new context, on the storefront under test. The shopper has already answered
     * the cookie banner (only necessary cookies) unless `askConsent` is set. The shop's service
     * worker is blocked unless `serviceWorkers: 'allow'`: a test's routes would not see what it fetches.
     */
    async open(options: BrowserContextOptions & { askConsent?: boolean } = desktop): Promise<Page> {
      const { askConsent, ...contextOptions } = options;
      const context = await state.browser.newContext({
        baseURL: inject('baseUrl'),
        locale: 'en-US',
        serviceWorkers: 'block',
        ...contextOptions,
      });
      if (!askConsent)
        await context.addInitScript(() => {
          if (!localStorage.getItem('cookie-consent-v2')) {
            localStorage.setItem('cookie-consent-v2', 'true');
            localStorage.setItem('cookie-consent-v2-date', new Date().toISOString());
          }
        });
      // Chromium logs most violations itself, but not a blocked eval that the page caught: say each one.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) state.violations.push(message.text());
      });
      return page;
    },
  };
}
