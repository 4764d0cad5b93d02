// One file for the checkout journey: its cases share one seeded shop per database kind.
import { hash } from '@node-rs/argon2';
import type { Cart, Order, ProductDetail } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { setBranding, useTestApi } from '../../testing/api';
import { productWithAccessory } from '../../testing/catalog-picks';
import { cookieJar, guestBrowser } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { defaultAddressRow, holdPriceList, setListPrice } from '../../testing/fixtures';
import { products } from '../catalog/tables';
import { contentEntries } from '../content/tables';
import { addresses, customers } from '../customer/tables';
import { stock } from '../inventory/tables';
import type { Mail } from '../mail/tables';
import { orders } from '../order/tables';
import { prices } from '../pricing/tables';
import { couponRedemptions, coupons } from '../promotion/tables';
import { shippingMethods, shippingRates } from '../shipping/tables';
import { carts } from './tables';

const cookieNames = (res: { headers: Record<string, unknown> }) =>
  cookieJar(res)
    .split('; ')
    .filter(Boolean)
    .map((c) => c.split('=')[0]);

const PASSWORD = 'checkout-pass-1';
const DAY = 86_400_000;

/** German VAT (DE standard, 19 %) on a net amount, rounded to the cent as an invoice does. */
const vat = (net: number) => Math.round((net * 1900) / 10_000);

const berlin = {
  firstName: 'Lena',
  lastName: 'Vogel',
  street: 'Torstraße 1',
  city: 'Berlin',
  postalCode: '10119',
  country: 'DE',
};
/** An address as the cart keeps it: the optional fields filled with '', save/makeDefault dropped. */
const stored = (address: Record<string, string>) => ({
  company: '',
  apartment: '',
  region: '',
  phone: '',
  email: '',
  vatId: '',
  ...address,
});
const munich = { ...berlin, firstName: 'Jonas', street: 'Marienplatz 8', city: 'München', postalCode: '80331' };
const vienna = { ...berlin, street: 'Graben 12', city: 'Wien', postalCode: '1010', country: 'AT' };
const contact = { email: 'lena.vogel@example.com', firstName: 'Lena', lastName: 'Vogel' };

describe.each(databaseKinds)('checkout on %s', (kind) => {
  /** Net EUR prices set for these tests: A 19.99, B 50.00 (no special prices), all taxed at DE 19 %. */
  const fixture = {} as {
    a: { id: number; sku: string };
    b: { id: number; sku: string };
    tier: { id: number; sku: string; extraSku: string };
    coupons: Record<string, number>;
  };
  const mails: Mail[] = [];

  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 80, now: new Date('2026-06-01T00:00:00Z') });
      // Guests see prices in this shop (and so can check out); every later setBranding keeps this.
      await db
        .insert(contentEntries)
        .values({ type: 'setting', identifier: 'branding', locale: 'de', config: { isPriceForGuestEnabled: true } });

      const pair = await productWithAccessory(db);
      const plain = await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(
          and(
            eq(products.hidePrices, false),
            eq(products.taxClass, 'standard'),
            sql`${products.masterId} is null`,
            sql`not exists (select 1 from product v where v.master_id = ${products.id})`,
            sql`not exists (select 1 from additional_product x where ${products.id} in (x.product_id, x.additional_product_id))`,
          ),
        )
        .orderBy(products.id)
        .limit(2);
      const [a, b] = plain;
      fixture.a = a!;
      fixture.b = b!;
      fixture.tier = { id: pair.id, sku: pair.sku, extraSku: pair.extraSku };
      for (const [id, regular] of [
        [a!.id, 1999],
        [b!.id, 5000],
        [pair.id, 3000],
      ] as const) {
        await db
          .update(prices)
          .set({ regular, special: null })
          .where(and(eq(prices.productId, id), eq(prices.currency, 'EUR')));
      }
      await db
        .update(prices)
        .set({ regular: 1749, special: null })
        .where(and(eq(prices.productId, a!.id), eq(prices.currency, 'GBP')));
      for (const id of [a!.id, b!.id, pair.id, pair.extraId])
        await db
          .update(stock)
          .set({ effectiveStock: 1000, externalStock: 0, qty: 1000, markedInStock: false })
          .where(eq(stock.productId, id));

      const passwordHash = await hash(PASSWORD);
      const people = await db
        .insert(customers)
        .values([
          { email: 'mia@example.com', customerNumber: 'K-70001', firstName: 'Mia', lastName: 'Koch', passwordHash },
          { email: 'tom@example.com', customerNumber: 'K-70002', firstName: 'Tom', lastName: 'Ast', passwordHash },
          { email: 'ben@example.com', customerNumber: 'K-70003', firstName: 'Ben', lastName: 'Stahl', passwordHash },
          {
            email: 'exempt@example.com',
            customerNumber: 'K-70004',
            firstName: 'Eva',
            lastName: 'Frei',
            passwordHash,
            excludeTax: true,
          },
        ])
        .returning();
      for (const person of [people[0]!, people[2]!, people[3]!])
        await db
          .insert(addresses)
          .values(defaultAddressRow(person, { street: 'Hafenstraße 3', city: 'Hamburg', postalCode: '20457' }));

      // Ben's agreement: 28.00 from 1 piece, 25.00 from 5, 23.00 from 10 (list price 30.00).
      await holdPriceList(
        db,
        'K-70003',
        [
          [1, 2800],
          [5, 2500],
          [10, 2300],
        ].map(([minQty, price]) => ({ productId: pair.id, price: price!, minQty: minQty! })),
      );

      // A method that ships to Austria only.
      await db
        .insert(shippingMethods)
        .values({ code: 'freight', name: { de: 'Spedition', en: 'Freight' }, minDays: 5, maxDays: 8, position: 3 });
      await db.insert(shippingRates).values({ methodCode: 'freight', country: 'AT', currency: 'EUR', price: 4900 });

      const now = Date.now();
      const rows = await db
        .insert(coupons)
        .values([
          { code: 'SAVE10', kind: 'percent', value: 1000 },
          { code: 'FIVEEUR', kind: 'fixed', value: 500, currency: 'EUR' },
          { code: 'OLD', kind: 'percent', value: 1000, validTo: new Date(now - DAY) },
          { code: 'SOON', kind: 'percent', value: 1000, validFrom: new Date(now + DAY) },
          { code: 'USEDUP', kind: 'percent', value: 1000, usageLimit: 1, timesUsed: 1 },
          { code: 'BIGSPEND', kind: 'percent', value: 500, minimumOrder: 100_000 },
          { code: 'FADING', kind: 'percent', value: 1000 },
          { code: 'COUNTED', kind: 'percent', value: 1000, usageLimit: 100 },
        ])
        .returning({ id: coupons.id, code: coupons.code });
      fixture.coupons = Object.fromEntries(rows.map((r) => [r.code, r.id]));
    },
    {
      mailer: {
        async send(mail) {
          mails.push(mail);
        },
      },
    },
  );

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** The guests' browser: a request without a cookie of its own sends its guest cart key. */
  const guest = guestBrowser();
  const call = (method: Method, url: string, options: { cookie?: string; payload?: object } = {}) =>
    guest.send(ctx.api, method, url, options);
  const login = async (username: string) => {
    const res = await call('POST', '/session', { payload: { username, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    return cookieJar(res);
  };
  /** A cart (a new guest cart, or the customer's own) with these lines. */
  const cartWith = async (lines: [string, number][], cookie = '', query = '') => {
    let cart = (await call('POST', `/carts${query}`, { cookie, payload: {} })).json() as Cart;
    for (const [sku, quantity] of lines) {
      const res = await call('POST', `/carts/${cart.id}/items${query}`, { cookie, payload: { sku, quantity } });
      expect(res.statusCode, res.body).toBe(200);
      cart = res.json();
    }
    return cart;
  };
  const checkout = (cartId: string, payload: object, cookie = '', query = '') =>
    call('PUT', `/carts/${cartId}/checkout${query}`, { cookie, payload });
  const coupon = (cartId: string, code: string, cookie = '', query = '') =>
    call('PUT', `/carts/${cartId}/coupon${query}`, { cookie, payload: { code } });
  const setUser = (cartId: string, payload: object, cookie = '', query = '') =>
    call('PUT', `/carts/${cartId}/user${query}`, { cookie, payload });
  const placeOrder = (body: object, cookie = '', query = '') =>
    call('POST', `/orders${query}`, {
      cookie,
      payload: { termsAccepted: true, paymentMethodCode: 'invoice', ...body },
    });
  const ok = <T = Cart>(res: { statusCode: number; body: string; json: () => unknown }, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const refused = (res: { statusCode: number; body: string; json: () => unknown }, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const { error } = res.json() as { error: { code: string; message: string; details?: Record<string, unknown> } };
    expect(error.code).toBe(code);
    return error;
  };
  /** A guest cart ready to order: lines, Berlin as the shipping address and the guest's contact. */
  const readyGuestCart = async (lines: [string, number][], email = contact.email) => {
    const cart = await cartWith(lines);
    ok(await checkout(cart.id, { shippingAddress: berlin }));
    return ok(await setUser(cart.id, { newUser: { ...contact, email } }));
  };
  const couponRow = async (code: string) =>
    (await ctx.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!;

  describe('updateAddressCart', () => {
    it('sets the shipping address, taxes by its country and lists the methods that ship there', async () => {
      const { a, b } = fixture;
      const cart = await cartWith([
        [a.sku, 3],
        [b.sku, 1],
      ]);
      // 3 × 19.99 + 50.00 = 109.97 net, 19 % tax.
      expect(cart).toMatchObject({ subtotal: 10_997, tax_amount: 2089, grandTotalIncTax: 13_086 });
      expect(cart.shippingAddress).toBeNull();

      const withAddress = ok(await checkout(cart.id, { shippingAddress: { ...berlin, save: true } }));
      expect(withAddress.shippingAddress).toEqual(stored(berlin));
      expect(withAddress.billingAddress).toBeNull();
      expect(withAddress.cartInfo).toEqual({ taxCountry: 'DE' });
      expect(withAddress.version).toBe(cart.version + 1);
      expect(withAddress.shippingMethods).toEqual([
        {
          code: 'standard',
          name: 'Standardversand',
          price: 495,
          priceInclTax: 589,
          freeFrom: 15_000,
          deliveryDays: { min: 2, max: 4 },
        },
        {
          code: 'express',
          name: 'Expressversand',
          price: 1290,
          priceInclTax: 1535,
          freeFrom: null,
          deliveryDays: { min: 1, max: 1 },
        },
      ]);
      // No method chosen yet: no shipping in the totals.
      expect(withAddress).toMatchObject({ shippingMethod: null, shipping_amount: 0, grandTotalIncTax: 13_086 });

      // Austria: its own methods (freight too) in English, its shipping prices and 20 % tax.
      const austria = ok(await checkout(cart.id, { shippingAddress: vienna }, '', '?locale=en'));
      expect(austria.cartInfo.taxCountry).toBe('AT');
      expect(austria.shippingMethods.map((m) => [m.code, m.name, m.price, m.priceInclTax])).toEqual([
        ['standard', 'Standard delivery', 995, 1194],
        ['express', 'Express delivery', 2490, 2988],
        ['freight', 'Freight', 4900, 5880],
      ]);
      expect(austria.taxes).toEqual([{ rate: 2000, amount: 2199 }]);
      expect(austria.grandTotalIncTax).toBe(10_997 + 2199);
    });

    it('refuses a country the shop does not serve, a wrong postal code and a body with two changes', async () => {
      const cart = await cartWith([[fixture.a.sku, 1]]);
      const poland = refused(
        await checkout(cart.id, { shippingAddress: { ...berlin, country: 'PL', postalCode: '00-950' } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(poland.details).toEqual({
        issues: [
          {
            path: 'body.shippingAddress.country',
            message: 'We do not deliver to this country',
            code: 'countryNotServed',
          },
        ],
      });
      const billingPoland = refused(
        await checkout(cart.id, { billingAddress: { ...berlin, country: 'PL', postalCode: '00-950' } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(billingPoland.details).toEqual({
        issues: [
          {
            path: 'body.billingAddress.country',
            message: 'We do not deliver to this country',
            code: 'countryNotServed',
          },
        ],
      });

      const postal = refused(
        await checkout(cart.id, { shippingAddress: { ...berlin, postalCode: '1011' } }),
        400,
        'VALIDATION_ERROR',
      );
      const issues = (postal.details as { issues: { path: string; message: string }[] }).issues;
      expect(issues).toHaveLength(1);
      expect(issues[0]!.path).toMatch(/postalCode$/);
      expect(issues[0]!.message).toBe('Invalid postal code for DE');

      refused(
        await checkout(cart.id, { shippingAddress: berlin, shippingMethod: { methodCode: 'standard' } }),
        400,
        'VALIDATION_ERROR',
      );
      refused(await checkout(cart.id, {}), 400, 'VALIDATION_ERROR');
      refused(await checkout(cart.id, { billingAddress: { sameAsShipping: false } }), 400, 'VALIDATION_ERROR');
      // Nothing was stored by the refused requests.
      const after = ok(await call('GET', `/carts/${cart.id}`));
      expect(after).toMatchObject({ version: cart.version, shippingAddress: null, billingAddress: null });
    });

    it('copies the shipping address to billing, and billing follows shipping only while it is the same', async () => {
      const cart = await cartWith([[fixture.a.sku, 1]]);
      const early = refused(
        await checkout(cart.id, { billingAddress: { sameAsShipping: true } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(early.message).toBe('Add a shipping address first');

      ok(await checkout(cart.id, { shippingAddress: berlin }));
      const same = ok(await checkout(cart.id, { billingAddress: { sameAsShipping: true } }));
      expect(same.billingAddress).toEqual(stored(berlin));
      expect(same.shippingAddress).toEqual(stored(berlin));

      // Billing was the same as shipping: it follows the new shipping address.
      const moved = ok(await checkout(cart.id, { shippingAddress: munich }));
      expect(moved.shippingAddress).toEqual(stored(munich));
      expect(moved.billingAddress).toEqual(stored(munich));

      // A billing address of its own stays when the goods go elsewhere.
      const company = { ...berlin, company: 'Vogel GmbH', street: 'Friedrichstraße 100' };
      expect(ok(await checkout(cart.id, { billingAddress: company })).billingAddress).toEqual(stored(company));
      const again = ok(await checkout(cart.id, { shippingAddress: berlin }));
      expect(again.shippingAddress).toEqual(stored(berlin));
      expect(again.billingAddress).toEqual(stored(company));
    });

    it('chooses a shipping method: express and standard priced exactly, unknown or unavailable ones refused', async () => {
      const { a, b } = fixture;
      const cart = await cartWith([
        [a.sku, 3],
        [b.sku, 1],
      ]);
      ok(await checkout(cart.id, { shippingAddress: berlin }));

      const standard = ok(await checkout(cart.id, { shippingMethod: { methodCode: 'standard' } }));
      // 109.97 + 4.95 shipping, 19 % on both: 21.83.
      expect(standard).toMatchObject({
        shippingMethod: { methodCode: 'standard' },
        subtotal: 10_997,
        shipping_amount: 495,
        shipping_incl_tax: 589,
        taxes: [{ rate: 1900, amount: 2183 }],
        tax_amount: 2183,
        grandTotalIncTax: 13_675,
      });
      const express = ok(await checkout(cart.id, { shippingMethod: { methodCode: 'express' } }));
      expect(express).toMatchObject({
        shippingMethod: { methodCode: 'express' },
        shipping_amount: 1290,
        shipping_incl_tax: 1535,
        taxes: [{ rate: 1900, amount: vat(10_997 + 1290) }],
        tax_amount: 2335,
        grandTotalIncTax: 14_622,
      });

      const unknown = refused(
        await checkout(cart.id, { shippingMethod: { methodCode: 'teleport' } }),
        400,
        'SHIPPING_METHOD_UNAVAILABLE',
      );
      expect(unknown.details).toEqual({ reason: 'method-unavailable' });
      // Freight ships to Austria only.
      const freight = refused(
        await checkout(cart.id, { shippingMethod: { methodCode: 'freight' } }),
        400,
        'SHIPPING_METHOD_UNAVAILABLE',
      );
      expect(freight.details).toEqual({ reason: 'method-unavailable' });
      expect(ok(await call('GET', `/carts/${cart.id}`)).shippingMethod).toEqual({ methodCode: 'express' });

      // Freight to Vienna; back to Berlin the choice no longer applies.
      ok(await checkout(cart.id, { shippingAddress: vienna }));
      expect(ok(await checkout(cart.id, { shippingMethod: { methodCode: 'freight' } }))).toMatchObject({
        shipping_amount: 4900,
        shipping_incl_tax: 5880,
      });
      const home = ok(await checkout(cart.id, { shippingAddress: berlin }));
      expect(home).toMatchObject({ shippingMethod: null, shipping_amount: 0, grandTotalIncTax: 13_086 });
    });

    it('ships standard for free from 150.00 net goods, counted after the coupon', async () => {
      const cart = await cartWith([[fixture.b.sku, 3]]);
      ok(await checkout(cart.id, { shippingAddress: berlin }));
      const free = ok(await checkout(cart.id, { shippingMethod: { methodCode: 'standard' } }));
      expect(free.shippingMethods.map((m) => [m.code, m.price, m.priceInclTax])).toEqual([
        ['standard', 0, 0],
        ['express', 1290, 1535],
      ]);
      expect(free).toMatchObject({
        subtotal: 15_000,
        shipping_amount: 0,
        shipping_incl_tax: 0,
        taxes: [{ rate: 1900, amount: 2850 }],
        grandTotalIncTax: 17_850,
      });
      // 10 % off leaves 135.00 of goods: under the threshold, standard costs 4.95 again.
      const discounted = ok(await coupon(cart.id, 'SAVE10'));
      expect(discounted).toMatchObject({
        coupon_amount: 1500,
        subtotal_with_discount: 13_500,
        shipping_amount: 495,
        shipping_incl_tax: 589,
        taxes: [{ rate: 1900, amount: vat(13_500 + 495) }],
        grandTotalIncTax: 13_500 + 495 + 2659,
      });
    });

    it("answers someone else's customer cart with 404 and changes nothing", async () => {
      const mia = await login('mia@example.com');
      const tom = await login('tom@example.com');
      const miasCart = await cartWith([[fixture.a.sku, 1]], mia);
      for (const cookie of ['', tom]) {
        refused(await checkout(miasCart.id, { shippingAddress: berlin }, cookie), 404, 'NOT_FOUND');
        refused(await checkout(miasCart.id, { shippingMethod: { methodCode: 'express' } }, cookie), 404, 'NOT_FOUND');
        refused(await coupon(miasCart.id, 'SAVE10', cookie), 404, 'NOT_FOUND');
      }
      refused(await checkout('00000000-0000-4000-8000-000000000000', { shippingAddress: berlin }), 404, 'NOT_FOUND');
      refused(await checkout('not-a-cart', { shippingAddress: berlin }), 400, 'VALIDATION_ERROR');
      const untouched = ok(await call('GET', `/carts/${miasCart.id}`, { cookie: mia }));
      expect(untouched).toMatchObject({ version: miasCart.version, shippingAddress: null, couponCode: null });
    });
  });

  describe('updateCouponCode', () => {
    it('applies a percentage coupon: discount, its gross value, tax lines and grand total to the cent', async () => {
      const { a, b } = fixture;
      const cart = await cartWith([
        [a.sku, 3],
        [b.sku, 1],
      ]);
      ok(await checkout(cart.id, { shippingAddress: berlin }));
      ok(await checkout(cart.id, { shippingMethod: { methodCode: 'express' } }));
      const usedBefore = (await couponRow('SAVE10')).timesUsed;
      const applied = ok(await coupon(cart.id, 'SAVE10'));
      const subtotal = applied.subtotal!;
      expect(subtotal).toBe(10_997);
      const discount = Math.round(subtotal / 10); // 10 % of 109.97 = 11.00
      const goodsAfter = subtotal - discount;
      const tax = vat(goodsAfter + 1290);
      expect(applied).toMatchObject({
        couponCode: 'SAVE10',
        couponProblem: null,
        coupon_amount: 1100,
        discount_amount: 1100,
        // The discount with the tax it saves: 130.86 − 117.77 gross.
        coupon_incl_tax: subtotal + vat(subtotal) - (goodsAfter + vat(goodsAfter)),
        subtotal_with_discount: 9897,
        subtotal_incl_tax: 13_086,
        shipping_amount: 1290,
        shipping_incl_tax: 1535,
        taxes: [{ rate: 1900, amount: tax }],
        tax_amount: 2126,
        grandTotalIncTax: 13_313,
      });
      expect(discount).toBe(1100);
      expect(applied.coupon_incl_tax).toBe(1309);
      expect(applied.grandTotalIncTax).toBe(goodsAfter + 1290 + tax);
      expect(applied.version).toBe(cart.version + 3);
      // The coupon is only counted when an order is placed.
      expect((await couponRow('SAVE10')).timesUsed).toBe(usedBefore);
    });

    it('takes the code in any case, replaces the coupon, and removes it with an empty code', async () => {
      const cart = await cartWith([[fixture.b.sku, 2]]);
      const lower = ok(await coupon(cart.id, '  save10 '));
      expect(lower).toMatchObject({ couponCode: 'SAVE10', coupon_amount: 1000, subtotal_with_discount: 9000 });
      const fixed = ok(await coupon(cart.id, 'FiveEur'));
      expect(fixed).toMatchObject({
        couponCode: 'FIVEEUR',
        coupon_amount: 500,
        coupon_incl_tax: 500 + vat(10_000) - vat(9500),
        subtotal_with_discount: 9500,
        grandTotalIncTax: 9500 + vat(9500),
      });
      const removed = ok(await coupon(cart.id, ''));
      expect(removed).toMatchObject({
        couponCode: null,
        couponProblem: null,
        coupon_amount: 0,
        coupon_incl_tax: 0,
        subtotal_with_discount: 10_000,
        grandTotalIncTax: 11_900,
      });
    });

    it('refuses codes that do not apply, with the reason, and keeps the applied coupon', async () => {
      const cart = await cartWith([[fixture.a.sku, 2]]);
      ok(await coupon(cart.id, 'SAVE10'));
      const cases: [string, Record<string, unknown>][] = [
        ['NOPE', { reason: 'unknown' }],
        ['old', { reason: 'expired' }],
        ['Soon', { reason: 'not-yet-valid' }],
        ['USEDUP', { reason: 'exhausted' }],
        ['bigspend', { reason: 'minimum', minimum: 100_000 }],
      ];
      for (const [code, details] of cases) {
        const error = refused(await coupon(cart.id, code), 400, 'COUPON_INVALID');
        expect(error.details, code).toEqual(details);
      }
      const after = ok(await call('GET', `/carts/${cart.id}`));
      expect(after).toMatchObject({ couponCode: 'SAVE10', coupon_amount: 400, version: cart.version + 1 });
    });

    it('refuses a fixed EUR coupon in another currency, and reports it on a cart seen in that currency', async () => {
      const gbp = await cartWith([[fixture.a.sku, 2]], '', '?currency=GBP');
      expect(gbp).toMatchObject({ currency: 'GBP', subtotal: 3498 });
      const error = refused(await coupon(gbp.id, 'fiveeur', '', '?currency=GBP'), 400, 'COUPON_INVALID');
      expect(error.details).toEqual({ reason: 'currency' });
      // A percentage coupon has no currency.
      expect(ok(await coupon(gbp.id, 'SAVE10', '', '?currency=GBP'))).toMatchObject({ coupon_amount: 350 });

      const eur = await cartWith([[fixture.a.sku, 2]]);
      ok(await coupon(eur.id, 'FIVEEUR'));
      const seenInGbp = ok(await call('GET', `/carts/${eur.id}?currency=GBP`));
      expect(seenInGbp).toMatchObject({
        couponCode: 'FIVEEUR',
        couponProblem: 'currency',
        coupon_amount: 0,
        subtotal_with_discount: 3498,
      });
    });

    it('never answers odd codes with a server error', async () => {
      const cart = await cartWith([[fixture.a.sku, 1]]);
      for (const code of ["' or 1=1 --", '%', '_', 'ÄÖÜß', '😀', 'x'.repeat(40)]) {
        const res = await coupon(cart.id, code);
        expect(res.statusCode, `${JSON.stringify(code)}: ${res.body}`).toBe(400);
        expect(res.json().error.code).toBe('COUPON_INVALID');
      }
      refused(await coupon(cart.id, 'x'.repeat(41)), 400, 'VALIDATION_ERROR');
      refused(await call('PUT', `/carts/${cart.id}/coupon`, { payload: {} }), 400, 'VALIDATION_ERROR');
      refused(await call('PUT', `/carts/${cart.id}/coupon`, { payload: { code: 10 } }), 400, 'VALIDATION_ERROR');
    });
  });

  // PostgreSQL refuses a U+0000 character in text and in jsonb: the API refuses it first, with 400.
  describe('a NUL character in checkout input', () => {
    it('is refused with 400 in a coupon code, not answered with 500', async () => {
      const cart = await cartWith([[fixture.a.sku, 1]]);
      refused(await coupon(cart.id, 'SAVE10\u0000'), 400, 'VALIDATION_ERROR');
    });
    it("is refused with 400 in a guest's contact, not answered with 500", async () => {
      const cart = await cartWith([[fixture.a.sku, 1]]);
      refused(await setUser(cart.id, { newUser: { ...contact, firstName: 'Le\u0000na' } }), 400, 'VALIDATION_ERROR');
    });
    it('is refused with 400 in a shipping address, not answered with 500', async () => {
      const cart = await cartWith([[fixture.a.sku, 1]]);
      refused(
        await checkout(cart.id, { shippingAddress: { ...berlin, street: 'Tor\u0000straße 1' } }),
        400,
        'VALIDATION_ERROR',
      );
    });
  });

  describe('updateCheckoutUserCart', () => {
    it("keeps a guest's contact for the order", async () => {
      const cart = await cartWith([[fixture.a.sku, 1]]);
      const withUser = ok(await setUser(cart.id, { newUser: { ...contact, email: '  lena.vogel@example.com ' } }));
      expect(withUser.newUser).toEqual(contact);
      expect(withUser.version).toBe(cart.version + 1);
      expect(ok(await call('GET', `/carts/${cart.id}`)).newUser).toEqual(contact);

      const invalid = refused(
        await setUser(cart.id, { newUser: { ...contact, email: 'not-an-address' } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(invalid.details).toEqual({
        issues: [{ path: 'body.newUser.email', message: 'Invalid email', code: 'email' }],
      });
      refused(await setUser(cart.id, { newUser: { ...contact, firstName: ' ' } }), 400, 'VALIDATION_ERROR');
      refused(await setUser(cart.id, { newUser: contact, userPassword: 'short' }), 400, 'VALIDATION_ERROR');
      expect(ok(await call('GET', `/carts/${cart.id}`)).newUser).toEqual(contact);
    });

    it('creates an account with the password, logs it in and hands it the cart', async () => {
      const cart = await cartWith([[fixture.a.sku, 2]]);
      ok(await checkout(cart.id, { shippingAddress: berlin }));
      const newUser = { email: 'nora.new@example.com', firstName: 'Nora', lastName: 'Neu' };
      const res = await setUser(cart.id, { newUser, userPassword: 'nora-secret-9' });
      const claimed = ok(res);
      expect(cookieNames(res).sort()).toEqual(['user-refresh-token', 'user-token']);
      expect(claimed).toMatchObject({ id: cart.id, newUser: null, shippingAddress: stored(berlin) });
      expect(claimed.cartItems.map((i) => [i.sku, i.quantity])).toEqual([[fixture.a.sku, 2]]);

      const session = cookieJar(res);
      const me = ok<{ email: string; firstName: string; activeCart: string | null }>(
        await call('GET', '/me', { cookie: session }),
      );
      expect(me).toMatchObject({ email: newUser.email, firstName: 'Nora', activeCart: cart.id });
      const [row] = await ctx.database.db.select().from(carts).where(eq(carts.id, cart.id));
      const [account] = await ctx.database.db.select().from(customers).where(eq(customers.email, newUser.email));
      expect(row!.customerId).toBe(account!.id);
      expect(account!.currency).toBe('EUR');
      // The cart is the account's now: a guest can no longer use it.
      refused(await call('GET', `/carts/${cart.id}`), 404, 'NOT_FOUND');
      expect(ok(await call('GET', `/carts/${cart.id}`, { cookie: session })).id).toBe(cart.id);

      // The new customer logs in with the password chosen at checkout.
      const loggedIn = await call('POST', '/session', {
        payload: { username: newUser.email, password: 'nora-secret-9' },
      });
      expect(loggedIn.statusCode, loggedIn.body).toBe(200);
      expect(loggedIn.json()).toMatchObject({ email: newUser.email, activeCart: cart.id });
    });

    it('gives an account made at checkout the currency its guest shopped in', async () => {
      const cart = await cartWith([[fixture.a.sku, 1]]);
      ok(await checkout(cart.id, { shippingAddress: berlin }));
      const newUser = { email: 'pia.pound@example.com', firstName: 'Pia', lastName: 'Pfund' };
      ok(await setUser(cart.id, { newUser, userPassword: 'pia-secret-9' }, '', '?currency=GBP'));
      const [account] = await ctx.database.db.select().from(customers).where(eq(customers.email, newUser.email));
      expect(account!.currency).toBe('GBP');
    });

    it('refuses an e-mail that has an account, and a caller who is logged in', async () => {
      const cart = await cartWith([[fixture.a.sku, 1]]);
      const taken = await setUser(cart.id, {
        newUser: { email: 'MIA@example.com', firstName: 'Mia', lastName: 'Koch' },
        userPassword: 'another-pass-1',
      });
      refused(taken, 409, 'CONFLICT');
      expect(cookieNames(taken)).toEqual([]);
      const [row] = await ctx.database.db.select().from(carts).where(eq(carts.id, cart.id));
      expect(row!.customerId).toBeNull();
      // Without a password the same e-mail is just a contact.
      expect(ok(await setUser(cart.id, { newUser: { ...contact, email: 'mia@example.com' } })).newUser).toMatchObject({
        email: 'mia@example.com',
      });

      const mia = await login('mia@example.com');
      const own = await cartWith([[fixture.a.sku, 1]], mia);
      for (const target of [cart.id, own.id]) {
        const error = refused(await setUser(target, { newUser: contact }, mia), 403, 'CHECKOUT_NOT_ALLOWED');
        expect(error.message).toBe('You are logged in already');
        refused(
          await setUser(target, { newUser: contact, userPassword: 'xyz-pass-123' }, mia),
          403,
          'CHECKOUT_NOT_ALLOWED',
        );
      }
      // Someone else's customer cart is not a guest's to fill in.
      refused(await setUser(own.id, { newUser: contact }), 404, 'NOT_FOUND');
      refused(
        await setUser(own.id, {
          newUser: { email: 'sneaky@example.com', firstName: 'S', lastName: 'N' },
          userPassword: 'sneaky-pass-1',
        }),
        404,
        'NOT_FOUND',
      );
      expect(await ctx.database.db.select().from(customers).where(eq(customers.email, 'sneaky@example.com'))).toEqual(
        [],
      );
    });
  });

  describe('createOrder', () => {
    it('places a guest order with the cart’s addresses, method, coupon and reference, seen only with its cookie', async () => {
      const { a, b } = fixture;
      const counted = await couponRow('COUNTED');
      const cart = await cartWith([
        [a.sku, 2],
        [b.sku, 1],
      ]);
      // No contact yet: the order cannot be placed.
      ok(await checkout(cart.id, { shippingAddress: berlin }));
      const billing = { ...munich, company: 'Vogel GmbH' };
      ok(await checkout(cart.id, { billingAddress: billing }));
      ok(await checkout(cart.id, { shippingMethod: { methodCode: 'express' } }));
      const noContact = ok(await coupon(cart.id, 'counted'));
      const missing = refused(
        await placeOrder({ cartId: cart.id, cart: { version: noContact.version } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(missing.details).toEqual({
        issues: [{ path: 'body.cartId', message: 'Tell us your e-mail address first', code: 'invalid' }],
      });
      const ready = ok(await setUser(cart.id, { newUser: contact }));
      const body = {
        cartId: ready.id,
        cart: { version: ready.version },
        paymentMethodCode: 'invoice',
        orderReference: ' PO-4711 ',
        comment: 'Bitte beim Nachbarn abgeben',
      };
      refused(await placeOrder({ ...body, termsAccepted: undefined }), 400, 'VALIDATION_ERROR');
      refused(await placeOrder({ ...body, termsAccepted: false }), 400, 'VALIDATION_ERROR');

      const placed = await placeOrder(body);
      const order = ok<Order>(placed, 201);
      expect(cookieNames(placed)).toEqual(['guest-order']);
      expect(String(placed.headers['set-cookie'])).toMatch(/HttpOnly/i);
      // 2 × 19.99 + 50.00 = 89.98; 10 % off = 9.00; express 12.90; 19 % on 80.98 + 12.90.
      expect(order).toMatchObject({
        guest: true,
        email: contact.email,
        paymentMethodCode: 'invoice',
        confirmed: false,
        loyaltyPoints: 0,
        comments: [],
      });
      expect(order.cartInfo).toEqual({
        currency: 'EUR',
        cartItems: [
          expect.objectContaining({ sku: a.sku, quantity: 2, price: 1999, taxRate: 1900, rowTotal: 3998 }),
          expect.objectContaining({ sku: b.sku, quantity: 1, price: 5000, taxRate: 1900, rowTotal: 5000 }),
        ],
        items_qty: 3,
        displayExcludingTaxes: false,
        subtotal: 8998,
        couponCode: 'COUNTED',
        coupon_amount: 900,
        coupon_incl_tax: 1071,
        discount_amount: 900,
        subtotal_with_discount: 8098,
        shippingMethod: { code: 'express', name: 'Expressversand' },
        shipping_amount: 1290,
        shipping_incl_tax: 1535,
        taxes: [{ rate: 1900, amount: vat(8098 + 1290) }],
        tax_amount: 1784,
        subtotal_incl_tax: 10_708,
        grandTotalIncTax: 11_172,
        shippingAddress: stored(berlin),
        billingAddress: stored(billing),
        orderReference: 'PO-4711',
        comment: 'Bitte beim Nachbarn abgeben',
      });

      // The coupon was counted once, for this order.
      expect((await couponRow('COUNTED')).timesUsed).toBe(counted.timesUsed + 1);
      const redemptions = await ctx.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, counted.id));
      expect(redemptions.map((r) => [r.orderId, r.customerId, r.email])).toEqual([[order.id, null, contact.email]]);
      // The cart is empty, its coupon gone.
      expect(ok(await call('GET', `/carts/${cart.id}`))).toMatchObject({
        cartItems: [],
        couponCode: null,
        version: ready.version + 1,
      });

      const guestCookie = cookieJar(placed);
      const seen = ok<Order>(await call('GET', `/orders/${order.id}`, { cookie: guestCookie }));
      expect(seen).toEqual(order);
      refused(await call('GET', `/orders/${order.id}`), 404, 'NOT_FOUND');
      refused(await call('GET', `/orders/${order.id}`, { cookie: 'guest-order=not-the-token' }), 404, 'NOT_FOUND');
      const tom = await login('tom@example.com');
      refused(await call('GET', `/orders/${order.id}`, { cookie: tom }), 404, 'NOT_FOUND');
      refused(await call('GET', `/orders/${order.id}`, { cookie: `${tom}; ${guestCookie}` }), 404, 'NOT_FOUND');

      // Another guest's order token does not open this order.
      const other = await readyGuestCart([[a.sku, 1]], 'other.guest@example.com');
      const second = await placeOrder({ cartId: other.id, cart: { version: other.version } });
      const secondOrder = ok<Order>(second, 201);
      refused(await call('GET', `/orders/${order.id}`, { cookie: cookieJar(second) }), 404, 'NOT_FOUND');
      expect(ok<Order>(await call('GET', `/orders/${secondOrder.id}`, { cookie: cookieJar(second) })).email).toBe(
        'other.guest@example.com',
      );

      // The same request again returns the same order, counts the coupon no second time.
      const again = ok<Order>(await placeOrder(body), 201);
      expect(again.id).toBe(order.id);
      expect(again.transactionnum).toBe(order.transactionnum);
      expect((await couponRow('COUNTED')).timesUsed).toBe(counted.timesUsed + 1);
      expect(await ctx.database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);

      // Minutes later, the cart alone no longer opens the order; the browser holding its cookie still does.
      await ctx.database.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '11 minutes'` })
        .where(eq(orders.id, order.id));
      refused(await placeOrder(body), 409, 'CONFLICT');
      expect(ok<Order>(await placeOrder(body, `${cookieJar(placed)}; ${guest.cookie}`), 201).id).toBe(order.id);
    });

    it('takes comments on a guest order from the browser that placed it', async () => {
      const cart = await readyGuestCart([[fixture.a.sku, 1]]);
      const placed = await placeOrder({ cartId: cart.id, cart: { version: cart.version } });
      const order = ok<Order>(placed, 201);
      const cookie = cookieJar(placed);
      const commented = ok<Order>(
        await call('POST', `/orders/${order.id}/comments`, { cookie, payload: { feedback: '  Schnell geliefert! ' } }),
      );
      expect(commented.comments).toEqual([{ text: 'Schnell geliefert!', createdDate: expect.any(String) }]);
      ok(await call('POST', `/orders/${order.id}/comments`, { cookie, payload: { feedback: 'Danke' } }));
      const seen = ok<Order>(await call('GET', `/orders/${order.id}`, { cookie }));
      expect(seen.comments.map((c) => c.text)).toEqual(['Schnell geliefert!', 'Danke']);

      for (const feedback of ['', '   ']) {
        const error = refused(
          await call('POST', `/orders/${order.id}/comments`, { cookie, payload: { feedback } }),
          400,
          'VALIDATION_ERROR',
        );
        expect(error.details).toEqual({
          issues: [{ path: 'body.feedback', message: 'This field is required', code: 'required' }],
        });
      }
      refused(await call('POST', `/orders/${order.id}/comments`, { cookie, payload: {} }), 400, 'VALIDATION_ERROR');
      refused(await call('POST', `/orders/${order.id}/comments`, { payload: { feedback: 'x' } }), 404, 'NOT_FOUND');
      const tom = await login('tom@example.com');
      refused(
        await call('POST', `/orders/${order.id}/comments`, { cookie: tom, payload: { feedback: 'x' } }),
        404,
        'NOT_FOUND',
      );
      expect(ok<Order>(await call('GET', `/orders/${order.id}`, { cookie })).comments).toHaveLength(2);
    });

    it('refuses an order whose coupon stopped applying, without counting it or taking stock', async () => {
      const cart = await readyGuestCart([[fixture.a.sku, 1]]);
      const withCoupon = ok(await coupon(cart.id, 'FADING'));
      expect(withCoupon.coupon_amount).toBe(200);
      const stockBefore = (await ctx.database.db.select().from(stock).where(eq(stock.productId, fixture.a.id)))[0]!;
      await ctx.database.db
        .update(coupons)
        .set({ validTo: new Date(Date.now() - 1000) })
        .where(eq(coupons.code, 'FADING'));
      const seen = ok(await call('GET', `/carts/${cart.id}`));
      expect(seen).toMatchObject({ couponCode: 'FADING', couponProblem: 'expired', coupon_amount: 0 });

      const error = refused(
        await placeOrder({ cartId: cart.id, cart: { version: withCoupon.version } }),
        400,
        'COUPON_INVALID',
      );
      expect(error.details).toEqual({ reason: 'expired' });
      expect((await couponRow('FADING')).timesUsed).toBe(0);
      const stockAfter = (await ctx.database.db.select().from(stock).where(eq(stock.productId, fixture.a.id)))[0]!;
      expect(stockAfter.effectiveStock).toBe(stockBefore.effectiveStock);
      expect(ok(await call('GET', `/carts/${cart.id}`)).cartItems).toHaveLength(1);

      // Without the coupon the order goes through.
      const removed = ok(await coupon(cart.id, ''));
      const order = ok<Order>(await placeOrder({ cartId: cart.id, cart: { version: removed.version } }), 201);
      expect(order.cartInfo).toMatchObject({ couponCode: null, coupon_amount: 0, subtotal: 1999 });
    });

    it('charges no tax to an account excluded from taxation, with coupon and shipping exact', async () => {
      const exempt = await login('exempt@example.com');
      const cart = await cartWith(
        [
          [fixture.a.sku, 1],
          [fixture.b.sku, 2],
        ],
        exempt,
      );
      ok(await checkout(cart.id, { shippingMethod: { methodCode: 'express' } }, exempt));
      const ready = ok(await coupon(cart.id, 'SAVE10', exempt));
      const expected = {
        displayExcludingTaxes: true,
        subtotal: 11_999,
        coupon_amount: 1200,
        coupon_incl_tax: 1200,
        discount_amount: 1200,
        subtotal_with_discount: 10_799,
        shipping_amount: 1290,
        shipping_incl_tax: 1290,
        taxes: [],
        tax_amount: 0,
        subtotal_incl_tax: 11_999,
        grandTotalIncTax: 10_799 + 1290,
      };
      expect(ready).toMatchObject(expected);
      expect(ready.shippingMethods.map((m) => [m.price, m.priceInclTax])).toEqual([
        [495, 495],
        [1290, 1290],
      ]);
      const order = ok<Order>(await placeOrder({ cartId: cart.id, cart: { version: ready.version } }, exempt), 201);
      expect(order.cartInfo).toMatchObject({
        ...expected,
        couponCode: 'SAVE10',
        shippingMethod: { code: 'express' },
        shippingAddress: { city: 'Hamburg', firstName: 'Eva' },
      });
      expect(order).toMatchObject({ guest: false, email: 'exempt@example.com' });
      // A customer's order sets no guest cookie, and is theirs only.
      const res = await call('GET', `/orders/${order.id}`, { cookie: exempt });
      expect(ok<Order>(res).id).toBe(order.id);
      refused(await call('GET', `/orders/${order.id}`, { cookie: await login('tom@example.com') }), 404, 'NOT_FOUND');
      refused(await call('GET', `/orders/${order.id}`), 404, 'NOT_FOUND');
    });

    it('shown with tax, adds up the lines as shown: two lines of 3.33 net are 3.96 each and 7.92 on the order', async () => {
      const { db } = ctx.database;
      await setBranding(ctx.api, { isPriceForGuestEnabled: true, displayTaxMessageForPrice: false });
      await setListPrice(db, fixture.a.id, 333);
      await setListPrice(db, fixture.b.id, 333);
      try {
        const cart = await readyGuestCart([
          [fixture.a.sku, 1],
          [fixture.b.sku, 1],
        ]);
        const ready = ok(await checkout(cart.id, { shippingMethod: { methodCode: 'standard' } }));
        expect(
          ready.cartItems.map((item) => [item.rowTotal, item.priceInfo!.displayRegular, item.displayRowTotal]),
        ).toEqual([
          [333, 396, 396],
          [333, 396, 396],
        ]);
        // Standard shipping: 4.95 net, 5.89 with tax. Tax is what each rate's gross holds over its net.
        const expected = {
          subtotal: 666,
          subtotal_incl_tax: 792,
          shipping_amount: 495,
          shipping_incl_tax: 589,
          taxes: [{ rate: 1900, amount: 126 + 94 }],
          tax_amount: 220,
          grandTotalIncTax: 792 + 589,
        };
        expect(ready).toMatchObject(expected);
        const detail = ok(await call('GET', `/products/${fixture.a.id}`)) as unknown as ProductDetail;
        expect(detail.priceInfo).toMatchObject({ regular: 333, displayRegular: 396 });
        const order = ok<Order>(await placeOrder({ cartId: ready.id, cart: { version: ready.version } }), 201);
        expect(order.cartInfo).toMatchObject(expected);

        // Shown net (the B2B default), the same cart's tax is reckoned on the net sum: 6.66 × 19 % = 1.27.
        await setBranding(ctx.api, { isPriceForGuestEnabled: true });
        const other = await readyGuestCart([
          [fixture.a.sku, 1],
          [fixture.b.sku, 1],
        ]);
        const net = ok(await checkout(other.id, { shippingMethod: { methodCode: 'standard' } }));
        expect(net.cartItems.map((item) => item.displayRowTotal)).toEqual([333, 333]);
        expect(net).toMatchObject({ subtotal: 666, subtotal_incl_tax: 793, tax_amount: 127 + 94 });
      } finally {
        await setListPrice(db, fixture.a.id, 1999);
        await setListPrice(db, fixture.b.id, 5000);
        await setBranding(ctx.api, { isPriceForGuestEnabled: true });
      }
    });

    it('mails the confirmation in the language of the order', async () => {
      const expectMail = (order: Order, locale: 'en' | 'de') => {
        const mail = mails.find((m) => m.to === order.email && m.subject.includes(order.transactionnum));
        expect(mail, `mail for ${order.transactionnum}`).toBeDefined();
        const total = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
          style: 'currency',
          currency: 'EUR',
        }).format(order.cartInfo.grandTotalIncTax / 100);
        if (locale === 'en') {
          expect(mail!.subject).toBe(`Your Werkhaus order ${order.transactionnum}`);
          expect(total).toBe('€29.68');
          expect(mail!.text).toContain(`Grand total  ${total}`);
          expect(mail!.text).toContain('Standard delivery');
        } else {
          expect(mail!.subject).toBe(`Ihre Bestellung ${order.transactionnum} bei Werkhaus`);
          expect(total).toBe('29,68\u00a0€');
          expect(mail!.text).toContain(`Gesamtsumme  ${total}`);
          expect(mail!.text).toContain('Standardversand');
        }
      };
      const english = await readyGuestCart([[fixture.a.sku, 1]], 'english.guest@example.com');
      const en = ok<Order>(
        await placeOrder({ cartId: english.id, cart: { version: english.version } }, '', '?locale=en'),
        201,
      );
      // 19.99 + standard shipping 4.95 = 24.94 net, 19 % tax 4.74: 29.68.
      expect(en.cartInfo).toMatchObject({ subtotal: 1999, shipping_amount: 495, tax_amount: 474 });
      expect(en.cartInfo.grandTotalIncTax).toBe(2968);
      const german = await readyGuestCart([[fixture.a.sku, 1]], 'german.guest@example.com');
      const de = ok<Order>(await placeOrder({ cartId: german.id, cart: { version: german.version } }), 201);
      expect(de.cartInfo.grandTotalIncTax).toBe(en.cartInfo.grandTotalIncTax);
      expectMail(en, 'en');
      expectMail(de, 'de');
      expect(mails.filter((m) => m.subject.includes(en.transactionnum))).toHaveLength(1);
    });
  });

  describe('quantity-tier prices', () => {
    it("lowers the customer's unit price once the cart holds the tier's quantity", async () => {
      const ben = await login('ben@example.com');
      const { tier } = fixture;
      const cart = await cartWith([[tier.sku, 4]], ben);
      const unit = (c: Cart) => c.cartItems.map((i) => [i.priceInfo?.regular, i.priceInfo?.special, i.rowTotal]);
      expect(unit(cart)).toEqual([[2800, null, 11_200]]);
      const line = cart.cartItems[0]!.id;
      const setQuantity = async (quantity: number) =>
        ok(await call('PATCH', `/carts/${cart.id}/items/${line}`, { cookie: ben, payload: { quantity } }));
      expect(unit(await setQuantity(5))).toEqual([[2500, null, 12_500]]);
      const ten = await setQuantity(10);
      expect(unit(ten)).toEqual([[2300, null, 23_000]]);
      expect(ten.subtotal).toBe(23_000);
      expect(unit(await setQuantity(9))).toEqual([[2500, null, 22_500]]);
      expect(unit(await setQuantity(4))).toEqual([[2800, null, 11_200]]);

      // The units of all lines of the product count: 4 alone and 1 with an accessory make 5.
      const both = ok(
        await call('POST', `/carts/${cart.id}/items`, {
          cookie: ben,
          payload: { sku: tier.sku, quantity: 1, additionalProducts: [tier.extraSku] },
        }),
      );
      expect(both.cartItems.map((i) => [i.quantity, i.priceInfo?.regular])).toEqual([
        [4, 2500],
        [1, 2500],
      ]);

      // Without the agreement: the list price at any quantity.
      const guest = await cartWith([[tier.sku, 10]]);
      expect(unit(guest)).toEqual([[3000, null, 30_000]]);

      // The order keeps the tier price.
      const order = ok<Order>(await placeOrder({ cartId: both.id, cart: { version: both.version } }, ben), 201);
      expect(order.cartInfo.cartItems.map((i) => [i.quantity, i.price])).toEqual([
        [4, 2500],
        [1, 2500],
      ]);
    });
  });

  describe('shop settings', () => {
    it('requires a company, and turns off guest checkout and registration at checkout, as the settings say', async () => {
      // Prepared while guests may still check out.
      const ordering = await readyGuestCart([[fixture.a.sku, 1]]);
      const probe = await cartWith([[fixture.a.sku, 1]]);
      await setBranding(ctx.api, {
        isPriceForGuestEnabled: true,
        companyRequired: true,
        isGuestUserEnabled: false,
        isCheckoutRegistrationEnabled: false,
      });
      try {
        const company = refused(await checkout(probe.id, { shippingAddress: berlin }), 400, 'VALIDATION_ERROR');
        expect(company.details).toEqual({
          issues: [{ path: 'body.shippingAddress.company', message: 'This field is required', code: 'required' }],
        });
        const billing = refused(await checkout(probe.id, { billingAddress: berlin }), 400, 'VALIDATION_ERROR');
        expect(billing.details).toEqual({
          issues: [{ path: 'body.billingAddress.company', message: 'This field is required', code: 'required' }],
        });
        const withCompany = { ...berlin, company: 'Vogel GmbH' };
        expect(ok(await checkout(probe.id, { shippingAddress: withCompany })).shippingAddress).toEqual(
          stored(withCompany),
        );

        const guest = refused(await setUser(probe.id, { newUser: contact }), 403, 'CHECKOUT_NOT_ALLOWED');
        expect(guest.message).toBe('Guest checkout is not available in this shop');
        const register = refused(
          await setUser(probe.id, { newUser: contact, userPassword: 'lena-secret-1' }),
          403,
          'CHECKOUT_NOT_ALLOWED',
        );
        expect(register.message).toBe('Creating an account at checkout is not available in this shop');
        expect(await ctx.database.db.select().from(customers).where(eq(customers.email, contact.email))).toEqual([]);

        const order = refused(
          await placeOrder({ cartId: ordering.id, cart: { version: ordering.version } }),
          403,
          'CHECKOUT_NOT_ALLOWED',
        );
        expect(order.message).toBe('Please log in or create an account to order');
        expect(ok(await call('GET', `/carts/${ordering.id}`)).cartItems).toHaveLength(1);
      } finally {
        await setBranding(ctx.api, { isPriceForGuestEnabled: true });
      }
      expect((await setUser(probe.id, { newUser: contact })).statusCode).toBe(200);
      // With registration allowed again, a guest may create an account at checkout.
      const registered = await setUser(probe.id, {
        newUser: { email: 'late.register@example.com', firstName: 'Late', lastName: 'Reg' },
        userPassword: 'late-secret-1',
      });
      expect(ok(registered).newUser).toBeNull();
    });
  });
});
