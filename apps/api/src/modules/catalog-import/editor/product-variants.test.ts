// A master's variants on its editor page and a product's SKU changed: a variant is added with a
// value for each of the master's options (refused at the option without one), saved in place at
// its version, found by the shop's product page; a renamed master's variants follow it, its
// orders keep the SKU they sold, a taken SKU is refused at the field; the owner's only, audited.
import { hash } from '@node-rs/argon2';
import {
  type AdminProductDetail,
  type Cart,
  productEditOf,
  staffSessionCookie,
  type VariantEdit,
} from '@shop/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAdminToken, useTestApi } from '../../../testing/api';
import { useCustomers } from '../../../testing/customers';
import { databaseKinds } from '../../../testing/database';
import { defaultAddressRow } from '../../../testing/fixtures';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../../testing/merchant';
import { products } from '../../catalog/tables';
import { addresses } from '../../customer/tables';
import { orders } from '../../order/tables';
import { staffMembers } from '../../staff/tables';

const HOST = 'shop.example:4000';

type Issue = { path: string; code: string; values?: Record<string, string> };

describe.each(databaseKinds)('variants and SKUs in the product editor on %s', (kind) => {
  let plain: { id: number; sku: string }[] = [];
  const ctx = useTestApi(kind, async ({ db }) => {
    plain = await seedMerchantShop(db, [1_000, 2_000, 3_000, 4_000]);
    await db.insert(staffMembers).values({
      email: 'variant-clerk@werkhaus.example',
      name: 'Vera Clerk',
      role: 'clerk',
      passwordHash: await hash('variant-clerk-pass'),
    });
  });
  const { admin, call, ok, refused } = merchantCalls(ctx);
  const newCustomer = useCustomers(ctx);
  const read = async (id: number) => ok<AdminProductDetail>(await admin('GET', `/admin/api/products/${id}`));
  const formOf = (detail: AdminProductDetail) => structuredClone(productEditOf(detail));
  const issuesOf = (error: { details?: unknown }) => (error.details as { issues: Issue[] }).issues;
  const variant = (sku: string, options: Record<string, string>, regular: number | null = 1_250): VariantEdit => ({
    sku,
    options,
    regular,
    stock: 7,
    image: null,
  });

  let clerk = '';
  beforeAll(async () => {
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { host: HOST, origin: `http://${HOST}` },
      payload: { email: 'variant-clerk@werkhaus.example', password: 'variant-clerk-pass' },
    });
    clerk = `${staffSessionCookie}=${res.cookies.find((c) => c.name === staffSessionCookie)!.value}`;
  });

  it('adds variants to a master with its options, refuses one without them, saves one in place; the shop offers them', async () => {
    const master = plain[0]!;
    const url = `/admin/api/products/${master.id}/variants`;
    // The first variant names the options; without any it is refused.
    const none = refused(await admin('POST', url, variant('VAR-NONE', {})), 400, 'VALIDATION_ERROR');
    expect(issuesOf(none)).toEqual([expect.objectContaining({ path: 'options', code: 'variantNeedsOptions' })]);
    const first = ok<AdminProductDetail>(await admin('POST', url, variant('var-m', { size: 'M' })), 201);
    expect(first.variantOptions).toEqual(['size']);
    expect(first.variants).toEqual([
      expect.objectContaining({ sku: 'VAR-M', options: { size: 'M' }, regular: 1_250, stock: 7, image: null }),
    ]);
    // Every later one has a value for each option: refused at the option it lacks.
    const missing = refused(await admin('POST', url, variant('VAR-X', { colour: 'Blau' })), 400, 'VALIDATION_ERROR');
    expect(issuesOf(missing)).toEqual([
      expect.objectContaining({ path: 'options.size', code: 'variantOptionRequired', values: { attribute: 'size' } }),
    ]);
    expect(await auditRowsOf(ctx.database.db, 'product', 'VAR-X')).toHaveLength(0);
    // A taken SKU, and the catalogue's rules at the variant's fields.
    const taken = refused(await admin('POST', url, variant(plain[1]!.sku, { size: 'L' })), 400, 'VALIDATION_ERROR');
    expect(issuesOf(taken)).toEqual([expect.objectContaining({ path: 'sku', code: 'productSkuTaken' })]);
    const second = ok<AdminProductDetail>(await admin('POST', url, variant('VAR-L', { size: 'L' }, 1_400)), 201);
    expect(second.variants.map((v) => [v.sku, v.options.size, v.regular])).toEqual([
      ['VAR-L', 'L', 1_400],
      ['VAR-M', 'M', 1_250],
    ]);
    const [created] = await auditRowsOf(ctx.database.db, 'product', 'VAR-L');
    expect(created).toMatchObject({
      action: 'product.create',
      after: expect.objectContaining({ variantOf: master.sku }),
    });

    // The shop's page of the master offers both by their size; a variant's page names its master.
    const page = ok<{ attributes: Array<{ attribute_code: string }>; variants: Array<{ sku: string }> }>(
      await call('GET', `/products/${master.id}?locale=en`),
    );
    expect(page.attributes.map((a) => a.attribute_code)).toEqual(['size']);
    expect(page.variants.map((v) => v.sku).sort()).toEqual(['VAR-L', 'VAR-M']);
    const large = second.variants.find((v) => v.sku === 'VAR-L')!;
    expect(await read(large.id)).toMatchObject({
      parentSku: master.sku,
      parentId: master.id,
      attributes: { size: [{ de: 'L' }] },
    });
    const cart = ok<Cart>(await call('POST', '/carts', {}));
    ok(await call('POST', `/carts/${cart.id}/items`, { sku: 'VAR-L', quantity: 2 }));

    // Saved in place: another size, price and stock; at an old version refused, naming what changed.
    const edited = { ...variant('VAR-L', { size: 'XL' }, 1_500), stock: 3, version: large.version };
    const saved = ok<AdminProductDetail>(
      await admin('PUT', `/admin/api/products/${master.id}/variants/${large.id}`, edited),
    );
    expect(saved.variants.find((v) => v.id === large.id)).toMatchObject({
      options: { size: 'XL' },
      regular: 1_500,
      stock: 3,
    });
    const stale = refused(
      await admin('PUT', `/admin/api/products/${master.id}/variants/${large.id}`, edited),
      409,
      'CONFLICT',
    );
    expect((stale.details as { changed: string[] }).changed.sort()).toEqual(['attributes', 'prices', 'stock', 'texts']);
    const emptied = refused(
      await admin('PUT', `/admin/api/products/${master.id}/variants/${large.id}`, {
        ...edited,
        options: { size: '' },
        version: saved.variants.find((v) => v.id === large.id)!.version,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(issuesOf(emptied)).toEqual([
      expect.objectContaining({ path: 'options.size', code: 'variantOptionRequired' }),
    ]);
    const updates = (await auditRowsOf(ctx.database.db, 'product', 'VAR-L')).filter(
      (r) => r.action === 'product.update',
    );
    expect(updates).toHaveLength(1);
    // Its name follows its size while it is the one made from it.
    expect((await read(large.id)).texts.name.de).toMatch(/, XL$/);
  });

  it('gives a variant one of its master’s pictures, or none', async () => {
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/admin/api/product-images',
      headers: { authorization: `Bearer ${testAdminToken}`, 'content-type': 'image/png' },
      payload: await sharp({ create: { width: 8, height: 6, channels: 3, background: '#1a6bd8' } })
        .png()
        .toBuffer(),
    });
    const { url: picture } = ok<{ url: string }>(res, 201);
    const product = await read(plain[3]!.id);
    const master = ok<AdminProductDetail>(
      await admin('PUT', `/admin/api/products/${product.id}`, {
        ...formOf(product),
        images: [{ url: picture, alt: { de: 'Blau' } }],
        version: product.version,
      }),
    );
    const url = `/admin/api/products/${master.id}/variants`;
    const made = ok<AdminProductDetail>(
      await admin('POST', url, { ...variant('VAR-PIC', { size: 'S' }), image: picture }),
      201,
    );
    const [row] = made.variants;
    expect(row).toMatchObject({ image: picture });
    expect((await read(row!.id)).images).toEqual([{ url: picture, alt: { de: 'Blau' } }]);
    const bare = ok<AdminProductDetail>(
      await admin('PUT', `${url}/${row!.id}`, {
        ...variant('VAR-PIC', { size: 'S' }),
        image: null,
        version: row!.version,
      }),
    );
    expect(bare.variants[0]).toMatchObject({ image: null });
  });

  it('changes a master’s SKU: its variants follow, its orders keep the old one, a taken SKU is refused', async () => {
    const [masterRow] = await ctx.database.db
      .select({ id: products.masterId })
      .from(products)
      .where(isNotNull(products.masterId))
      .limit(1);
    const master = await read(masterRow!.id!);
    expect(master.variants.length).toBeGreaterThan(0);
    expect(master.variantOptions.length).toBeGreaterThan(0);
    const oldSku = master.sku;
    // An order of one of its variants, before the change.
    const buyer = await newCustomer('variant-buyer');
    await ctx.database.db.insert(addresses).values(defaultAddressRow(buyer));
    const cart = ok<Cart>(await call('POST', '/carts', {}, buyer.cookie));
    const sold = master.variants[0]!;
    const filled = ok<Cart>(
      await call('POST', `/carts/${cart.id}/items`, { sku: sold.sku, quantity: 1 }, buyer.cookie),
    );
    const body = {
      cartId: cart.id,
      cart: { version: filled.version },
      termsAccepted: true,
      paymentMethodCode: 'invoice',
    };
    const order = ok<{ id: number }>(await call('POST', '/orders', body, buyer.cookie), 201);
    const renamedVariant = { ...variant('VAR-RENAMED', sold.options, sold.regular), stock: sold.stock };

    // Another product's SKU: refused at the field, nothing changes.
    const taken = refused(
      await admin('PUT', `/admin/api/products/${master.id}`, {
        ...formOf(master),
        sku: plain[2]!.sku,
        version: master.version,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(issuesOf(taken)).toEqual([
      expect.objectContaining({ path: 'sku', code: 'productSkuTaken', values: { sku: plain[2]!.sku } }),
    ]);

    const renamed = ok<AdminProductDetail>(
      await admin('PUT', `/admin/api/products/${master.id}`, {
        ...formOf(master),
        sku: 'renamed-master',
        version: master.version,
      }),
    );
    expect(renamed).toMatchObject({ id: master.id, sku: 'RENAMED-MASTER' });
    expect(renamed.variants.map((v) => v.sku)).toEqual(master.variants.map((v) => v.sku));
    expect(renamed.version).not.toBe(master.version);
    for (const v of renamed.variants) expect((await read(v.id)).parentSku).toBe('RENAMED-MASTER');
    const shop = ok<{ sku: string; variants: unknown[] }>(await call('GET', `/products/${master.id}?locale=de`));
    expect(shop.sku).toBe('RENAMED-MASTER');
    expect(shop.variants).toHaveLength(master.variants.length);
    const [kept] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(JSON.stringify(kept!.cartInfo)).toContain(`"sku":"${sold.sku}"`);
    const [audit] = (await auditRowsOf(ctx.database.db, 'product', 'RENAMED-MASTER')).filter(
      (row) => row.action === 'product.update',
    );
    expect((audit!.before as { sku: string }).sku).toBe(oldSku);
    expect((audit!.after as { sku: string }).sku).toBe('RENAMED-MASTER');

    // The version read before the change: refused, naming the product's own part.
    const stale = refused(
      await admin('PUT', `/admin/api/products/${master.id}`, {
        ...formOf(master),
        sku: oldSku,
        version: master.version,
      }),
      409,
      'CONFLICT',
    );
    expect((stale.details as { changed: string[] }).changed).toContain('product');
    // The old SKU is free again: a variant of the renamed master may have it.
    ok(
      await admin('PUT', `/admin/api/products/${master.id}/variants/${sold.id}`, {
        ...renamedVariant,
        sku: oldSku,
        version: renamed.variants[0]!.version,
      }),
    );
  });

  it('is the owner’s only: a clerk gets 403, a shopper 401, and nothing changes', async () => {
    const master = await read(plain[2]!.id);
    const attempts: Array<['POST' | 'PUT', string, object]> = [
      ['POST', `/admin/api/products/${master.id}/variants`, variant('VAR-CLERK', { size: 'M' })],
      ['PUT', `/admin/api/products/${master.id}/variants/${plain[1]!.id}`, { ...variant('VAR-C2', {}), version: 'x' }],
      ['PUT', `/admin/api/products/${master.id}`, { ...formOf(master), sku: 'CLERK-SKU', version: master.version }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await ctx.api.inject({
        method,
        url,
        headers: { cookie: clerk, host: HOST, origin: `http://${HOST}` },
        payload,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      refused(await call(method, url, payload), 401, 'UNAUTHORIZED');
    }
    expect(await read(master.id)).toEqual(master);
  });
});
