import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const desktop = { viewport: { width: 1280, height: 900 } } as const;

/**
 * Debian's Chromium, headless, with the background traffic this offline machine refuses turned
 * off. One browser per test file; each test opens its own context (fresh cookies and storage).
 */
export function useBrowser() {
  const state = {} as { browser: Browser };
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

  return {
    /** A new page in a new context, on the storefront under test. */
    async open(options: BrowserContextOptions = desktop): Promise<Page> {
      const context = await state.browser.newContext({ baseURL: inject('baseUrl'), locale: 'en-US', ...options });
      return context.newPage();
    },
  };
}
