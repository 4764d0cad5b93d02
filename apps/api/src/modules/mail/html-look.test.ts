// An order confirmation's HTML part as a phone and a desktop mail program show it, light and dark:
// opened in Chromium with its inline parts in place, nothing wider than a phone, every picture
// drawn. MAIL_SCREENSHOTS=dir keeps the screenshots there, to be looked at.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './order-mail';
import { fixtureHtml, orderFixture } from './testing';

describe('an order confirmation in a browser', () => {
  let browser: Browser;
  let html: string;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    const part = await fixtureHtml()(orderConfirmationMail(orderFixture(6, 'de'), 'de'));
    // What a mail program does with the message's inline parts.
    html = part.inline.reduce(
      (page, { cid, contentType, content }) =>
        page.replaceAll(`cid:${cid}`, `data:${contentType};base64,${content.toString('base64')}`),
      part.html,
    );
  });
  afterAll(() => browser?.close());

  for (const [name, width, colorScheme] of [
    ['phone', 390, 'light'],
    ['phone-dark', 390, 'dark'],
    ['desktop', 1024, 'light'],
    ['desktop-dark', 1024, 'dark'],
  ] as const)
    it(`fits a ${name} screen with every picture drawn`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      await page.setContent(html, { waitUntil: 'load' });
      // Run in the page (this project's types know no DOM): how far it scrolls sideways, its pictures, the card's width.
      const look = (await page.evaluate(`({
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        pictures: [...document.images].map((img) => ({ alt: img.alt, drawn: img.complete && img.naturalWidth > 0 })),
        card: document.querySelector('table table').getBoundingClientRect().width,
      })`)) as { overflow: number; pictures: Array<{ alt: string; drawn: boolean }>; card: number };
      expect(look.overflow).toBe(0);
      expect(look.pictures).toHaveLength(7);
      expect(look.pictures[0]).toEqual({ alt: 'Werkhaus', drawn: true });
      expect(look.pictures.every((p) => p.drawn)).toBe(true);
      expect(look.card).toBeLessThanOrEqual(600);
      if (process.env.MAIL_SCREENSHOTS)
        await writeFile(
          path.join(process.env.MAIL_SCREENSHOTS, `mail-${name}.png`),
          await page.screenshot({ fullPage: true }),
        );
      await page.close();
    });
});
