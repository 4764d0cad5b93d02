/**
 * The back office's first screen as a member of staff meets it: signed in, a fresh browser
 * profile (nothing cached), from navigation to /admin/ until the dashboard's chart and its
 * low-stock list are drawn from the API's answers. Debian's Chromium through playwright-core.
 */
import { chromium } from 'playwright-core';

export interface FirstScreen {
  /** In the page, from the navigation's start: the first frame with the chart and the low-stock list, ms. */
  drawn: number;
  /** From the test's side: until Playwright has found both by their roles (its polling adds to it), ms. */
  seen: number;
}

/**
 * Looks for the chart and the low-stock list in every frame and notes the page's clock when both
 * are there: what the member of staff sees, without the test's polling. A string, so the bundler
 * that runs this file adds nothing to it.
 */
const drawnAt = `(() => {
  const check = () => {
    const chart = document.querySelector('figure svg');
    const list = [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Low on stock');
    if (chart && list) window.__drawnAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

export async function backOfficeFirstScreen(
  apiUrl: string,
  staff: { email: string; password: string },
  runs = 5,
): Promise<FirstScreen[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    // Signing in once gives the session cookie; the sign-in form is not the first screen.
    const signIn = await browser.newContext({ baseURL: apiUrl });
    const login = await signIn.newPage();
    await login.goto('/admin/login');
    await login.getByLabel('E-mail').fill(staff.email);
    await login.getByLabel('Password').fill(staff.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const storageState = await signIn.storageState();
    await signIn.close();

    const times: FirstScreen[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ baseURL: apiUrl, storageState });
      const page = await context.newPage();
      const start = performance.now();
      await page.goto('/admin/', { waitUntil: 'commit' });
      await page.evaluate(drawnAt);
      await page
        .getByRole('figure', { name: /Orders \(bars\) and revenue/ })
        .locator('svg')
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'Low on stock' }).waitFor();
      const seen = performance.now() - start;
      times.push({ drawn: await page.evaluate('window.__drawnAt'), seen });
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
