// The merchant's shipping methods and rates through the admin API: what a save writes is what a
// shopper's cart offers at its next read.
import type { Cart, ShippingMethodAdmin } from '@shop/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { auditLog } from '../audit/tables';

const berlin = {
  firstName: 'Lena',
  lastName: 'Vogel',
  street: 'Torstraße 1',
  city: 'Berlin',
  postalCode: '10119',
  country: 'DE',
};
const vienna = { ...berlin, street: 'Graben 12', city: 'Wien', postalCode: '1010', country: 'AT' };

describe.each(databaseKinds)('shipping through the admin API on %s', (kind) => {
  const fixture = {} as { product: { id: number; sku: string } };
  const ctx = useTestApi(kind, async ({ db }) => {
    fixture.product = (await seedMerchantShop(db, [2000]))[0]!;
  });
  const { call, admin, ok, refused } = merchantCalls(ctx);

  const methods = async () =>
    ok<{ data: ShippingMethodAdmin[] }>(await admin('GET', '/admin/api/shipping-methods')).data;
  const method = async (code: string) => (await methods()).find((m) => m.code === code);
  const saveMethod = (code: string, body: object) => admin('PUT', `/admin/api/shipping-methods/${code}`, body);
  const saveRates = (code: string, body: object) => admin('PUT', `/admin/api/shipping-methods/${code}/rates`, body);
  /** A guest cart with the product, shipping to `address`: the methods it offers, as [code, net price]. */
  const offered = async (address: object) => {
    const cart = ok<Cart>(await call('POST', '/carts', {}));
    ok(await call('POST', `/carts/${cart.id}/items`, { sku: fixture.product.sku, quantity: 1 }));
    const withAddress = ok<Cart>(await call('PUT', `/carts/${cart.id}/checkout`, { shippingAddress: address }));
    return { cart: withAddress, methods: withAddress.shippingMethods.map((m) => [m.code, m.price]) };
  };
  const auditCount = async () => (await ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n;

  it('lists the methods with their rates per country and currency and their version', async () => {
    const standard = await method('standard');
    expect(standard).toMatchObject({
      name: { de: 'Standardversand', en: 'Standard delivery' },
      taxClass: 'standard',
      minDays: 2,
      maxDays: 4,
      active: true,
    });
    expect(standard!.rates).toContainEqual({ country: 'DE', currency: 'EUR', price: 495, freeFrom: 15_000 });
    expect(standard!.rates).toContainEqual({ country: 'AT', currency: 'EUR', price: 995, freeFrom: 25_000 });
    expect(await method('express')).toMatchObject({ code: 'express', active: true });
  });

  it('changes a rate: a cart to that country shows the new price at its next read', async () => {
    const express = (await method('express'))!;
    const before = await offered(berlin);
    const oldPrice = express.rates.find((r) => r.country === 'DE' && r.currency === 'EUR')!.price;
    expect(before.methods).toContainEqual(['express', oldPrice]);

    const rates = express.rates.map((rate) =>
      rate.country === 'DE' && rate.currency === 'EUR' ? { ...rate, price: 1590 } : rate,
    );
    const saved = ok<ShippingMethodAdmin>(await saveRates('express', { version: express.version, rates }));
    expect(saved).toMatchObject({ code: 'express', version: express.version + 1 });
    expect(saved.rates).toHaveLength(express.rates.length);
    expect(saved.rates).toContainEqual({ country: 'DE', currency: 'EUR', price: 1590, freeFrom: null });

    const seen = ok<Cart>(await call('GET', `/carts/${before.cart.id}`));
    expect(seen.shippingMethods.find((m) => m.code === 'express')).toMatchObject({ price: 1590, priceInclTax: 1892 });
    // Other countries kept theirs.
    expect((await offered(vienna)).methods).toContainEqual([
      'express',
      express.rates.find((r) => r.country === 'AT' && r.currency === 'EUR')!.price,
    ]);

    // One audit row, for the one rate changed: that rate before and after, and the method's names.
    const [row] = (await auditRowsOf(ctx.database.db, 'shipping_method', 'express')).slice(-1);
    expect(row).toMatchObject({
      actor: 'admin-key',
      action: 'shipping.rate.update',
      before: { country: 'DE', currency: 'EUR', price: oldPrice, freeFrom: null },
      after: { country: 'DE', currency: 'EUR', price: 1590, freeFrom: null, method: express.name },
    });
    expect((await auditRowsOf(ctx.database.db, 'shipping_method', 'express')).at(-2)?.action).not.toBe(
      'shipping.rate.update',
    );
  });

  it('audits a save of rates a row for each rate added, changed or removed; the same rates again change nothing', async () => {
    ok(await saveMethod('van', { name: { de: 'Transporter', en: 'Van' }, minDays: 1, maxDays: 2 }));
    const de = { country: 'DE', currency: 'EUR', price: 1000, freeFrom: null };
    const at = { country: 'AT', currency: 'EUR', price: 2000, freeFrom: null };
    const gb = { country: 'GB', currency: 'GBP', price: 3000, freeFrom: 20_000 };
    ok(await saveRates('van', { version: 1, rates: [de, at] }));
    const audits = await auditCount();
    const saved = ok<ShippingMethodAdmin>(await saveRates('van', { version: 2, rates: [{ ...de, price: 1200 }, gb] }));
    expect(saved.version).toBe(3);
    const rows = (await auditRowsOf(ctx.database.db, 'shipping_method', 'van')).slice(-3);
    const names = { de: 'Transporter', en: 'Van' };
    expect(rows.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'shipping.rate.update', before: de, after: { ...de, price: 1200, method: names } },
      { action: 'shipping.rate.add', before: null, after: { ...gb, method: names } },
      { action: 'shipping.rate.remove', before: { ...at, method: names }, after: null },
    ]);
    expect(await auditCount()).toBe(audits + 3);
    // The same rates again: nothing written, the version kept.
    const again = ok<ShippingMethodAdmin>(await saveRates('van', { version: 3, rates: saved.rates }));
    expect(again).toEqual(saved);
    expect(await auditCount()).toBe(audits + 3);
  });

  it('creates a method that ships only where it has a rate', async () => {
    const created = ok<ShippingMethodAdmin>(
      await saveMethod('cargo', {
        name: { de: 'Spedition', en: 'Freight' },
        minDays: 3,
        maxDays: 6,
        position: 5,
      }),
    );
    expect(created).toEqual({
      code: 'cargo',
      name: { de: 'Spedition', en: 'Freight' },
      taxClass: 'standard',
      minDays: 3,
      maxDays: 6,
      position: 5,
      active: true,
      version: 1,
      rates: [],
    });
    // No rates yet: it ships nowhere.
    expect((await offered(berlin)).methods.map(([code]) => code)).not.toContain('cargo');

    const withRates = ok<ShippingMethodAdmin>(
      await saveRates('cargo', { version: 1, rates: [{ country: 'AT', currency: 'EUR', price: 4900 }] }),
    );
    expect(withRates).toMatchObject({
      version: 2,
      rates: [{ country: 'AT', currency: 'EUR', price: 4900, freeFrom: null }],
    });
    const toVienna = await offered(vienna);
    expect(toVienna.methods).toContainEqual(['cargo', 4900]);
    expect(toVienna.cart.shippingMethods.find((m) => m.code === 'cargo')).toMatchObject({
      name: 'Spedition',
      deliveryDays: { min: 3, max: 6 },
    });
    // Germany has no rate of it: not offered, and refused when chosen.
    const toBerlin = await offered(berlin);
    expect(toBerlin.methods.map(([code]) => code)).not.toContain('cargo');
    const error = refused(
      await call('PUT', `/carts/${toBerlin.cart.id}/checkout`, { shippingMethod: { methodCode: 'cargo' } }),
      400,
      'SHIPPING_METHOD_UNAVAILABLE',
    );
    expect(error.details).toEqual({ reason: 'method-unavailable' });

    // A rate's country dropped from the list stops it shipping there.
    ok(await saveRates('cargo', { version: 2, rates: [] }));
    expect((await offered(vienna)).methods.map(([code]) => code)).not.toContain('cargo');

    // The code is taken now.
    const taken = refused(
      await saveMethod('cargo', { name: { de: 'Noch eine' }, minDays: 1, maxDays: 1 }),
      409,
      'CONFLICT',
    );
    expect(taken.message).toMatch(/cargo exists already/);
  });

  it('deactivates a method (kept with its rates) and refuses a stale version without changing anything', async () => {
    ok(await saveMethod('bike', { name: { de: 'Fahrradkurier' }, minDays: 0, maxDays: 1 }));
    ok(
      await saveRates('bike', { version: 1, rates: [{ country: 'DE', currency: 'EUR', price: 900, freeFrom: 5000 }] }),
    );
    // 20.00 of goods: below the free-from value.
    expect((await offered(berlin)).methods).toContainEqual(['bike', 900]);

    const off = ok<ShippingMethodAdmin>(
      await saveMethod('bike', { name: { de: 'Fahrradkurier' }, minDays: 0, maxDays: 1, active: false, version: 2 }),
    );
    expect(off).toMatchObject({ active: false, version: 3, rates: [{ country: 'DE', price: 900 }] });
    expect((await offered(berlin)).methods.map(([code]) => code)).not.toContain('bike');
    // Switching it off is its own audit row, apart from the settings' changes.
    const [created, , deactivated] = await auditRowsOf(ctx.database.db, 'shipping_method', 'bike');
    expect(created).toMatchObject({ action: 'shipping.create', before: null, after: { code: 'bike', active: true } });
    expect(deactivated).toMatchObject({
      action: 'shipping.deactivate',
      before: { active: true, name: { de: 'Fahrradkurier' } },
      after: { active: false, name: { de: 'Fahrradkurier' } },
    });

    const audits = await auditCount();
    for (const res of [
      await saveMethod('bike', { name: { de: 'Fahrradkurier' }, minDays: 0, maxDays: 1, active: true, version: 2 }),
      await saveRates('bike', { version: 2, rates: [{ country: 'DE', currency: 'EUR', price: 100 }] }),
    ]) {
      const error = refused(res, 409, 'CONFLICT');
      expect(error.message).toMatch(/changed meanwhile/);
      expect(error.details).toEqual({ version: 3 });
    }
    expect(await method('bike')).toEqual(off);
    expect(await auditCount()).toBe(audits);

    refused(await saveRates('nothing-here', { version: 1, rates: [] }), 404, 'NOT_FOUND');
    refused(
      await saveMethod('nothing-here', { name: { de: 'X' }, minDays: 1, maxDays: 1, version: 1 }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const standard = (await method('standard'))!;
    const audits = await auditCount();
    const rate = { country: 'DE', currency: 'EUR', price: 500 };
    const rateCases: [object, string][] = [
      [{ ...rate, country: 'PL' }, 'body.rates.0.country'],
      [{ ...rate, country: 'de' }, 'body.rates.0.country'],
      [{ ...rate, currency: 'JPY' }, 'body.rates.0.currency'],
      [{ ...rate, price: -1 }, 'body.rates.0.price'],
      [{ ...rate, price: 4.95 }, 'body.rates.0.price'],
      [{ ...rate, freeFrom: -100 }, 'body.rates.0.freeFrom'],
    ];
    for (const [bad, path] of rateCases) {
      const error = refused(
        await saveRates('standard', { version: standard.version, rates: [bad] }),
        400,
        'VALIDATION_ERROR',
      );
      expect(
        error.details?.issues?.map((i) => i.path),
        error.message,
      ).toContain(path);
    }
    const twice = refused(
      await saveRates('standard', { version: standard.version, rates: [rate, { ...rate, price: 600 }] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(twice.details?.issues).toEqual([
      { path: 'body.rates.1', message: 'A second rate to DE in EUR: one per country and currency', code: 'invalid' },
    ]);
    refused(await saveRates('standard', { rates: [rate] }), 400, 'VALIDATION_ERROR');

    const valid = { name: { de: 'Palette', en: 'Pallet' }, minDays: 2, maxDays: 5 };
    const methodCases: [string, object, string][] = [
      ['pallet', { ...valid, name: { en: 'Pallet' } }, 'body.name.de'],
      ['pallet', { ...valid, name: { de: '  ' } }, 'body.name.de'],
      ['pallet', { ...valid, name: { de: 'Palette', xx: 'Pallet' } }, 'body.name'],
      ['pallet', { ...valid, minDays: 5, maxDays: 2 }, 'body.maxDays'],
      ['pallet', { ...valid, minDays: -1 }, 'body.minDays'],
      ['pallet', { ...valid, position: -1 }, 'body.position'],
      ['pallet', { ...valid, taxClass: 'luxury' }, 'body.taxClass'],
      ['p', valid, 'params.code'],
      ['pal%20let', valid, 'params.code'],
    ];
    for (const [code, body, path] of methodCases) {
      const error = refused(await saveMethod(code, body), 400, 'VALIDATION_ERROR');
      expect(
        error.details?.issues?.map((i) => i.path),
        `${code}: ${error.message}`,
      ).toContain(path);
    }
    expect(await method('pallet')).toBeUndefined();
    expect(await method('standard')).toEqual(standard);
    expect(await auditCount()).toBe(audits);
  });

  it('answers 401 without the admin token', async () => {
    refused(await call('GET', '/admin/api/shipping-methods'), 401, 'UNAUTHORIZED');
    refused(
      await call('PUT', '/admin/api/shipping-methods/standard/rates', { version: 1, rates: [] }),
      401,
      'UNAUTHORIZED',
    );
    expect((await method('standard'))!.rates.length).toBeGreaterThan(0);
  });
});
