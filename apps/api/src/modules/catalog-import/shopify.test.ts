import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductDetail } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { setBranding, useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { products } from '../catalog/tables';
import { stock } from '../inventory/tables';
import { importFile } from './testing';

const sample = new URL('fixtures/shopify-products.csv', import.meta.url);
const picture = new URL('../../../../../docs/catalog-example/media/gloves.png', import.meta.url);

/** A merchant moving from Shopify brings its product CSV: it lands as docs/catalog-import.md maps it. */
describe.each(databaseKinds)('Shopify product CSV on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 20, now: new Date('2026-06-01T00:00:00Z') });
  });
  let pictures: Server;
  let file = '';
  beforeAll(async () => {
    await setBranding(ctx.api, { isPriceForGuestEnabled: true });
    const bytes = await readFile(picture);
    pictures = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(bytes));
    await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
    const host = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
    file = (await readFile(sample, 'utf8')).replaceAll('http://pictures.test', host);
  });
  afterAll(() => new Promise<void>((resolve) => pictures.close(() => resolve())));
  const db = () => ctx.database.db;
  const rowOf = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0]!;
  const page = async (sku: string) =>
    (await ctx.api.inject({ url: `/products/${(await rowOf(sku)).id}?locale=de` })).json() as ProductDetail;

  it('maps products, variants, prices, stock, tags, pictures and HTML', async () => {
    const result = await importFile(ctx.api, file, { format: 'shopify' });
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ status: 'done', counts: { rows: 5, created: 5, imagesFetched: 2 } });

    const trousers = await page('CANVAS-WORK-TROUSERS');
    expect(trousers).toMatchObject({ name: 'Canvas Work Trousers', title: 'Canvas Work Trousers | Northline' });
    // Sanitised like content: no script, no event handler.
    expect(trousers.description).toBe(
      '<p>Hard-wearing <strong>canvas</strong> trousers with knee-pad pockets.</p><p>Double-stitched seams.</p>',
    );
    expect(trousers.breadcrumbs.map((b) => b.text)).toEqual(['Apparel & Accessories', 'Clothing', 'Pants']);
    expect(trousers.galery.map((g) => g.alt)).toEqual(['Canvas Work Trousers, front', 'Canvas Work Trousers, back']);
    const attribute = (code: string) => trousers.custom_attributes.find((a) => a.attribute_code === code)?.value;
    expect([attribute('brand'), attribute('material'), attribute('tags')]).toEqual([
      'Northline',
      'Cotton',
      'bestseller',
    ]);
    // The variants: the compare-at price is the regular one, the price the special one.
    expect(trousers.variants.map((v) => [v.sku, v.name, v.priceInfo?.regular, v.priceInfo?.special])).toEqual([
      ['CWT-48-NV', 'Canvas Work Trousers, 48, Navy', 6900, 5900],
      ['CWT-50-NV', 'Canvas Work Trousers, 50, Navy', 6900, 5900],
      ['CWT-52-NV', 'Canvas Work Trousers, 52, Navy', 6200, null],
    ]);
    expect(trousers.attributes.map((a) => a.attribute_code)).toEqual(['size']);
    const [v48, v52] = [await rowOf('CWT-48-NV'), await rowOf('CWT-52-NV')];
    expect(v48.ean).toMatch(/^\d{13}$/);
    expect(v52.ean).toBeNull(); // not a GTIN: left out
    const [stock52] = await db().select().from(stock).where(eq(stock.productId, v52.id));
    expect(stock52).toMatchObject({ effectiveStock: 0, markedInStock: false }); // Shopify's -2 is none here

    // A draft is not listed; an untracked product is always in stock.
    const tape = await rowOf('TAPE-5M');
    expect(tape.active).toBe(false);
    const [tapeStock] = await db().select().from(stock).where(eq(stock.productId, tape.id));
    expect(tapeStock).toMatchObject({ effectiveStock: 0, markedInStock: true });

    // The same file again changes nothing; its pictures are not fetched again.
    const again = await importFile(ctx.api, file, { format: 'shopify' });
    expect(again.counts).toMatchObject({ unchanged: 5, created: 0, updated: 0, imagesFetched: 0 });
  });

  it('says so when the file is not a Shopify product CSV', async () => {
    const result = await importFile(ctx.api, 'sku,name.de\nA,B\n', { format: 'shopify' });
    expect(result).toMatchObject({ status: 'invalid' });
    expect(result.errors[0]).toMatchObject({ line: 1, column: 'Handle' });
  });
});
