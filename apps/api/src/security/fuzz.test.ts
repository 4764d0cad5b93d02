// Bad input, every operation. Property-based requests derived from each operation's zod schemas
// go to every operation of the contracts (a new one is fuzzed without being listed): input that
// fits the schemas but carries SQL, HTML and unicode edge cases; the schemas' shape with hostile
// leaves (wrong types, huge and negative numbers, oversized strings, missing and extra keys); and
// anything at all (deep JSON, 1 MB bodies, lone surrogates, broken encodings, forged credentials).
// What this proves, for every request: the answer is a success or a 4xx whose body says what was
// wrong (error.code and a message), never a 5xx; a refused request writes no row (a trigger on
// every table notes each row written and not rolled back); a successful one writes only the tables
// its part of the shop keeps, and a read writes none. A failure prints fast-check's seed and the
// smallest request found; FUZZ_SEED=<seed> replays it, FUZZ_RUNS=<n> fuzzes longer.
// Over 300 lines: one shop, its fixtures and the noted writes are shared by every operation's property.
import { hash } from '@node-rs/argon2';
import { type Cart, type Operation, type Order, operations } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../tools/seed/catalog';
import { seedCoupons } from '../../../../tools/seed/coupons';
import type { Database } from '../db/connection';
import { buyableProducts } from '../modules/catalog/repository';
import { products } from '../modules/catalog/tables';
import { settled } from '../modules/catalog-import/testing';
import { addresses, customers } from '../modules/customer/tables';
import { memoryThrottleStore, type ThrottleStore } from '../modules/customer/throttle';
import { stock } from '../modules/inventory/tables';
import { testAdminToken, useTestApi } from '../testing/api';
import { cookieJar } from '../testing/customers';
import { databaseKinds } from '../testing/database';
import { type FuzzRequest, fuzzRequest, type Hints } from './arbitraries';

/**
 * Requests per operation and database: ~110 operations × 15 keeps the file near four minutes
 * beside the other tests; each run takes a new seed, so CI covers more over time.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
/** A fixed seed reproduces a failure; fast-check prints the seed and path of any it finds. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * The tables a successful call of each part of the shop (an operation's tag) may write; every
 * other table stays as it was. A read writes nothing. A new tag must be added here.
 */
const writes: Record<string, readonly string[]> = {
  system: [],
  content: [],
  'content admin': ['content_entry', 'content_version', 'audit_log'],
  'catalog admin': [
    'price',
    'catalog_version',
    'audit_log',
    'product',
    'product_translation',
    'product_category',
    'category',
    'stock',
    'category',
    'stock',
    // The category tree's editor: texts, and products' ancestor rows rewritten by a move or a deletion.
    'category_translation',
    'product_category',
  ],
  // Imports write the catalogue (after their answer: the test waits for them, see `settle`).
  'catalog import': [
    'catalog_import',
    'media_file',
    'media_source',
    'audit_log',
    'stock',
    'price',
    'price_tier',
    'catalog_version',
    'category',
    'category_translation',
    'attribute',
    'attribute_option',
    'product',
    'product_translation',
    'product_category',
    'product_attribute',
    'product_image',
    'included_item',
    'additional_product',
  ],
  // A value's products move to another value or lose it (their search text follows, by trigger).
  'attribute admin': [
    'attribute',
    'attribute_option',
    'product_attribute',
    'product_translation',
    'catalog_version',
    'audit_log',
  ],
  'product pictures': ['media_file'],
  // The editor writes a product as an import row (no import job, no pictures fetched); a deleted
  // product takes its cart and list lines and reviews with it.
  'catalog editor': [
    'audit_log',
    'stock',
    'price',
    'price_tier',
    'catalog_version',
    'category',
    'attribute',
    'attribute_option',
    'product',
    'product_translation',
    'product_category',
    'product_attribute',
    'product_image',
    'included_item',
    'additional_product',
    'cart_item',
    'order_list_item',
    'review',
  ],
  'webhook admin': [],
  'promotion admin': ['coupon', 'audit_log'],
  'shipping admin': ['shipping_method', 'shipping_rate', 'audit_log'],
  // Ship (whole or in parcels), deliver, cancel (stock, coupon use and points back; a paid payment
  // refunded), edit before shipping (lines and stock again, a refund of the difference), notes,
  // replies to the customer, returns received, refunded or rejected; a shipment's invoice and
  // delivery note, a cancellation's, an edit's or a return's credit note.
  'order admin': [
    'shipment',
    'shop_order_item',
    'order_return',
    'order_return_line',
    'document_sequence',
    'order_document',
    'invoice_payment',
    'shop_order',
    'shop_order_note',
    'order_message',
    'audit_log',
    'mail_outbox',
    'webhook_outbox',
    'stock',
    'coupon',
    'coupon_redemption',
    'customer',
    'payment',
  ],
  'customer admin': [
    'customer',
    'address',
    'password_reset',
    'mail_outbox',
    'price_list_customer',
    'refresh_token',
    'audit_log',
    // A customer's row brings its account holder's (a trigger); staff disable and enable members.
    'company_member',
  ],
  'price list admin': ['price_list', 'price_list_entry', 'price_list_customer', 'audit_log'],
  // A staff cart filled and placed as the customer's order (the order's tables, as the shop's own placing).
  'staff orders': [
    'document_sequence',
    'order_document',
    'cart',
    'cart_item',
    'shop_order',
    'shop_order_item',
    'stock',
    'coupon',
    'coupon_redemption',
    'mail_outbox',
    'webhook_outbox',
    'audit_log',
  ],
  dashboard: [],
  staff: ['staff_member', 'staff_session', 'audit_log'],
  catalog: [],
  pricing: [],
  search: [],
  'quick-order': [],
  cart: ['cart', 'cart_item'],
  checkout: ['cart', 'customer', 'company_member', 'address', 'refresh_token'],
  customer: [
    'customer',
    'company_member',
    'address',
    'refresh_token',
    'password_reset',
    'cart',
    'cart_item',
    'mail_outbox',
    // Ticking the newsletter sends a confirmation link (double opt-in); unsubscribing ends open ones.
    'newsletter_confirmation',
  ],
  // A company's members: invited (their invitation's link and e-mail), changed, disabled, removed.
  company: ['company_member', 'password_reset', 'refresh_token', 'mail_outbox'],
  // An order by invoice is invoiced as it is placed; its customer writes comments and messages,
  // asks for returns, and a guest's browser is given the order it found (order status).
  order: [
    'guest_order_access',
    'order_return',
    'order_return_line',
    'document_sequence',
    'order_document',
    'mail_outbox',
    'shop_order',
    'shop_order_item',
    'shop_order_comment',
    'order_message',
    'cart',
    'cart_item',
    'stock',
    'coupon',
    'coupon_redemption',
    'customer',
    // Placing an accepted quote's lines marks the quote ordered.
    'quote',
  ],
  // A payment's arrival may issue the invoice (invoiceIssuedWhen: placed).
  payment: ['shop_order', 'payment', 'payment_event', 'customer', 'mail_outbox', 'document_sequence', 'order_document'],
  review: ['review'],
  'order-list': ['order_list', 'order_list_item', 'cart', 'cart_item'],
  // A quote asked for empties the cart into it; accepting one puts its lines into the cart.
  quote: ['quote', 'quote_line', 'cart', 'cart_item'],
  // Sending a quote prices its lines, is audited and e-mails the customer.
  'quote admin': ['quote', 'quote_line', 'audit_log', 'mail_outbox'],
};

/**
 * Refusals that must write. The fuzz sends the same session cookies every time, so from the second
 * call on refreshToken presents a refresh token already used: that revokes its family (reuse detection).
 */
const writesWhenRefused: Record<string, readonly string[]> = {
  refreshToken: ['refresh_token'],
};

const CUSTOMER = { email: 'fuzz@example.com', number: 'K-77001', password: 'fuzz-pass-123' };
const OTHER_EMAIL = 'other@example.com';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Has every table note its writes: a row trigger writes the table's name to fuzz_write (a write
 * rolled back notes nothing), which `written` reads and empties after each request.
 */
async function noteWrites(db: Database) {
  const tables = rows<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`),
  ).map((t) => t.name);
  await db.execute(sql`create unlogged table fuzz_write (name text not null)`);
  await db.execute(sql`create function fuzz_note_write() returns trigger language plpgsql as $$
    begin insert into fuzz_write values (tg_table_name); return null; end $$`);
  for (const name of tables) {
    await db.execute(sql`create trigger fuzz_note_row after insert or update or delete on ${sql.identifier(name)}
      for each row execute function fuzz_note_write()`);
    await db.execute(sql`create trigger fuzz_note_truncate after truncate on ${sql.identifier(name)}
      for each statement execute function fuzz_note_write()`);
  }
}

/** The tables written since the last call. */
const written = async (db: Database) => [
  ...new Set(rows<{ name: string }>(await db.execute(sql`delete from fuzz_write returning name`)).map((r) => r.name)),
];

describe.each(databaseKinds)('every operation under fuzzed input on %s', (kind) => {
  /** What the API logged at error level: the stack of any 500. */
  const errors: string[] = [];
  /**
   * Login failures, counted afresh for each request: fuzzed logins of the customer lock their
   * account whatever the address (as they should), and the next request logs them in again.
   */
  let counted = memoryThrottleStore();
  const throttle: ThrottleStore = {
    blockedFor: (key) => counted.blockedFor(key),
    failure: (key, free) => counted.failure(key, free),
    success: (key) => counted.success(key),
  };
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 60, now: new Date('2026-06-01T00:00:00Z') });
      await seedCoupons(db, new Date('2026-06-01T00:00:00Z'));
      const passwordHash = await hash(CUSTOMER.password);
      const [customer] = await db
        .insert(customers)
        .values([
          {
            email: CUSTOMER.email,
            customerNumber: CUSTOMER.number,
            firstName: 'Fritz',
            lastName: 'Zufall',
            passwordHash,
          },
          { email: OTHER_EMAIL, customerNumber: 'K-77002', firstName: 'Olga', lastName: 'Anders', passwordHash },
        ])
        .returning();
      await db.insert(addresses).values({
        customerId: customer!.id,
        firstName: 'Fritz',
        lastName: 'Zufall',
        street: 'Prüfweg 1',
        city: 'Köln',
        postalCode: '50667',
        country: 'DE',
        isShipping: true,
        isBilling: true,
        isDefaultShipping: true,
        isDefaultBilling: true,
      });
      await noteWrites(db);
    },
    { throttle, logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } } },
  );

  const inject = (method: Operation['method'], url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const expectOk = async (res: Promise<{ statusCode: number; body: string }>, what: string) => {
    errors.length = 0;
    const answer = await res;
    if (answer.statusCode >= 300)
      throw new Error(
        `${what}: ${answer.statusCode} ${answer.body}${errors.length ? `\nAPI log: ${errors.join('\n')}` : ''}`,
      );
    return JSON.parse(answer.body || 'null');
  };

  /** Work an answer leaves running (an import checks and writes after its 202): awaited before the tables are compared. */
  const settle: Partial<
    Record<keyof typeof operations, (res: { statusCode: number; json: () => unknown }) => Promise<unknown>>
  > = {
    importCatalog: async (res) => {
      if (res.statusCode === 202) await settled(ctx.api, (res.json() as { id: number }).id);
    },
  };

  /** Real ids and values the fuzz mixes in, so requests get past "not found" into the services. */
  const hints: Record<string, unknown[]> = {};
  const session = { cookie: '' };
  /**
   * The key of the browser that made the guest cart (hints.guestCartId): the customer's requests
   * carry it too, as they logged in in that browser, so createCart's guestCartId reaches the merge.
   */
  let guestKey = '';

  /** Logs the customer in, forgetting the failures the fuzzed logins counted. */
  async function login() {
    counted = memoryThrottleStore();
    const res = await ctx.api.inject({
      method: 'POST',
      url: '/session',
      headers: { 'x-forwarded-for': '10.77.0.1' },
      payload: { username: CUSTOMER.number, password: CUSTOMER.password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    session.cookie = [cookieJar(res), guestKey].filter(Boolean).join('; ');
  }

  /** The customer's cart, with a line in it. */
  async function cartWithLine(cookie: string): Promise<Cart> {
    const cart: Cart = await expectOk(inject('POST', '/carts', cookie, {}), 'cart');
    if (cart.cartItems.length > 0) return cart;
    return expectOk(inject('POST', `/carts/${cart.id}/items`, cookie, { sku: hints.sku![0], quantity: 2 }), 'line');
  }

  /** An invoice order of the customer's, placed from their cart (which it empties). */
  async function placeOrder(cookie: string): Promise<Order> {
    let cart = await cartWithLine(cookie);
    // A fuzzed call may have left a coupon whose minimum the cart no longer reaches: ordering refuses it.
    if (cart.couponCode)
      cart = await expectOk(inject('PUT', `/carts/${cart.id}/coupon`, cookie, { code: '' }), 'coupon removed');
    const order: Order = await expectOk(
      inject('POST', '/orders', cookie, {
        cartId: cart.id,
        cart: { version: cart.version },
        paymentMethodCode: 'invoice',
        termsAccepted: true,
      }),
      'order',
    );
    Object.assign(hints, {
      orderId: [order.id],
      amount: [order.cartInfo.grandTotalIncTax],
      grandTotalIncTax: [order.cartInfo.grandTotalIncTax],
    });
    return order;
  }

  /**
   * A fresh session; an order not confirmed yet; the customer's cart with a line, an address and a
   * review: the previous operation's fuzz may have logged out, confirmed, emptied or deleted them.
   */
  async function prepare() {
    // Orders take stock, down to 0 for a line the fuzz left at a huge quantity (the order below is
    // placed from the cart it left): the products the requests name are made buyable before and after.
    const restock = () =>
      ctx.database.db
        .update(stock)
        .set({ effectiveStock: 500 })
        .where(inArray(stock.productId, hints.productId as number[]));
    await restock();
    // setProductListed may have unlisted one of them (a success, so it stands): listed again.
    await ctx.database.db
      .update(products)
      .set({ active: true })
      .where(and(inArray(products.id, hints.productId as number[]), eq(products.active, false)));
    // updateCustomer may have blocked the customer (a success too): unblocked, so they can log in;
    // and it may have taken invoice from their payment methods: the shop's default again.
    await ctx.database.db
      .update(customers)
      .set({ blockedAt: null, paymentMethods: null })
      .where(eq(customers.customerNumber, CUSTOMER.number));
    await login();
    const { cookie } = session;
    const order = hints.orderId && (await inject('GET', `/orders/${hints.orderId[0]}`, cookie)).json();
    if (!order || order.confirmed || order.cancellation) await placeOrder(cookie);
    await restock();
    const cart = await cartWithLine(cookie);
    const me = await expectOk(inject('GET', '/me', cookie), 'me');
    if (me.addresses.length === 0)
      await expectOk(
        inject('PUT', '/me/addresses', cookie, {
          firstName: 'Fritz',
          lastName: 'Zufall',
          street: 'Prüfweg 1',
          city: 'Köln',
          postalCode: '50667',
          country: 'DE',
          isBilling: true,
          isDefaultShipping: true,
          isDefaultBilling: true,
        }),
        'address',
      );
    const { addresses: book, id: customerId } = await expectOk(inject('GET', '/me', cookie), 'me');
    // Staff's changes of the customer's address book name the customer's version (hintsFor).
    const [customerRow] = await ctx.database.db
      .select({ version: customers.version })
      .from(customers)
      .where(eq(customers.id, customerId));
    const review = await expectOk(
      inject('PUT', '/me/reviews', cookie, { productId: hints.productId![0], rating: 4, title: 'Gut', body: 'Hält.' }),
      'review',
    );
    const lists = await expectOk(inject('GET', '/me/order-lists', cookie), 'order lists');
    const list =
      lists.data[0] ??
      (
        await expectOk(
          inject('POST', '/me/order-lists', cookie, {
            name: 'Baustelle',
            items: [{ number: hints.sku![0], quantity: 3 }],
          }),
          'order list',
        )
      ).list;
    const { items: listLines } = await expectOk(inject('GET', `/me/order-lists/${list.id}`, cookie), 'order list');
    Object.assign(hints, {
      listId: [list.id],
      lineId: listLines.map((line: { id: number }) => line.id),
      cartId: [cart.id, hints.guestCartId![0]],
      itemId: cart.cartItems.map((i) => i.id),
      version: [cart.version, 1],
      staffCustomerVersion: [customerRow!.version],
      addressId: book.map((a: { id: number }) => a.id),
      staffCustomerId: [customerId],
      reviewId: [review.id],
    });
  }

  beforeAll(async () => {
    const { db } = ctx.database;
    const products = await buyableProducts(db, { minStock: 50, limit: 3 });
    const categories = rows<{ id: number }>(await db.execute(sql`select id from category order by id limit 3`));
    Object.assign(hints, {
      sku: products.map((p) => p.sku),
      skus: [products.map((p) => p.sku).join(',')],
      productId: products.map((p) => p.id),
      exclude: products.map((p) => p.id),
      catId: [-1, ...categories.map((c) => c.id)],
      categoryId: categories.map((c) => c.id),
      category: categories.map((c) => c.id),
      // The category editor's: real categories to change, move (under each other) and delete.
      'saveCategory.id': categories.map((c) => c.id),
      'moveCategory.id': categories.map((c) => c.id),
      'deleteCategory.id': categories.map((c) => c.id),
      parentId: [null, ...categories.map((c) => c.id)],
      key: [String(products[0]!.id), 'werkzeug'],
      keyword: ['hammer', products[0]!.sku],
      number: [products[0]!.sku, products[1]!.sku.toLowerCase(), 'NO-SUCH-1'],
      prefix: ['WH-0', '1000', 'ham'],
      name: ['Baustelle', 'Lager <b>2</b>'],
      username: [CUSTOMER.email, CUSTOMER.number],
      email: [OTHER_EMAIL, CUSTOMER.email],
      code: ['WERKHAUS10', 'SOMMER2025', ''],
      methodCode: ['standard', 'express'],
      paymentMethodCode: ['invoice'],
      method: ['invoice', 'paypal'],
      country: ['DE', 'AT', 'US'],
      postalCode: ['50667'],
      termsAccepted: [true],
      type: ['block', 'page', 'setting'],
      identifier: ['footer', 'fuzz-page'],
      config: [{ title: 'Seite <script>alert(1)</script>' }],
      locale: ['de', 'en'],
    });
    const made = await inject('POST', '/carts', '', {});
    const guest: Cart = await expectOk(Promise.resolve(made), 'guest cart');
    guestKey = cookieJar(made);
    await expectOk(inject('POST', `/carts/${guest.id}/items`, guestKey, { sku: hints.sku![1] }), 'guest line');
    hints.guestCartId = [guest.id];
    await expectOk(
      ctx.api.inject({
        method: 'PUT',
        url: '/admin/api/content/page/fuzz-page/de',
        headers: { authorization: `Bearer ${testAdminToken}` },
        payload: { content: '<p>Seite</p>', config: { title: 'Seite' } },
      }),
      'content page',
    );
  });

  /** Real values for an operation's path parameters: `id` means another row in each part of the API. */
  function hintsFor(operation: Operation): Hints {
    const id = operation.path.startsWith('/orders/')
      ? hints.orderId
      : operation.path.startsWith('/products/')
        ? hints.productId
        : operation.path.startsWith('/me/addresses/')
          ? hints.addressId
          : operation.path.startsWith('/admin/api/customers/:id/addresses')
            ? hints.staffCustomerId
            : operation.path.startsWith('/me/reviews/')
              ? hints.reviewId
              : undefined;
    // Staff's changes of the customer's address book, at the customer's version: other operations
    // (updateCustomer, whose payment methods the customer's orders here depend on) keep theirs.
    const book = operation.path.startsWith('/admin/api/customers/:id/addresses') && {
      version: [...hints.version!, ...hints.staffCustomerVersion!],
    };
    return { ...hints, ...(id && { [`${operation.id}.id`]: id.map(String) }), ...book };
  }

  const all = Object.values(operations) as Operation[];

  it.each(all.map((operation) => [operation.id, operation] as const))(
    '%s answers a 4xx with a message or a success, never a 5xx, and a refusal changes nothing',
    async (_id, operation) => {
      const allowed = writes[operation.tag];
      if (!allowed) throw new Error(`Say which tables a call of tag "${operation.tag}" may write (writes, above)`);
      await prepare();
      const { db } = ctx.database;
      await written(db);
      const statuses = new Map<string, number>();
      const caller = { customerCookie: session.cookie, adminToken: testAdminToken };

      const property = fc.asyncProperty(
        fuzzRequest(operation, hintsFor(operation), caller),
        async (request: FuzzRequest) => {
          errors.length = 0;
          const res = await ctx.api.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined && { payload: request.payload }),
          });
          await settle[operation.id as keyof typeof operations]?.(res);
          const seen = `${request.mode} ${res.statusCode}`;
          statuses.set(seen, (statuses.get(seen) ?? 0) + 1);
          const changed = await written(db);
          const answer = `${res.statusCode} ${res.body.slice(0, 500)}${errors.length ? `\nAPI log: ${errors.join('\n')}` : ''}`;

          expect(res.statusCode, answer).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const { error } = res.json() as { error?: { code?: unknown; message?: unknown } };
            expect(typeof error?.code, answer).toBe('string');
            expect(typeof error?.message === 'string' && error.message.trim().length > 0, answer).toBe(true);
            const mayWrite = writesWhenRefused[operation.id] ?? [];
            expect(
              changed.filter((t) => !mayWrite.includes(t)),
              `a refusal changed rows: ${answer}`,
            ).toEqual([]);
          } else {
            expect(res.statusCode, answer).toBe(operation.status ?? 200);
            const mayWrite = operation.method === 'GET' ? [] : allowed;
            expect(
              changed.filter((t) => !mayWrite.includes(t)),
              `unexpected writes: ${answer}`,
            ).toEqual([]);
          }
        },
      );
      await fc.assert(property, {
        numRuns: RUNS,
        ...(SEED !== undefined && { seed: SEED }),
        // Shrinking a failure replays requests; after this long the smallest failure found so far is
        // reported (and an operation this slow to answer fails too).
        interruptAfterTimeLimit: 40_000,
        markInterruptAsFailure: true,
      });
      // FUZZ_REPORT=1 shows what the fuzz got from each operation: how far it reached.
      if (process.env.FUZZ_REPORT) console.info(operation.id, JSON.stringify(Object.fromEntries([...statuses].sort())));
      // An operation that takes input refuses some of this, else the fuzz never reached its
      // validation. A short run may have drawn little that is wrong: then wrong requests alone are
      // tried until one is refused (each still must not be a 5xx).
      if (operation.params || operation.query || operation.body) {
        let refused = [...statuses.keys()].some((seen) => / 4\d\d$/.test(seen));
        const wrong = fuzzRequest(operation, hintsFor(operation), caller, 'wrong');
        for (const request of refused ? [] : fc.sample(wrong, 50)) {
          const res = await ctx.api.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined && { payload: request.payload }),
          });
          expect(res.statusCode, `${request}`).toBeLessThan(500);
          refused = res.statusCode >= 400;
          if (refused) break;
        }
        expect(refused, `no request reached ${operation.id}'s validation`).toBe(true);
      }
    },
    120_000,
  );
});
