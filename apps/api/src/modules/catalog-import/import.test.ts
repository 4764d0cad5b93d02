import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CatalogImport, importReasonOf, type ProductDetail } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { setBranding, useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { auditLog } from '../audit/tables';
import { catalogVersion, products } from '../catalog/tables';
import { admin, importFile } from './testing';

const example = new URL('../../../../../docs/catalog-example/', import.meta.url);

/**
 * Importing a merchant's catalogue through the API: the example file of docs/catalog-import.md,
 * every kind of bad row, partial files, --replace and --skip-invalid.
 */
describe.each(databaseKinds)('catalogue import on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 60, now: new Date('2026-06-01T00:00:00Z') });
  });
  // Guests see prices, as in the demo shop.
  beforeAll(() => setBranding(ctx.api, { isPriceForGuestEnabled: true }));
  const db = () => ctx.database.db;
  const version = async () => (await db().select().from(catalogVersion))[0]!.version;
  const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;
  const idOf = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0]?.id;
  const product = async (sku: string, query = 'locale=en') =>
    (await ctx.api.inject({ url: `/products/${await idOf(sku)}?${query}` })).json() as ProductDetail;
  const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

  let pictures: Server;
  let picturesUrl = '';
  beforeAll(async () => {
    pictures = createServer((req, res) => {
      if (req.url === '/catalog/drill.png') {
        void readFile(new URL('media/drill.png', example)).then((bytes) => res.writeHead(200).end(bytes));
      } else res.writeHead(404).end('not here');
    });
    await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
    picturesUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
    // The example's pictures, uploaded as `npm run catalog -- import … --media` does.
    for (const name of await readdir(new URL('media/', example))) {
      const res = await ctx.api.inject({
        method: 'PUT',
        url: `/admin/api/media/${encodeURIComponent(name)}`,
        headers: { ...admin, 'content-type': 'image/png' },
        payload: await readFile(new URL(`media/${name}`, example)),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => new Promise<void>((resolve) => pictures.close(() => resolve())));

  it('imports the documented example file into the running shop', async () => {
    const result = await importFile(ctx.api, await readFile(new URL('catalog.csv', example)));
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ status: 'done', counts: { rows: 6, created: 6, written: 6, invalid: 0 } });
    expect(result.counts.categoriesCreated).toBe(3); // Neuheiten, and two below it

    const drill = await product('EX-DRILL-18');
    expect(drill).toMatchObject({ name: 'Cordless drill driver 18 V Pro', itemnum: 'EX-100018' });
    expect(drill.priceInfo).toMatchObject({ currency: 'EUR', regular: 12900, special: 10900 });
    expect(drill.priceTiers).toEqual([
      { minQty: 5, price: 10400, displayPrice: 10400 },
      { minQty: 10, price: 9900, displayPrice: 9900 },
    ]);
    expect(drill.included.map((item) => item.name)).toEqual([
      'Battery pack 18 V 2.0 Ah',
      'Battery pack 18 V 2.0 Ah',
      'Charger 18 V',
    ]);
    expect(drill.additionalProducts.map((p) => p.sku)).toEqual(['EX-BAT-18']);
    expect(drill.breadcrumbs.map((b) => b.text)).toEqual(['New arrivals', 'Cordless tools']);
    expect(drill.custom_attributes.find((a) => a.attribute_code === 'colour')?.value).toBe('Blue');
    // The uploaded pictures are served by the shop.
    expect(drill.galery).toHaveLength(2);
    const picture = await ctx.api.inject({ url: drill.galery[0]!.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // At the gallery thumbnail's box (150 × 150, drawn at twice its pixels), as the storefront asks: as WebP.
    const thumbnail = await ctx.api.inject({
      url: `${drill.galery[0]!.image}?w=150&h=150`,
      headers: { accept: 'image/webp,image/*' },
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 300, height: 290 });

    const gloves = await product('EX-GLOVE', 'locale=de');
    expect(gloves.variants.map((v) => [v.sku, v.options.size])).toEqual([
      ['EX-GLOVE-M', 'm'],
      ['EX-GLOVE-L', 'l'],
      ['EX-GLOVE-XL', 'xl'],
    ]);
    const search = await ctx.api.inject({ url: '/search?keyword=Bohrschrauber%20Profi&locale=de' });
    expect(search.json().data.map((p: { sku: string }) => p.sku)).toContain('EX-DRILL-18');

    // The same file again changes nothing.
    const before = await version();
    const again = await importFile(ctx.api, await readFile(new URL('catalog.csv', example)));
    expect(again.counts).toMatchObject({ unchanged: 6, created: 0, updated: 0 });
    expect(await version()).toBe(before);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(result.id)));
    expect(audit).toMatchObject({ actor: 'admin-key', action: 'catalog.import', entity: 'catalog_import' });
  });

  it('reports every bad row with its line, column, value and reason, and writes nothing', async () => {
    const [before, products] = [await version(), await productCount()];
    const file = csv(
      'sku,item_number,parent_sku,name.de,price.EUR,special_price.EUR,tax_class,ean,accessories',
      'BAD-OK,B-1,,Gut,10.00,,standard,,', // line 2: fine on its own
      'BAD-NEG,B-2,,Negativ,-5.00,,standard,,', // 3
      'BAD-SPECIAL,B-3,,Teuer,10.00,12.00,standard,,', // 4
      'BAD-DUP,B-4,,Doppelt,10.00,,standard,,', // 5
      'BAD-DUP,B-5,,Doppelt,10.00,,standard,,', // 6
      'BAD-VARIANT,B-6,NO-SUCH-MASTER,Variante,10.00,,standard,,', // 7
      'BAD-TAX,B-7,,Steuer,10.00,,luxury,,', // 8
      'BAD-NAME,B-8,,,10.00,,standard,,', // 9
      'BAD-EAN,B-9,,EAN,10.00,,standard,4006381333932,', // 10
      'BAD-ACC,B-10,,Zubehör,10.00,,standard,,NO-SUCH-SKU', // 11
      'BAD-QUOTE,B-11,,"kaputt"x,10.00,,standard,,', // 12
    );
    const result = await importFile(ctx.api, file);
    expect(result.status).toBe('invalid');
    const reported = result.errors.map((e) => [e.line, e.column, e.value]);
    expect(reported).toEqual(
      expect.arrayContaining([
        [3, 'price.EUR', '-5.00'],
        [4, 'special_price.EUR', '12'],
        [5, 'sku', 'BAD-DUP'],
        [6, 'sku', 'BAD-DUP'],
        [7, 'parent_sku', 'NO-SUCH-MASTER'],
        [8, 'tax_class', 'luxury'],
        [9, 'name.de', ''],
        [10, 'ean', '4006381333932'],
        [11, 'accessories', 'NO-SUCH-SKU'],
      ]),
    );
    expect(result.errors.find((e) => e.line === 12)?.reason).toMatch(/cannot be read from here: broken quoting/);
    expect(result.errors.find((e) => e.line === 3)?.reason).toBe('must not be negative');
    expect(result.errors.find((e) => e.line === 8)?.reason).toMatch(
      /^unknown tax class \(the shop has reduced, standard\)$/,
    );
    expect(result.errors.find((e) => e.line === 7)?.reason).toMatch(/a variant needs its master/);
    expect(result.errors.every((e) => e.line !== 2)).toBe(true);
    // Each reason is one the contracts name, so the back office words it in the member's language.
    for (const e of result.errors) expect(importReasonOf(e.reason), e.reason).toBeDefined();
    expect([await version(), await productCount()]).toEqual([before, products]);
  });

  it('names an unknown column, locale or currency in the header, and reads nothing', async () => {
    const twice = await importFile(ctx.api, csv('sku,name.de,name.de', 'H-1,Eins,Zwei'));
    expect(twice).toMatchObject({
      status: 'invalid',
      errors: [{ line: 1, column: 'name.de', reason: 'the column is given twice' }],
    });
    const result = await importFile(ctx.api, csv('sku,name.de,name.xx,price.JPY,colour', 'H-1,Eins,One,1.00,blau'));
    expect(result.status).toBe('invalid');
    expect(result.errors.map((e) => [e.line, e.column, importReasonOf(e.reason)?.name])).toEqual([
      [1, 'name.xx', 'unknownLocale'],
      [1, 'price.JPY', 'unknownCurrency'],
      [1, 'colour', 'unknownColumn'],
    ]);
  });

  it('counts a line it cannot read as a row, and a bad one', async () => {
    const file = csv(
      'sku,item_number,name.de,price.EUR,stock',
      'READ-GOOD,R-1,Gut,4.50,3',
      'READ-SPLIT,R-2,Geteilt,4,50,3',
      'READ-BAD,R-3,Schlecht,-1.00,3',
    );
    const result = await importFile(ctx.api, file, { skipInvalid: true });
    expect(result).toMatchObject({ status: 'done', counts: { rows: 3, invalid: 2, created: 1 } });
    expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
      [3, 'has 6 fields where the header has 5'],
      [4, 'must not be negative'],
    ]);
  });

  it('with --skip-invalid writes the good rows and reports the rest', async () => {
    const file = csv(
      'sku,item_number,name.de,price.EUR,stock',
      'SKIP-GOOD,S-1,Gut,4.50,3',
      'SKIP-BAD,S-2,Schlecht,vier,3',
    );
    const result = await importFile(ctx.api, file, { skipInvalid: true });
    expect(result).toMatchObject({ status: 'done', counts: { created: 1, invalid: 1 } });
    expect(result.errors).toEqual([
      {
        line: 3,
        column: 'price.EUR',
        value: 'vier',
        reason: expect.stringMatching(/^must be an amount/),
        sku: 'SKIP-BAD',
      },
    ]);
    expect(await idOf('SKIP-GOOD')).toBeDefined();
    expect(await idOf('SKIP-BAD')).toBeUndefined();
  });

  it('a dry run checks and counts, and writes nothing', async () => {
    const before = await version();
    const result = await importFile(ctx.api, csv('sku,item_number,name.de', 'DRY-1,D-1,Trocken'), { dryRun: true });
    expect(result).toMatchObject({ status: 'checked', counts: { created: 1, written: 0 } });
    expect(await idOf('DRY-1')).toBeUndefined();
    expect(await version()).toBe(before);
  });

  it('a file with some columns changes those and leaves the rest of a product as it is', async () => {
    await importFile(ctx.api, csv('sku,item_number,name.de,name.en,price.EUR,stock', 'PART-1,P-1,Teil,Part,20.00,5'));
    const result = await importFile(ctx.api, csv('sku,price.EUR,special_price.EUR', 'PART-1,"18,50",15.00'));
    expect(result).toMatchObject({ status: 'done', counts: { updated: 1 } });
    const part = await product('PART-1');
    expect(part).toMatchObject({ name: 'Part', priceInfo: { regular: 1850, special: 1500 } });
    expect(part.stock?.effectivestock).toBe(5);
    // A new product in a partial file needs what a product cannot be without.
    const fresh = await importFile(ctx.api, csv('sku,price.EUR', 'PART-NEW,3.00'));
    expect(fresh.errors.map((e) => e.column)).toEqual(['item_number', 'name.de']);
  });

  it('fetches pictures from URLs; one that cannot be fetched is left out with a warning, or refuses its row when strict', async () => {
    const file = csv(
      'sku,item_number,name.de,images,image_alt.de',
      `PIC-1,PIC-1,Bild,${picturesUrl}/catalog/drill.png,Bohrer`,
      `PIC-2,PIC-2,Kein Bild,${picturesUrl}/catalog/missing.png|${picturesUrl}/catalog/drill.png,Fehlt|Bohrer von vorn`,
    );
    const strict = await importFile(ctx.api, file, { strictMedia: true });
    expect(strict).toMatchObject({ status: 'invalid', options: { strictMedia: true }, warnings: [], warningCount: 0 });
    expect(strict.errors).toEqual([
      {
        line: 3,
        column: 'images',
        value: `${picturesUrl}/catalog/missing.png`,
        reason: 'could not be fetched: the server answered 404',
        sku: 'PIC-2',
      },
    ]);
    expect(await idOf('PIC-2')).toBeUndefined();

    const result = await importFile(ctx.api, file);
    expect(result).toMatchObject({ status: 'done', options: { strictMedia: false }, counts: { created: 2 } });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      {
        line: 3,
        sku: 'PIC-2',
        url: `${picturesUrl}/catalog/missing.png`,
        reason: 'could not be fetched: the server answered 404',
      },
    ]);
    expect(result.warningCount).toBe(1);
    const kept = (await ctx.api.inject({ url: `/admin/api/catalog/imports/${result.id}`, headers: admin })).json();
    expect(kept.warnings).toEqual(result.warnings);
    expect((await product('PIC-1')).galery[0]?.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    // The picture that could be fetched is the product's only one, with its own text.
    const second = await product('PIC-2', 'locale=de');
    expect(second.galery).toEqual([
      expect.objectContaining({ image: second.galery[0]!.image, alt: 'Bohrer von vorn' }),
    ]);

    // With a bad row skipped, the kept rows are read again: the picture stays left out, once.
    const skipped = await importFile(
      ctx.api,
      csv('sku,item_number,name.de,images', `PIC-3,PIC-3,Drei,${picturesUrl}/catalog/missing.png`, 'PIC-4,PIC-4,,'),
      { skipInvalid: true },
    );
    expect(skipped).toMatchObject({ status: 'done', counts: { created: 1, invalid: 1 }, warningCount: 1 });
    expect((await product('PIC-3')).galery).toEqual([]);
  });

  it('reads semicolons, a byte-order mark, quoted fields and JSON Lines alike', async () => {
    const semicolons = `\ufeff${csv('sku;item_number;name.de;description.de;price.EUR', 'SEMI-1;SEMI-1;"Schraube; verzinkt";"<p>Mit ""Zulassung""</p><script>x()</script>";"0,25"')}`;
    const result = await importFile(ctx.api, semicolons);
    expect(result.errors).toEqual([]);
    const screw = await product('SEMI-1', 'locale=de');
    expect(screw).toMatchObject({ name: 'Schraube; verzinkt', priceInfo: { regular: 25 } });
    expect(screw.description).toBe('<p>Mit "Zulassung"</p>');
    const lines = [
      JSON.stringify({ sku: 'JSON-1', item_number: 'JSON-1', 'name.de': 'Zeile', 'price.EUR': 2.5, images: [] }),
      '{ not json',
    ].join('\n');
    const jsonl = await importFile(ctx.api, lines, { format: 'jsonl' }, 'application/x-ndjson');
    expect(jsonl.errors.map((e) => [e.line, e.reason.slice(0, 19)])).toEqual([[2, 'is not valid JSON: ']]);
  });

  it('answers 404 for an unknown import and 400 for a bad option', async () => {
    expect((await ctx.api.inject({ url: '/admin/api/catalog/imports/999999', headers: admin })).statusCode).toBe(404);
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/catalog/imports?format=xml',
      headers: { ...admin, 'content-type': 'text/csv' },
      payload: 'sku\n',
    });
    expect(res.statusCode).toBe(400);
    const none = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/catalog/imports',
      headers: { ...admin, 'content-type': 'application/pdf' },
      payload: '%PDF',
    });
    expect(none.statusCode).toBe(415);
  });

  it('lists the latest imports', async () => {
    for (const sku of ['LIST-1', 'LIST-2'])
      await importFile(ctx.api, csv('sku,item_number,name.de', `${sku},${sku},Liste`), { dryRun: true });
    const res = await ctx.api.inject({ url: '/admin/api/catalog/imports?limit=2', headers: admin });
    const { data } = res.json() as { data: CatalogImport[] };
    expect(data).toHaveLength(2);
    expect(data[0]!.id).toBeGreaterThan(data[1]!.id);
  });
});
