import { describe, expect, inject, it } from 'vitest';
import { desktop, interactive, pauseClock, phone, useBrowser } from './harness/browser';

describe('the shop chrome', () => {
  const browser = useBrowser();

  it('accepts cookies: "true" and "ga" stored, the tag manager loads, the banner leaves after 1 s', async () => {
    const page = await browser.open({ ...desktop, askConsent: true });
    const tagRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.clock.install();
    await page.goto('/en');
    const banner = page.getByRole('dialog', { name: 'Cookies and privacy' });
    await banner.waitFor();
    await page.waitForFunction(() => document.body.style.overflow === 'hidden', null, { timeout: 2500 });
    expect(tagRequests).toEqual([]);

    await pauseClock(page);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('cookie-consent-v2'),
        localStorage.getItem('cookie-consent-v2-analytics'),
      ]),
    ).toEqual(['true', 'ga']);
    await expect.poll(() => tagRequests.length).toBe(1);
    expect(tagRequests[0]).toContain('id=GTM-E2ETEST');
    await page.clock.runFor(999);
    expect(await banner.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await banner.waitFor({ state: 'detached' });
    // The scroll lock is released as the banner's effects clean up, a moment after it left the DOM.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.clock.resume();
    await page.reload();
    await interactive(page);
    expect(await page.getByRole('dialog', { name: 'Cookies and privacy' }).count()).toBe(0);
  });

  it('declines cookies: "false" stored, no tag manager, scrolling restored', async () => {
    const page = await browser.open({ ...desktop, askConsent: true });
    const tagRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ status: 200, body: '' });
    });
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    await banner.getByRole('button', { name: 'Nur notwendige' }).click();
    await banner.waitFor({ state: 'detached', timeout: 2500 });
    expect(
      await page.evaluate(() => [
        localStorage.getItem('cookie-consent-v2'),
        localStorage.getItem('cookie-consent-v2-analytics'),
      ]),
    ).toEqual(['false', null]);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(tagRequests).toEqual([]);
  });

  it('saves a selection from the settings: necessary cookies only, unless analytics is ticked', async () => {
    for (const analytics of [false, true]) {
      const page = await browser.open({ ...phone, askConsent: true });
      const tagRequests: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        tagRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      });
      await page.goto('/en');
      await interactive(page);
      const banner = page.getByRole('dialog', { name: 'Cookies and privacy' });
      await banner.getByRole('button', { name: 'Settings' }).click();
      const choices = banner.getByRole('group', { name: 'Choose cookies' });
      expect(await choices.getByRole('checkbox', { name: /^Required/ }).isChecked()).toBe(true);
      expect(await choices.getByRole('checkbox', { name: /^Required/ }).isDisabled()).toBe(true);
      const analyticsBox = choices.getByRole('checkbox', { name: /^Analytics/ });
      expect(await analyticsBox.isChecked()).toBe(false);
      if (analytics) await analyticsBox.check();
      await banner.getByRole('button', { name: 'Save selection' }).click();
      expect(
        await page.evaluate(() => [
          localStorage.getItem('cookie-consent-v2'),
          localStorage.getItem('cookie-consent-v2-analytics'),
        ]),
      ).toEqual(['true', analytics ? 'ga' : null]);
      await banner.waitFor({ state: 'detached', timeout: 2500 });
      if (analytics) await expect.poll(() => tagRequests.length).toBe(1);
      else expect(tagRequests).toEqual([]);
      await page.close();
    }
  });

  it('keeps the notification bar closed for the session once dismissed', async () => {
    const page = await browser.open(phone);
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Hinweis' });
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Hinweis schließen' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('notification-bar'))).toBe('closed');
    await page.goto('/en');
    await interactive(page);
    expect(await page.getByRole('region', { name: 'Notice' }).count()).toBe(0);
    const otherSession = await browser.open(phone);
    await otherSession.goto('/');
    await otherSession.getByRole('region', { name: 'Hinweis' }).waitFor();
  });

  it('shows footer columns and social links from the footer block', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms and conditions' }).click();
    await page.waitForURL('**/en/i/agb');
    await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'LinkedIn' }).getAttribute('target')).toBe(
      '_blank',
    );
  });

  it('takes favicon, meta tags and the shop title from the branding setting', async () => {
    const page = await browser.open(desktop);
    await page.goto('/en/reset-password');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    expect(await page.locator('meta[name="author"]').getAttribute('content')).toBe('Werkhaus GmbH');
    expect(await page.title()).toBe('Reset password | Werkhaus');
  });

  it('sends a request for /favicon.ico to the shop icon', async () => {
    const answer = await fetch(`${inject('baseUrl')}/favicon.ico`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/favicon.svg');
    const icon = await fetch(`${inject('baseUrl')}/favicon.svg`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });
});
