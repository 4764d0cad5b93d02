// The orders export for bookkeeping: orders placed through the API come out as CSV rows, one per
// order line, with the order's columns and amounts as the order stored them; and the CLI writes it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Cart, type Coupon, type Order, orderExportColumns } from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { decimal } from '../../lib/csv';
import { useTestApi } from '../../testing/api';
import { productWithAccessory } from '../../testing/catalog-picks';
import { runTool } from '../../testing/cli';
import { useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { setListPrice } from '../../testing/fixtures';
import { merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { addresses } from '../customer/tables';
import { orders } from './tables';

const berlin = {
  firstName: 'Lena',
  lastName: 'Vogel',
  company: 'Vogel Bau GmbH',
  street: 'Torstraße 1',
  city: 'Berlin',
  postalCode: '10119',
  country: 'DE',
};
const munich = { ...berlin, street: 'Marienplatz 8', city: 'München', postalCode: '80331', vatId: 'DE123456789' };
// A company name a spreadsheet would run as a formula.
const vienna = {
  ...berlin,
  company: '=HYPERLINK("https://evil.example","Rechnung")',
  street: 'Graben 12',
  city: 'Wien',
  postalCode: '1010',
  country: 'AT',
};

type Row = Record<(typeof orderExportColumns)[number], string>;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('orders export on %s', (kind) => {
  const fixture = {} as {
    a: { id: number; sku: string };
    b: { id: number; sku: string };
    pair: { id: number; sku: string; extraSku: string };
  };
  const ctx = useTestApi(kind, async ({ db }) => {
    const [a, b] = await seedMerchantShop(db, [1999, 5000], 80);
    fixture.a = a!;
    fixture.b = b!;
    const pair = await productWithAccessory(db);
    await setListPrice(db, pair.id, 3000);
    await setListPrice(db, pair.extraId, 450);
    fixture.pair = pair;
  });
  const { call, admin, ok, refused } = merchantCalls(ctx);
  const customer = useCustomers(ctx);
  const placed = {} as { confirmed: Order; pending: Order; cancelled: Order; customerNumber: string };

  const exportCsv = (from: string, to: string) => admin('GET', `/admin/api/orders/export?from=${from}&to=${to}`);
  const rowsOf = (text: string): Row[] =>
    Papa.parse<Row>(text.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true }).data;

  async function order(cookie: string, lines: object[], choices: object[], method = 'standard') {
    const cart = ok<Cart>(await call('POST', '/carts', {}, cookie));
    for (const line of lines) ok(await call('POST', `/carts/${cart.id}/items`, line, cookie));
    for (const choice of choices) ok(await call('PUT', `/carts/${cart.id}/checkout`, choice, cookie));
    let ready = ok<Cart>(
      await call('PUT', `/carts/${cart.id}/checkout`, { shippingMethod: { methodCode: method } }, cookie),
    );
    if (!cookie)
      ready = ok<Cart>(
        await call('PUT', `/carts/${cart.id}/user`, {
          newUser: { email: 'gast@example.com', firstName: 'Gerd', lastName: 'Gast' },
        }),
      );
    return {
      cart: ready,
      place: (body: object = {}) =>
        call(
          'POST',
          '/orders',
          {
            cartId: ready.id,
            cart: { version: ready.version },
            paymentMethodCode: 'invoice',
            termsAccepted: true,
            ...body,
          },
          cookie,
        ),
    };
  }

  /** Two customer orders (one confirmed, one cancelled) and a guest's, placed through the API. */
  async function placeOrders() {
    if (placed.confirmed) return placed;
    ok<Coupon>(await admin('PUT', '/admin/api/coupons/BOOK10', { kind: 'percent', value: 1000 }));
    const mia = await customer('mia.export');
    await ctx.database.db.insert(addresses).values({
      customerId: mia.id,
      ...berlin,
      isShipping: true,
      isBilling: true,
      isDefaultShipping: true,
      isDefaultBilling: true,
    });
    const first = await order(
      mia.cookie,
      [
        { sku: fixture.a.sku, quantity: 2 },
        { sku: fixture.b.sku, quantity: 1 },
      ],
      [{ shippingAddress: berlin }, { billingAddress: munich }],
    );
    ok(await call('PUT', `/carts/${first.cart.id}/coupon`, { code: 'book10' }, mia.cookie));
    const withCoupon = ok<Cart>(await call('GET', `/carts/${first.cart.id}`, undefined, mia.cookie));
    const confirmedOrder = ok<Order>(
      await call(
        'POST',
        '/orders',
        {
          cartId: withCoupon.id,
          cart: { version: withCoupon.version },
          paymentMethodCode: 'invoice',
          termsAccepted: true,
          orderReference: 'PO-4711',
        },
        mia.cookie,
      ),
      201,
    );
    placed.confirmed = ok<Order>(await call('POST', `/orders/${confirmedOrder.id}/confirm`, undefined, mia.cookie));

    const guest = await order(
      '',
      [{ sku: fixture.pair.sku, quantity: 2, additionalProducts: [fixture.pair.extraSku] }],
      [{ shippingAddress: vienna }],
      'express',
    );
    placed.pending = ok<Order>(await guest.place(), 201);

    const second = await order(mia.cookie, [{ sku: fixture.b.sku, quantity: 3 }], [{ shippingAddress: berlin }]);
    placed.cancelled = ok<Order>(await second.place(), 201);
    // Cancelled as the payment timeout cancels an unpaid order, on the last second of a day.
    await ctx.database.db
      .update(orders)
      .set({ cancelledAt: new Date(), createdAt: new Date('2026-03-31T23:59:59.500Z') })
      .where(eq(orders.id, placed.cancelled.id));
    placed.customerNumber = mia.customerNumber;
    return placed;
  }

  it('answers a row per order line with the order, addresses, payment, status and amounts', async () => {
    const { confirmed, pending, customerNumber } = await placeOrders();
    const res = await exportCsv(day(-1), day(1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${day(-1)}-${day(1)}.csv"`);
    // A byte-order mark (spreadsheets then read umlauts right), then the header row.
    expect(res.body.startsWith(`\uFEFF${orderExportColumns.join(',')}\n`)).toBe(true);

    const rows = rowsOf(res.body);
    expect(rows.map((r) => [r.order_number, r.sku, r.sold_with, r.quantity])).toEqual([
      [confirmed.transactionnum, fixture.a.sku, '', '2'],
      [confirmed.transactionnum, fixture.b.sku, '', '1'],
      [pending.transactionnum, fixture.pair.sku, '', '2'],
      [pending.transactionnum, fixture.pair.extraSku, fixture.pair.sku, '2'],
    ]);

    const [a, b] = rows;
    const info = confirmed.cartInfo;
    expect(a).toEqual({
      order_number: confirmed.transactionnum,
      order_date: confirmed.createdDate,
      status: 'Confirmed',
      payment_status: confirmed.paymentStatus,
      customer_number: customerNumber,
      email: 'mia.export@example.com',
      billing_company: 'Vogel Bau GmbH',
      billing_first_name: 'Lena',
      billing_last_name: 'Vogel',
      billing_street: 'Marienplatz 8',
      billing_apartment: '',
      billing_postal_code: '80331',
      billing_city: 'München',
      billing_region: '',
      billing_country: 'DE',
      billing_vat_id: 'DE123456789',
      shipping_company: 'Vogel Bau GmbH',
      shipping_first_name: 'Lena',
      shipping_last_name: 'Vogel',
      shipping_street: 'Torstraße 1',
      shipping_apartment: '',
      shipping_postal_code: '10119',
      shipping_city: 'Berlin',
      shipping_region: '',
      shipping_country: 'DE',
      payment_method: 'invoice',
      currency: 'EUR',
      order_reference: 'PO-4711',
      coupon_code: 'BOOK10',
      sku: fixture.a.sku,
      name: info.cartItems[0]!.name,
      sold_with: '',
      quantity: '2',
      unit_net_price: '19.99',
      line_net_total: '39.98',
      tax_rate: '19.00',
      // 2 × 19.99 + 50.00; 10 % off; standard shipping 4.95 below 150.00; 19 % on 80.98 + 4.95.
      order_subtotal: '89.98',
      shipping: '4.95',
      discount: '9.00',
      tax: '16.33',
      grand_total: '102.26',
    });
    expect(info).toMatchObject({
      subtotal: 8998,
      shipping_amount: 495,
      discount_amount: 900,
      tax_amount: 1633,
      grandTotalIncTax: 10_226,
    });
    // The order's columns are repeated on each of its rows.
    const orderColumns = orderExportColumns.filter(
      (c) => !['sku', 'name', 'sold_with', 'quantity', 'unit_net_price', 'line_net_total', 'tax_rate'].includes(c),
    );
    for (const column of orderColumns) expect(b![column], column).toBe(a![column]);
    expect(b).toMatchObject({ unit_net_price: '50.00', line_net_total: '50.00', tax_rate: '19.00' });

    // The guest's: no customer number, the additional product a line of its own, the formula made harmless.
    const [line, extra] = rows.slice(2);
    const item = pending.cartInfo.cartItems[0]!;
    const accessory = Object.values(item.selectedAddtionalProducts)[0]!;
    expect(line).toMatchObject({
      status: 'Pending',
      payment_status: pending.paymentStatus,
      customer_number: '',
      email: 'gast@example.com',
      shipping_company: `'${vienna.company}`,
      billing_company: `'${vienna.company}`,
      shipping_country: 'AT',
      coupon_code: '',
      unit_net_price: '30.00',
      line_net_total: '60.00',
      tax_rate: decimal(item.taxRate),
      shipping: decimal(pending.cartInfo.shipping_amount),
      grand_total: decimal(pending.cartInfo.grandTotalIncTax),
    });
    expect(extra).toMatchObject({
      name: accessory.name,
      unit_net_price: '4.50',
      line_net_total: '9.00',
      tax_rate: decimal(accessory.taxRate),
    });
    // An order's lines add up to its subtotal.
    for (const o of [confirmed, pending]) {
      const cents = rows
        .filter((r) => r.order_number === o.transactionnum)
        .reduce((sum, r) => sum + Math.round(Number(r.line_net_total) * 100), 0);
      expect(cents, o.transactionnum).toBe(o.cartInfo.subtotal);
    }
  });

  it('takes the days in UTC, both included: a cancelled order placed on the last second of its day', async () => {
    const { cancelled } = await placeOrders();
    const [row, ...more] = rowsOf((await exportCsv('2026-03-31', '2026-03-31')).body);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      order_number: cancelled.transactionnum,
      order_date: '2026-03-31T23:59:59.500Z',
      status: 'Cancelled',
      quantity: '3',
      line_net_total: '150.00',
    });
    expect(rowsOf((await exportCsv('2026-03-01', '2026-03-31')).body)).toHaveLength(1);
    for (const [from, to] of [
      ['2026-04-01', '2026-04-01'],
      ['2026-03-30', '2026-03-30'],
    ]) {
      const res = await exportCsv(from!, to!);
      expect(res.statusCode).toBe(200);
      // The header row alone.
      expect(res.body).toBe(`\uFEFF${orderExportColumns.join(',')}\n`);
    }
  });

  it('names each order by the status every view shows: shipped, delivered and refunded too', async () => {
    const { confirmed, cancelled } = await placeOrders();
    // As the back office ships and delivers one order, and refunds the other after its cancellation.
    await ctx.database.db
      .update(orders)
      .set({ shippedAt: new Date(), deliveredAt: new Date() })
      .where(eq(orders.id, confirmed.id));
    await ctx.database.db.update(orders).set({ refundedAt: new Date() }).where(eq(orders.id, cancelled.id));
    const statusOf = async (number: string, from: string, to: string) =>
      rowsOf((await exportCsv(from, to)).body).find((row) => row.order_number === number)?.status;
    try {
      expect(await statusOf(confirmed.transactionnum, day(-1), day(1))).toBe('Delivered');
      expect(await statusOf(cancelled.transactionnum, '2026-03-31', '2026-03-31')).toBe('Refunded');
    } finally {
      // The other tests read these orders as placed.
      await ctx.database.db
        .update(orders)
        .set({ shippedAt: null, deliveredAt: null, refundedAt: null })
        .where(inArray(orders.id, [confirmed.id, cancelled.id]));
    }
  });

  it('refuses bad days with 400 naming the field, and anyone without the admin token', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'query.from'],
      ['from=2026-3-1&to=2026-03-01', 'query.from'],
      ['from=01.03.2026&to=2026-03-01', 'query.from'],
      ['from=2026-03-01&to=2026-02-28', 'query.to'],
      ['from=2026-03-01', 'query.to'],
      ['to=2026-03-01', 'query.from'],
      ['from=1999-12-31&to=2026-03-01', 'query.from'],
    ];
    for (const [query, path] of cases) {
      const error = refused(await admin('GET', `/admin/api/orders/export?${query}`), 400, 'VALIDATION_ERROR');
      expect(
        error.details?.issues?.map((i) => i.path),
        `${query}: ${error.message}`,
      ).toContain(path);
    }
    const backwards = refused(await exportCsv('2026-03-01', '2026-02-28'), 400, 'VALIDATION_ERROR');
    expect(backwards.message).toBe('to: Not before from');
    refused(await call('GET', `/admin/api/orders/export?from=${day(-1)}&to=${day(1)}`), 401, 'UNAUTHORIZED');
  });

  it('exports 10,000 orders in a few seconds', async () => {
    const { confirmed } = await placeOrders();
    // Copies of an order of two lines, placed through a day that no other test asks for.
    await ctx.database.db.execute(sql`
      insert into shop_order (email, cart_id, cart_version, payment_method_code, confirmed, payment_status, cart_info, created_at)
      select 'bulk' || g || '@example.com', gen_random_uuid(), 1, 'invoice', true, 'invoice', o.cart_info,
        timestamptz '2025-01-15 00:00:00+00' + g * interval '8 seconds'
      from generate_series(1, 10000) g, shop_order o where o.id = ${confirmed.id}`);
    const started = performance.now();
    const res = await exportCsv('2025-01-15', '2025-01-15');
    const seconds = (performance.now() - started) / 1000;
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(20_000);
    expect(new Set(rows.map((r) => r.order_number)).size).toBe(10_000);
    console.info(
      `orders export: 10,000 orders, ${rows.length} rows, ${res.body.length} characters in ${seconds.toFixed(2)} s`,
    );
    expect(seconds).toBeLessThan(15);
  }, 60_000);

  describe('npm run orders -- export', () => {
    const dirs: string[] = [];
    afterAll(async () => {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });
    const cli = (...args: string[]) => runTool(ctx.api, 'orders.ts', args);

    it('writes the file and says how many orders and lines it holds', async () => {
      const { confirmed, pending } = await placeOrders();
      const dir = await mkdtemp(path.join(tmpdir(), 'orders-export-'));
      dirs.push(dir);
      const file = path.join(dir, 'orders.csv');
      const { code, stdout, stderr } = await cli('export', file, '--from', day(-1), '--to', day(1));
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout.trim()).toBe(`exported 2 orders (4 lines) placed ${day(-1)} to ${day(1)} to ${file}`);
      const rows = rowsOf(await readFile(file, 'utf8'));
      expect([...new Set(rows.map((r) => r.order_number))]).toEqual([confirmed.transactionnum, pending.transactionnum]);
    });

    it('says what is wrong with the days, and writes nothing', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'orders-export-'));
      dirs.push(dir);
      const file = path.join(dir, 'orders.csv');
      const cases: [string[], RegExp][] = [
        [['--from', '2026-02-30', '--to', '2026-03-01'], /--from 2026-02-30: A day as YYYY-MM-DD/],
        [['--from', '2026-03-02', '--to', '2026-03-01'], /--to 2026-03-01: Not before from/],
        [['--from', '2026-03-01'], /--from and --to/],
      ];
      for (const [args, message] of cases) {
        const { code, stderr } = await cli('export', file, ...args);
        expect(code, stderr).toBe(2);
        expect(stderr).toMatch(message);
      }
      await expect(readFile(file)).rejects.toThrow();
    });
  });
});
