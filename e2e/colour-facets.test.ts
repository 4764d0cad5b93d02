import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, importCatalog } from './harness/back-office';
import { desktop, interactive, useBrowser } from './harness/browser';

// A colour attribute's facet in the shop's filter: each value a swatch beside a checkbox named by
// the value, used with the keyboard alone. This journey's own attribute and products (a made-up word
// in their names finds them and nothing else), so no other journey meets the facet.
const stamp = Date.now().toString(36);
const code = `e2e_shade_${stamp}`;
const word = `Farbprobe${stamp}`;

/** Tabs from where the focus is until `target` has it (at most `limit` presses). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the element was not reached with Tab');
}

/** The relative luminance of a CSS rgb() colour, and the contrast of two (WCAG 2.2). */
function contrast(a: string, b: string) {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('a colour facet in the shop’s filter', () => {
  const browser = useBrowser();

  it('shows each value as a swatch beside a checkbox named by it, chosen with the keyboard', async () => {
    await adminCall('PUT', `/admin/api/attributes/${code}`, {
      label: { de: `Farbton ${stamp}`, en: `Shade ${stamp}` },
      type: 'colour',
      isFacet: true,
      position: 900,
      options: [
        { label: { de: 'Signalrot', en: 'Signal red' }, colour: '#c1121f' },
        { label: { de: 'Reinweiß', en: 'Pure white' }, colour: '#ffffff' },
      ],
    });
    const sku = `E2E-${code.toUpperCase()}`;
    await importCatalog([
      `sku,item_number,name.de,name.en,price.EUR,stock,attribute.${code}.de`,
      `${sku}-1,${sku}-1,${word} rot,${word} red,9.90,5,Signalrot`,
      `${sku}-2,${sku}-2,${word} weiß,${word} white,9.90,5,Reinweiß`,
    ]);

    const page = await browser.open(desktop);
    const facet = page.getByRole('region', { name: 'Filter' }).getByRole('group', { name: `Shade ${stamp}` });
    const red = facet.getByRole('checkbox', { name: 'Signal red', exact: true });
    await expect
      .poll(
        async () => {
          await page.goto(`/en/search-details?term=${word}`);
          return red.count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    await interactive(page);
    const white = facet.getByRole('checkbox', { name: 'Pure white', exact: true });
    await white.waitFor();
    // The swatch: the value's colour, ringed so that even white stands apart from the panel (3:1).
    const swatchOf = (checkbox: typeof red) =>
      checkbox.evaluate((input) => {
        const swatch = input.parentElement!.querySelector('[aria-hidden="true"]')!;
        const style = getComputedStyle(swatch);
        const panel = getComputedStyle(document.body).backgroundColor;
        return { fill: style.backgroundColor, ring: style.borderTopColor, panel, width: swatch.clientWidth };
      });
    const redSwatch = await swatchOf(red);
    expect(redSwatch.fill).toBe('rgb(193, 18, 31)');
    const whiteSwatch = await swatchOf(white);
    expect(whiteSwatch.fill).toBe('rgb(255, 255, 255)');
    expect(contrast(whiteSwatch.ring, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
    expect(whiteSwatch.width).toBeGreaterThan(0);
    // The count describes the checkbox; its name is the value's alone.
    expect(await red.getAttribute('aria-describedby')).toBeTruthy();
    expect(await violations(page)).toEqual([]);

    // Reached with Tab from the page's start: the focus ring shows, 3:1 against the panel.
    await tabTo(page, red);
    const ring = await red.evaluate((input) => {
      const style = getComputedStyle(input);
      return { visible: input.matches(':focus-visible'), style: style.outlineStyle, colour: style.outlineColor };
    });
    expect(ring).toMatchObject({ visible: true, style: 'solid' });
    expect(contrast(ring.colour, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);

    // Space chooses it: the listing keeps the red product alone, and the checkbox says it is chosen.
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get(code) === 'signalrot');
    await expect.poll(() => red.isChecked()).toBe(true);
    const main = page.getByRole('main');
    await main
      .getByRole('link', { name: new RegExp(`${word} red`) })
      .first()
      .waitFor();
    await expect.poll(() => main.getByRole('link', { name: new RegExp(`${word} white`) }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    // Space again lets it go: both products again.
    await red.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => red.isChecked()).toBe(false);
    await main
      .getByRole('link', { name: new RegExp(`${word} white`) })
      .first()
      .waitFor();
  });
});
