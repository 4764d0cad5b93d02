// The product editor's operations: a product read as the editor edits it and saved whole through
// the import's checks and writer (its page shows it at once, listings and search follow, the audit keeps it
// before and after), created, copied and deleted; a save at an old version refused naming what
// changed; the catalogue's rules answered by name at the form's fields; the owner's only.
import { hash } from '@node-rs/argon2';
import {
  type AdminProductDetail,
  type Cart,
  type ProductEdit,
  productEditOf,
  staffSessionCookie,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../testing/api';
import { useCustomers } from '../../../testing/customers';
import { databaseKinds } from '../../../testing/database';
import { defaultAddressRow } from '../../../testing/fixtures';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../../testing/merchant';
import { products } from '../../catalog/tables';
import { addresses } from '../../customer/tables';
import { staffMembers } from '../../staff/tables';

const HOST = 'shop.example:4000';

type Issue = { path: string; code: string; values?: Record<string, string> };

describe.each(databaseKinds)('the product editor on %s', (kind) => {
  let plain: { id: number; sku: string }[] = [];
  const ctx = useTestApi(kind, async ({ db }) => {
    plain = await seedMerchantShop(db, [1_000, 2_000, 3_000, 4_000]);
    await db.insert(staffMembers).values({
      email: 'clerk@werkhaus.example',
      name: 'Carl Clerk',
      role: 'clerk',
      passwordHash: await hash('editor-clerk-pass'),
    });
  });
  const { admin, call, ok, refused } = merchantCalls(ctx);
  const newCustomer = useCustomers(ctx);
  const read = async (id: number) => ok<AdminProductDetail>(await admin('GET', `/admin/api/products/${id}`));
  const formOf = (detail: AdminProductDetail) => structuredClone(productEditOf(detail));
  const issuesOf = (error: { details?: unknown }) => (error.details as { issues: Issue[] }).issues;
  const newProduct = (sku: string, name: string): ProductEdit & { sku: string } => ({
    sku,
    itemnum: sku,
    ean: null,
    listed: true,
    hidePrices: false,
    taxClass: 'standard',
    brand: '',
    texts: { name: { de: name }, title: {}, subtitle: {}, description: {}, slug: {} },
    categories: [],
    attributes: {},
    images: [],
    accessories: [],
    included: [],
    prices: [{ currency: 'EUR', regular: 1_999, special: null, tiers: [{ minQty: 10, price: 1_799 }] }],
    stock: { warehouse: 25, external: 4 },
  });

  let clerk = '';
  beforeAll(async () => {
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { host: HOST, origin: `http://${HOST}` },
      payload: { email: 'clerk@werkhaus.example', password: 'editor-clerk-pass' },
    });
    clerk = `${staffSessionCookie}=${res.cookies.find((c) => c.name === staffSessionCookie)!.value}`;
  });

  it('saves names, a cleaned description and a second category: the shop and search show them, audited', async () => {
    const product = await read(plain[0]!.id);
    type Node = { id: number; children: Node[] };
    const tree = ok<{ categories: Node[] }>(await call('GET', '/categories?locale=de')).categories;
    const all = (nodes: Node[]): number[] => nodes.flatMap((node) => [node.id, ...all(node.children)]);
    const other = all(tree).find((id) => !product.categories.includes(id))!;
    const form = formOf(product);
    form.texts.name = { ...form.texts.name, de: 'Editor-Bohrer Zeta', en: 'Editor Drill Zeta' };
    form.texts.description = { de: '<h2>Stark</h2><p><strong>Bohrt</strong><script>alert(1)</script></p>' };
    form.categories = [...form.categories, other];
    const saved = ok<AdminProductDetail>(
      await admin('PUT', `/admin/api/products/${product.id}`, { ...form, version: product.version }),
    );
    expect(saved.texts.name).toMatchObject({ de: 'Editor-Bohrer Zeta', en: 'Editor Drill Zeta' });
    expect(saved.texts.description.de).toBe('<h2>Stark</h2><p><strong>Bohrt</strong></p>');
    expect(saved.categories).toContain(other);
    expect(saved.version).not.toBe(product.version);

    const english = ok<{ name: string; description: string; category: Array<{ id: number }> }>(
      await call('GET', `/products/${product.id}?locale=en`),
    );
    expect(english.name).toBe('Editor Drill Zeta');
    // Not translated: the German text shows.
    expect(english.description).toBe('<h2>Stark</h2><p><strong>Bohrt</strong></p>');
    expect(english.category.map((c) => c.id)).toContain(other);
    // The listing and search are rebuilt after the save has answered: they follow.
    await expect
      .poll(async () => {
        const listed = ok<{ data: Array<{ id: number }> }>(await call('GET', `/products?catId=${other}&limit=100`));
        return listed.data.map((p) => p.id);
      })
      .toContain(product.id);
    await expect
      .poll(async () =>
        JSON.stringify(ok(await call('GET', `/search?keyword=${encodeURIComponent('Editor-Bohrer Zeta')}&locale=de`))),
      )
      .toContain(`"id":${product.id}`);

    const [audit] = (await auditRowsOf(ctx.database.db, 'product', product.sku)).filter(
      (row) => row.action === 'product.update',
    );
    expect(audit).toMatchObject({ actor: 'admin-key' });
    expect((audit!.before as { texts: { name: { de: string } } }).texts.name.de).toBe(product.texts.name.de);
    expect((audit!.after as { texts: { name: { de: string } } }).texts.name.de).toBe('Editor-Bohrer Zeta');

    // The same save again at the version it was read: refused, naming what changed meanwhile.
    const conflict = refused(
      await admin('PUT', `/admin/api/products/${product.id}`, { ...form, version: product.version }),
      409,
      'CONFLICT',
    );
    expect(conflict).toMatchObject({ problem: 'productChanged', values: { sku: product.sku } });
    expect((conflict.details as { changed: string[] }).changed.sort()).toEqual(['categories', 'texts']);
    // Saved unchanged at the version it has: nothing is written, no audit row.
    const rows = (await auditRowsOf(ctx.database.db, 'product', product.sku)).length;
    const again = ok<AdminProductDetail>(
      await admin('PUT', `/admin/api/products/${product.id}`, { ...formOf(saved), version: saved.version }),
    );
    expect(again.version).toBe(saved.version);
    expect(await auditRowsOf(ctx.database.db, 'product', product.sku)).toHaveLength(rows);
  });

  it('creates a product with prices in cents and stock that a shopper can buy', async () => {
    const made = ok<AdminProductDetail>(
      await admin('POST', '/admin/api/products', newProduct('ED-NEW-1', 'Neuer Hobel')),
      201,
    );
    expect(made).toMatchObject({ sku: 'ED-NEW-1', itemnum: 'ED-NEW-1', stock: { warehouse: 25, external: 4 } });
    expect(made.prices).toEqual([
      { currency: 'EUR', regular: 1_999, special: null, tiers: [{ minQty: 10, price: 1_799 }] },
    ]);
    const cart = ok<Cart>(await call('POST', '/carts', {}));
    const filled = ok<Cart>(await call('POST', `/carts/${cart.id}/items`, { sku: 'ED-NEW-1', quantity: 2 }));
    expect(filled.cartItems.map((item) => item.sku)).toContain('ED-NEW-1');
    const [audit] = await auditRowsOf(ctx.database.db, 'product', 'ED-NEW-1');
    expect(audit).toMatchObject({ action: 'product.create', before: null });
  });

  it('refuses by name at the fields: no German name, a taken SKU, item number or address, prices, categories', async () => {
    const taken = await read(plain[1]!.id);
    const cases: Array<[ProductEdit & { sku: string }, Issue[]]> = [
      [
        { ...newProduct('ED-BAD-1', ''), texts: { ...newProduct('', '').texts, name: { en: 'Plane' } } },
        [{ path: 'texts.name.de', code: 'defaultNameRequired' }],
      ],
      [newProduct(taken.sku, 'Doppelt'), [{ path: 'sku', code: 'productSkuTaken' }]],
      [
        { ...newProduct('ED-BAD-2', 'Doppelte Nummer'), itemnum: taken.itemnum },
        [{ path: 'itemnum', code: 'productItemnumTaken', values: { itemnum: taken.itemnum, sku: taken.sku } }],
      ],
      [{ ...newProduct('ED-BAD-3', taken.texts.name.de!) }, [{ path: 'texts.slug.de', code: 'productSlugTaken' }]],
      [
        {
          ...newProduct('ED-BAD-4', 'Teurer Rabatt'),
          prices: [{ currency: 'EUR', regular: 1_000, special: 1_200, tiers: [{ minQty: 5, price: 1_100 }] }],
        },
        [
          { path: 'prices.0.special', code: 'specialBelowRegular' },
          { path: 'prices.0.tiers', code: 'tierBelowRegular', values: { units: '5' } },
        ],
      ],
      [
        { ...newProduct('ED-BAD-5', 'Ohne Kategorie'), categories: [987_654] },
        [{ path: 'categories', code: 'unknownCategoryId' }],
      ],
      [
        { ...newProduct('ED-BAD-6', 'Falsche Steuer'), taxClass: 'luxury' },
        [{ path: 'taxClass', code: 'unknownTaxClass' }],
      ],
      [
        { ...newProduct('ED-BAD-7', 'Zubehör fehlt'), accessories: ['NO-SUCH-SKU'] },
        [{ path: 'accessories', code: 'unknownProductSku', values: { sku: 'NO-SUCH-SKU' } }],
      ],
    ];
    for (const [body, expected] of cases) {
      const error = refused(await admin('POST', '/admin/api/products', body), 400, 'VALIDATION_ERROR');
      expect(issuesOf(error), body.sku).toEqual(expected.map((issue) => expect.objectContaining(issue)));
      if (body.sku !== taken.sku) expect(await auditRowsOf(ctx.database.db, 'product', body.sku)).toHaveLength(0);
    }
    const none = await ctx.database.db.select().from(products).where(eq(products.sku, 'ED-BAD-1'));
    expect(none).toHaveLength(0);
  });

  it('duplicates a product unlisted under a new SKU, and deletes only unlisted products without orders', async () => {
    const original = await read(plain[2]!.id);
    const copy = ok<AdminProductDetail>(
      await admin('POST', `/admin/api/products/${original.id}/duplicate`, { sku: 'ed-copy-1', itemnum: 'ED-COPY-1' }),
      201,
    );
    expect(copy).toMatchObject({ sku: 'ED-COPY-1', itemnum: 'ED-COPY-1', listed: false, ean: null });
    expect(copy.texts.name).toEqual(original.texts.name);
    expect(copy.prices).toEqual(original.prices);
    const [created] = await auditRowsOf(ctx.database.db, 'product', 'ED-COPY-1');
    expect(created).toMatchObject({
      action: 'product.create',
      after: expect.objectContaining({ duplicateOf: original.sku }),
    });

    // Listed: unlist it first.
    const listed = refused(await admin('DELETE', `/admin/api/products/${original.id}`), 409, 'CONFLICT');
    expect(listed).toMatchObject({ problem: 'productListedNotDeleted' });
    // Ordered and unlisted: kept for its orders.
    const buyer = await newCustomer('editor-buyer');
    await ctx.database.db.insert(addresses).values(defaultAddressRow(buyer));
    const cart = ok<Cart>(await call('POST', '/carts', {}, buyer.cookie));
    const filled = ok<Cart>(
      await call('POST', `/carts/${cart.id}/items`, { sku: original.sku, quantity: 1 }, buyer.cookie),
    );
    const body = {
      cartId: cart.id,
      cart: { version: filled.version },
      termsAccepted: true,
      paymentMethodCode: 'invoice',
    };
    ok(await call('POST', '/orders', body, buyer.cookie), 201);
    ok(await admin('PUT', `/admin/api/products/${encodeURIComponent(original.sku)}/listed`, { active: false }));
    const ordered = refused(await admin('DELETE', `/admin/api/products/${original.id}`), 409, 'CONFLICT');
    expect(ordered).toMatchObject({ problem: 'productOrderedNotDeleted', values: { sku: original.sku } });

    ok(await admin('DELETE', `/admin/api/products/${copy.id}`));
    refused(await admin('GET', `/admin/api/products/${copy.id}`), 404, 'NOT_FOUND');
    const rows = await auditRowsOf(ctx.database.db, 'product', 'ED-COPY-1');
    expect(rows.at(-1)).toMatchObject({ action: 'product.delete', after: null });
    expect((rows.at(-1)!.before as { sku: string }).sku).toBe('ED-COPY-1');
  });

  it('is the owner’s only: a clerk gets 403, a shopper 401, and nothing changes', async () => {
    const product = await read(plain[3]!.id);
    const attempts: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined]> = [
      ['GET', `/admin/api/products/${product.id}`, undefined],
      ['POST', '/admin/api/products', newProduct('ED-CLERK', 'Verboten')],
      ['PUT', `/admin/api/products/${product.id}`, { ...formOf(product), version: product.version }],
      ['POST', `/admin/api/products/${product.id}/duplicate`, { sku: 'ED-CLERK-2', itemnum: 'ED-CLERK-2' }],
      ['DELETE', `/admin/api/products/${product.id}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await ctx.api.inject({
        method,
        url,
        headers: { cookie: clerk, host: HOST, origin: `http://${HOST}` },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      refused(await call(method, url, payload), 401, 'UNAUTHORIZED');
    }
    expect(await read(product.id)).toEqual(product);
  });
});
