import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from './harness/axe';
import { desktop, interactive, useBrowser } from './harness/browser';
import { admin, setBranding, writeContent } from './harness/content';
import { adminToken, root } from './harness/processes';

/** Runs `npm run catalog -- …` (tools/catalog.ts) against the shop under test. */
function catalogCli(args: string[]) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['tools/catalog.ts', ...args], {
    cwd: root,
    env: { ...process.env, API_URL: inject('apiUrl'), ADMIN_TOKEN: adminToken },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A catalogue file of one product, written where the CLI reads it. */
function file(lines: string[]) {
  const name = path.join(mkdtempSync(path.join(tmpdir(), 'catalog-')), 'catalog.csv');
  writeFileSync(name, `${lines.join('\n')}\n`);
  return name;
}

describe('catalogue import on the running shop', () => {
  const browser = useBrowser();
  let branding: { config: Record<string, unknown> };
  beforeAll(async () => {
    branding = await admin('/setting/branding/de');
  });
  afterAll(() => writeContent('setting/branding/de', { config: branding.config }));

  it("shows a product's new name and price on its page and in search within seconds", async () => {
    await setBranding({ ...branding.config, isPriceForGuestEnabled: true });
    const sku = `E2E-IMPORT-${Date.now()}`;
    const columns = 'sku,item_number,name.de,name.en,price.EUR,tier_prices.EUR,stock,tax_class';
    const row = `${sku},${sku},Prüfhammer,Test hammer,19.00,5=17.00,40,standard`;
    const created = catalogCli(['import', file([columns, row])]);
    expect(created.output).toMatch(/imported\n {2}1 rows: 1 new/);
    expect(created.status).toBe(0);
    const found = await fetch(`${inject('apiUrl')}/search?keyword=${sku}&locale=en`).then((r) => r.json());
    const { id } = found.data[0] as { id: number };

    // The merchant renames it and changes its price with the next file.
    const changed = catalogCli(['import', file(['sku,name.en,price.EUR', `${sku},Orbital hammer Zephyr,27.50`])]);
    expect(changed.output).toMatch(/1 rows: 0 new, 1 changed/);

    const page = await browser.open(desktop);
    await expect
      .poll(
        async () => {
          await page.goto(`/en/p/${id}/${encodeURIComponent(sku)}`);
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 5_000, interval: 200 },
      )
      .toBe('Orbital hammer Zephyr');
    // Net prices, as this B2B shop shows them ("plus tax and shipping").
    await page.getByRole('main').getByText('€27.50').first().waitFor();
    const tiers = page.getByRole('table', { name: 'Quantity prices' });
    expect(await tiers.getByRole('row', { name: 'from 5 pieces €17.00' }).count()).toBe(1);
    // An imported product without pictures or properties is as accessible as the demo's.
    await interactive(page);
    expect(await violations(page)).toEqual([]);

    await page.goto('/en/search-details?term=Zephyr');
    await expect
      .poll(
        () =>
          page
            .getByRole('main')
            .getByRole('link', { name: /Orbital hammer Zephyr/ })
            .count(),
        {
          timeout: 5_000,
        },
      )
      .toBeGreaterThan(0);

    // A bad row is refused with its line, and nothing changes.
    const refused = catalogCli(['import', file(['sku,price.EUR', `${sku},-3.00`])]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('line 2, price.EUR "-3.00": must not be negative');
  });
});
