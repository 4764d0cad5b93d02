// The merchant's coupons through the admin API: what a save writes is what a shopper's cart gets.
import type { Cart, Coupon, Order } from '@shop/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { auditLog } from '../audit/tables';

const DAY = 86_400_000;
const berlin = {
  firstName: 'Lena',
  lastName: 'Vogel',
  street: 'Torstraße 1',
  city: 'Berlin',
  postalCode: '10119',
  country: 'DE',
};

describe.each(databaseKinds)('coupons through the admin API on %s', (kind) => {
  const fixture = {} as { product: { id: number; sku: string } };
  const ctx = useTestApi(kind, async ({ db }) => {
    // 100.00 net: a percentage is easy to read off.
    fixture.product = (await seedMerchantShop(db, [10_000]))[0]!;
  });
  const { call, admin, ok, refused } = merchantCalls(ctx);

  const save = (code: string, body: object) => admin('PUT', `/admin/api/coupons/${encodeURIComponent(code)}`, body);
  const list = async () => ok<{ data: Coupon[] }>(await admin('GET', '/admin/api/coupons')).data;
  const listed = async (code: string) => (await list()).find((c) => c.code === code);
  /** A guest cart with `quantity` of the product, shipping to Berlin by standard, with the contact to order. */
  const guestCart = async (quantity = 1) => {
    const cart = ok<Cart>(await call('POST', '/carts', {}));
    ok(await call('POST', `/carts/${cart.id}/items`, { sku: fixture.product.sku, quantity }));
    ok(await call('PUT', `/carts/${cart.id}/checkout`, { shippingAddress: berlin }));
    ok(await call('PUT', `/carts/${cart.id}/checkout`, { shippingMethod: { methodCode: 'standard' } }));
    return ok<Cart>(
      await call('PUT', `/carts/${cart.id}/user`, {
        newUser: { email: 'lena.vogel@example.com', firstName: 'Lena', lastName: 'Vogel' },
      }),
    );
  };
  const apply = (cart: Cart, code: string) => call('PUT', `/carts/${cart.id}/coupon`, { code });
  const auditCount = async () => (await ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n;

  it('creates a coupon that a cart takes and an order redeems, listed with its use', async () => {
    const validTo = new Date(Date.now() + 30 * DAY).toISOString();
    const created = ok<Coupon>(
      await save('spring15', { kind: 'percent', value: 1500, validTo, usageLimit: 500, perCustomerLimit: 1 }),
    );
    expect(created).toMatchObject({
      code: 'SPRING15',
      kind: 'percent',
      value: 1500,
      currency: null,
      minimumOrder: null,
      validFrom: null,
      validTo,
      usageLimit: 500,
      perCustomerLimit: 1,
      timesUsed: 0,
      active: true,
      version: 1,
    });
    expect(await listed('SPRING15')).toEqual(created);

    const cart = await guestCart();
    const applied = ok<Cart>(await apply(cart, 'Spring15'));
    expect(applied).toMatchObject({ couponCode: 'SPRING15', couponProblem: null, coupon_amount: 1500 });
    const order = ok<Order>(
      await call('POST', '/orders', {
        cartId: cart.id,
        cart: { version: applied.version },
        paymentMethodCode: 'invoice',
        termsAccepted: true,
      }),
      201,
    );
    expect(order.cartInfo).toMatchObject({
      couponCode: 'SPRING15',
      discount_amount: 1500,
      subtotal_with_discount: 8500,
    });
    // Used once; counting a use is no change of the coupon's rules, so its version stays.
    expect(await listed('SPRING15')).toMatchObject({ timesUsed: 1, version: 1 });

    // Its code is taken now.
    const taken = refused(await save('SPRING15', { kind: 'fixed', value: 500, currency: 'EUR' }), 409, 'CONFLICT');
    expect(taken.message).toMatch(/SPRING15 exists already/);
    expect(await listed('SPRING15')).toMatchObject({ kind: 'percent', value: 1500, version: 1 });
  });

  it('changes a coupon at the version read, one version up per change; a stale version changes nothing', async () => {
    ok(await save('TENOFF', { kind: 'fixed', value: 1000, currency: 'EUR' }));
    const cart = await guestCart();
    expect(ok<Cart>(await apply(cart, 'TENOFF')).coupon_amount).toBe(1000);

    const changed = ok<Coupon>(
      await save('TENOFF', { kind: 'fixed', value: 1500, currency: 'EUR', minimumOrder: 5000, version: 1 }),
    );
    expect(changed).toMatchObject({ value: 1500, minimumOrder: 5000, version: 2 });
    // The cart shows the new rule at its next read.
    expect(ok<Cart>(await call('GET', `/carts/${cart.id}`)).coupon_amount).toBe(1500);

    // Someone who read version 1 saves over it: refused, nothing changed.
    const stale = refused(
      await save('TENOFF', { kind: 'fixed', value: 200, currency: 'EUR', version: 1 }),
      409,
      'CONFLICT',
    );
    expect(stale.message).toMatch(/changed meanwhile/);
    expect(stale.details).toEqual({ version: 2 });
    expect(await listed('TENOFF')).toEqual(changed);
    expect(ok<Cart>(await call('GET', `/carts/${cart.id}`)).coupon_amount).toBe(1500);

    const third = ok<Coupon>(await save('TENOFF', { kind: 'percent', value: 500, version: 2 }));
    expect(third).toMatchObject({ kind: 'percent', value: 500, currency: null, minimumOrder: null, version: 3 });

    // A version for a code that does not exist: nothing to change.
    refused(await save('NOSUCHCODE', { kind: 'percent', value: 500, version: 1 }), 404, 'NOT_FOUND');
    expect(await listed('NOSUCHCODE')).toBeUndefined();
  });

  it('refuses a deactivated coupon to shoppers like an expired one, and takes it again once active', async () => {
    ok(await save('PAUSE', { kind: 'percent', value: 1000 }));
    const cart = await guestCart();
    ok(await apply(cart, 'PAUSE'));

    const off = ok<Coupon>(await save('PAUSE', { kind: 'percent', value: 1000, active: false, version: 1 }));
    expect(off).toMatchObject({ active: false, version: 2 });
    // The cart that holds it shows why it no longer applies; a new cart is refused it.
    const seen = ok<Cart>(await call('GET', `/carts/${cart.id}`));
    expect(seen).toMatchObject({ couponCode: 'PAUSE', couponProblem: 'expired', coupon_amount: 0 });
    const other = await guestCart();
    const error = refused(await apply(other, 'PAUSE'), 400, 'COUPON_INVALID');
    expect(error.details).toEqual({ reason: 'expired' });
    // Nor can an order redeem it.
    refused(
      await call('POST', '/orders', {
        cartId: cart.id,
        cart: { version: seen.version },
        paymentMethodCode: 'invoice',
        termsAccepted: true,
      }),
      400,
      'COUPON_INVALID',
    );
    expect(await listed('PAUSE')).toMatchObject({ timesUsed: 0 });

    ok(await save('PAUSE', { kind: 'percent', value: 1000, active: true, version: 2 }));
    expect(ok<Cart>(await call('GET', `/carts/${cart.id}`))).toMatchObject({
      couponProblem: null,
      coupon_amount: 1000,
    });
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const before = await list();
    const audits = await auditCount();
    const valid = { kind: 'fixed', value: 500, currency: 'EUR' };
    const cases: [string, object, string][] = [
      ['NEGATIVE', { ...valid, value: -5 }, 'body.value'],
      ['ZERO', { ...valid, value: 0 }, 'body.value'],
      ['YEN', { ...valid, currency: 'JPY' }, 'body.currency'],
      ['NOCURRENCY', { kind: 'fixed', value: 500 }, 'body.currency'],
      ['TOOMUCH', { kind: 'percent', value: 10_001 }, 'body.value'],
      ['HALF', { ...valid, value: 2.5 }, 'body.value'],
      ['BACKWARDS', { ...valid, validFrom: '2027-06-01T00:00:00Z', validTo: '2027-05-01T00:00:00Z' }, 'body.validTo'],
      ['NOTADATE', { ...valid, validTo: '31.12.2027' }, 'body.validTo'],
      ['NOUSE', { ...valid, usageLimit: 0 }, 'body.usageLimit'],
      ['NOCUSTOMER', { ...valid, perCustomerLimit: -1 }, 'body.perCustomerLimit'],
      ['BELOWZERO', { ...valid, minimumOrder: -100 }, 'body.minimumOrder'],
      ['KINDLESS', { value: 500 }, 'body.kind'],
      ['NOVERSION', { ...valid, version: 0 }, 'body.version'],
      ['a b', valid, 'params.code'],
      ['X', valid, 'params.code'],
    ];
    for (const [code, body, path] of cases) {
      const error = refused(await save(code, body), 400, 'VALIDATION_ERROR');
      expect(
        error.details?.issues?.map((issue) => issue.path),
        `${code}: ${error.message}`,
      ).toContain(path);
    }
    // A key the API does not know is refused, not ignored.
    refused(await save('EXTRA', { ...valid, timesUsed: 0 }), 400, 'VALIDATION_ERROR');

    // A limit below the uses counted already: two orders used it.
    ok(await save('COUNTED', { kind: 'percent', value: 500, usageLimit: 10 }));
    for (const _ of [1, 2]) {
      const cart = await guestCart();
      const applied = ok<Cart>(await apply(cart, 'COUNTED'));
      ok(
        await call('POST', '/orders', {
          cartId: cart.id,
          cart: { version: applied.version },
          paymentMethodCode: 'invoice',
          termsAccepted: true,
        }),
        201,
      );
    }
    const lower = refused(
      await save('COUNTED', { kind: 'percent', value: 500, usageLimit: 1, version: 1 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(lower.message).toMatch(/Used 2 times already/);
    expect(lower.details?.issues?.map((issue) => issue.path)).toEqual(['body.usageLimit']);
    // As many as were used: it takes no more.
    expect(ok<Coupon>(await save('COUNTED', { kind: 'percent', value: 500, usageLimit: 2, version: 1 }))).toMatchObject(
      { usageLimit: 2, timesUsed: 2, version: 2 },
    );
    const third = await guestCart();
    expect(refused(await apply(third, 'COUNTED'), 400, 'COUPON_INVALID').details).toEqual({ reason: 'exhausted' });

    // Nothing else was written: the coupons are the ones before and COUNTED, with an audit row for each of its two saves.
    expect((await list()).filter((c) => c.code !== 'COUNTED')).toEqual(before);
    expect(await auditCount()).toBe(audits + 2);
  });

  it('answers 401 without the admin token', async () => {
    refused(await call('GET', '/admin/api/coupons'), 401, 'UNAUTHORIZED');
    refused(await call('PUT', '/admin/api/coupons/SNEAKY', { kind: 'percent', value: 10_000 }), 401, 'UNAUTHORIZED');
    expect(await listed('SNEAKY')).toBeUndefined();
  });

  it('writes an audit row for each change of a save, in the save’s transaction: created, changed, switched off or on', async () => {
    const created = ok<Coupon>(await save('AUDITED', { kind: 'percent', value: 700 }));
    const changed = ok<Coupon>(await save('AUDITED', { kind: 'percent', value: 800, active: false, version: 1 }));
    refused(await save('AUDITED', { kind: 'percent', value: 900, version: 1 }), 409, 'CONFLICT');
    const on = ok<Coupon>(await save('AUDITED', { kind: 'percent', value: 800, active: true, version: 2 }));
    ok<Coupon>(await save('AUDITED', { kind: 'percent', value: 800, active: true, version: 3 }));
    const rows = await auditRowsOf(ctx.database.db, 'coupon', 'AUDITED');
    expect(rows.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual([
      { actor: 'admin-key', action: 'coupon.create', before: null, after: created },
      { actor: 'admin-key', action: 'coupon.update', before: created, after: changed },
      { actor: 'admin-key', action: 'coupon.deactivate', before: { active: true }, after: { active: false } },
      { actor: 'admin-key', action: 'coupon.activate', before: { active: false }, after: { active: true } },
      // A save that changed nothing is still told.
      { actor: 'admin-key', action: 'coupon.update', before: on, after: { ...on, version: 4 } },
    ]);
    expect(rows[1]!.at.getTime()).toBeGreaterThanOrEqual(rows[0]!.at.getTime());
  });
});
