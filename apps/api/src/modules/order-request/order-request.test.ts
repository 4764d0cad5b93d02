// Order approval: an order a member may not place alone becomes an order request (the cart emptied,
// the administrators e-mailed); administrators approve it (placed then, at that day's prices and
// stock, as the requester's), reject it with a reason or send it back; nobody decides their own,
// no company sees another's, and two approvals at once place one order.
import type { Cart, Order, OrderRequest } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { useCompanies } from '../../testing/companies';
import { databaseKinds } from '../../testing/database';
import { buyableProducts } from '../catalog/repository';
import { stock } from '../inventory/tables';
import type { Mail } from '../mail';
import { orders } from '../order/tables';
import { prices } from '../pricing/tables';

type Method = 'GET' | 'POST' | 'PATCH';
type Approved = { request: OrderRequest; priceChanges: { sku: string; before: number; after: number }[] };

describe.each(databaseKinds)('order requests on %s', (kind) => {
  const mails: Mail[] = [];
  const skus: { sku: string; id: number }[] = [];
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 60, now: new Date('2026-06-01T00:00:00Z') });
      skus.push(...(await buyableProducts(db, { minStock: 20, limit: 4 })));
    },
    { mailer: { send: async (mail) => void mails.push(mail) }, publicUrl: 'http://shop.test' },
  );
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  const { company, joined } = useCompanies(ctx, mails);

  const filledCart = async (cookie: string, sku = skus[0]!.sku, quantity = 2) => {
    const cart = (await call('POST', '/carts', cookie, {})).json() as Cart;
    const res = await call('POST', `/carts/${cart.id}/items?locale=en`, cookie, { sku, quantity });
    return res.json() as Cart;
  };
  const body = (cart: Cart, paymentMethodCode = 'invoice') => ({
    termsAccepted: true,
    paymentMethodCode,
    cartId: cart.id,
    cart: { version: cart.version },
    orderReference: 'PO-77',
    comment: 'Bitte an Tor 2',
  });
  /** The member orders their cart: refused as needing approval, then asked for approval. */
  async function requested(cookie: string, sku?: string, method?: string) {
    const cart = await filledCart(cookie, sku);
    const refused = await call('POST', '/orders?locale=en', cookie, body(cart, method));
    expect(refused.json()).toMatchObject({ error: { details: { reason: 'needsApproval' } } });
    const res = await call('POST', '/me/order-requests?locale=en', cookie, body(cart, method));
    expect(res.statusCode, res.body).toBe(201);
    return { request: res.json() as OrderRequest, cart };
  }
  const list = async (cookie: string) =>
    ((await call('GET', '/me/order-requests', cookie)).json() as { data: OrderRequest[] }).data;
  const approve = (cookie: string, id: number) => call('POST', `/me/order-requests/${id}/approve?locale=en`, cookie);

  it('turns a requester’s order into a request: the cart emptied, the administrators e-mailed, a repeat the same', async () => {
    const holder = await company('ask-co');
    const requester = await joined(holder.cookie, 'req@ask-co.example', 'requester');
    const { request, cart } = await requested(requester.cookie);
    expect(request).toMatchObject({
      state: 'open',
      why: 'requester',
      requestedBy: 'Rita requester',
      own: true,
      paymentMethodCode: 'invoice',
      cartInfo: { orderReference: 'PO-77', comment: 'Bitte an Tor 2' },
    });
    expect(request.number).toMatch(/^R-\d{6}$/);
    expect(request.cartInfo.cartItems).toEqual([expect.objectContaining({ sku: skus[0]!.sku, quantity: 2 })]);
    const emptied = (await call('GET', `/carts/${cart.id}`, requester.cookie)).json() as Cart;
    expect(emptied.cartItems).toEqual([]);
    const repeat = await call('POST', '/me/order-requests?locale=en', requester.cookie, body(cart));
    expect((repeat.json() as OrderRequest).id).toBe(request.id);
    const told = mails.filter((m) => m.to === holder.email && m.subject.includes(request.number));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`Order request ${request.number} from Rita requester waits for your approval`);
    expect(told[0]!.text).toContain('http://shop.test/en/my-account/approvals');
    expect((await list(holder.cookie)).map((r) => [r.id, r.own])).toEqual([[request.id, false]]);
  });

  it('asks approval of a buyer’s order past their limit, and refuses to hold one within it', async () => {
    const holder = await company('limit-co');
    const buyer = await joined(holder.cookie, 'buy@limit-co.example', 'buyer', { orderLimit: 1 });
    const { request } = await requested(buyer.cookie);
    expect(request).toMatchObject({ why: 'orderLimit', limit: 1 });
    const free = await joined(holder.cookie, 'free@limit-co.example', 'buyer');
    const cart = await filledCart(free.cookie);
    const res = await call('POST', '/me/order-requests?locale=en', free.cookie, body(cart));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { details: { reason: 'noApprovalNeeded' } } });
    // Each sees their own; the administrator all of the company's.
    expect(await list(free.cookie)).toEqual([]);
    expect((await list(buyer.cookie)).map((r) => r.id)).toEqual([request.id]);
  });

  it('places the approved order as the requester’s, in both histories, and tells the requester', async () => {
    const holder = await company('yes-co');
    const requester = await joined(holder.cookie, 'req@yes-co.example', 'requester');
    const buyer = await joined(holder.cookie, 'buy@yes-co.example', 'buyer');
    const { request } = await requested(requester.cookie);
    for (const cookie of [requester.cookie, buyer.cookie]) {
      const res = await approve(cookie, request.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { details: { reason: 'administratorsOnly' } } });
    }
    const res = await approve(holder.cookie, request.id);
    expect(res.statusCode, res.body).toBe(200);
    const { request: approved, priceChanges } = res.json() as Approved;
    expect(priceChanges).toEqual([]);
    expect(approved).toMatchObject({
      state: 'approved',
      decidedBy: `${holder.firstName} ${holder.lastName}`,
      orderTotal: request.cartInfo.grandTotalIncTax,
    });
    const seen = (await call('GET', '/me/orders', requester.cookie)).json() as { data: Order[] };
    const order = seen.data.find((o) => o.transactionnum === approved.orderNumber)!;
    expect(order).toMatchObject({ placedBy: 'Rita requester', confirmed: true, paymentStatus: 'invoice' });
    expect(order.cartInfo).toMatchObject({ orderReference: 'PO-77', comment: 'Bitte an Tor 2' });
    const holderSees = (await call('GET', '/me/orders', holder.cookie)).json() as { data: Order[] };
    expect(holderSees.data.map((o) => o.id)).toContain(approved.orderId);
    const told = mails.findLast((m) => m.to === 'req@yes-co.example')!;
    expect(told.subject).toBe(`Your order request ${request.number} is approved`);
    expect(told.text).toContain(approved.orderNumber!);
    expect((await list(requester.cookie))[0]).toMatchObject({ state: 'approved', orderId: approved.orderId });
    const again = await approve(holder.cookie, request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { details: { reason: 'requestDecided' } } });
  });

  it('rejects with a reason, sends back with a comment (its lines back into the cart), never one’s own', async () => {
    const holder = await company('no-co');
    const requester = await joined(holder.cookie, 'req@no-co.example', 'requester');
    const first = (await requested(requester.cookie)).request;
    const reason = await call('POST', `/me/order-requests/${first.id}/reject`, holder.cookie, { reason: ' ' });
    expect(reason.statusCode).toBe(400);
    const rejected = await call('POST', `/me/order-requests/${first.id}/reject`, holder.cookie, { reason: 'Zu teuer' });
    expect(rejected.json()).toMatchObject({ state: 'rejected', note: 'Zu teuer' });
    expect(mails.findLast((m) => m.to === 'req@no-co.example')!.text).toContain('> Zu teuer');
    expect((await approve(holder.cookie, first.id)).statusCode).toBe(409);

    const { request: second, cart } = await requested(requester.cookie, skus[1]!.sku);
    const restoreOpen = await call('POST', `/me/order-requests/${second.id}/cart?locale=en`, requester.cookie, {
      cartId: cart.id,
    });
    expect(restoreOpen.json()).toMatchObject({ error: { details: { reason: 'requestNotReturned' } } });
    const sent = await call('POST', `/me/order-requests/${second.id}/return`, holder.cookie, {
      comment: 'Nur 1 Stück',
    });
    expect(sent.json()).toMatchObject({ state: 'returned', note: 'Nur 1 Stück' });
    expect(mails.findLast((m) => m.to === 'req@no-co.example')!.subject).toBe(
      `Your order request ${second.number} was sent back with a comment`,
    );
    const back = await call('POST', `/me/order-requests/${second.id}/cart?locale=en`, requester.cookie, {
      cartId: cart.id,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as { cart: Cart }).cart.cartItems).toEqual([
      expect.objectContaining({ sku: skus[1]!.sku, quantity: 2 }),
    ]);
    // The holder's own request, once they asked as a requester: promoted, they still cannot decide it.
    const other = await joined(holder.cookie, 'adm@no-co.example', 'requester');
    const own = (await requested(other.cookie)).request;
    await call('PATCH', `/me/company/members/${other.member.id}`, holder.cookie, { role: 'administrator' });
    const mine = await approve(other.cookie, own.id);
    expect(mine.statusCode).toBe(403);
    expect(mine.json()).toMatchObject({ error: { details: { reason: 'ownRequest' } } });
  });

  it('shows no company another’s requests', async () => {
    const holder = await company('mine-co');
    const requester = await joined(holder.cookie, 'req@mine-co.example', 'requester');
    const { request } = await requested(requester.cookie);
    const stranger = await company('other-co');
    expect(await list(stranger.cookie)).toEqual([]);
    for (const res of [
      await approve(stranger.cookie, request.id),
      await call('POST', `/me/order-requests/${request.id}/reject`, stranger.cookie, { reason: 'x' }),
      await call('POST', `/me/order-requests/${request.id}/return`, stranger.cookie, { comment: 'x' }),
    ])
      expect(res.statusCode).toBe(404);
  });

  it('approves at the day’s prices (the changes answered) and refuses lines no longer in stock, naming them', async () => {
    const holder = await company('price-co');
    const requester = await joined(holder.cookie, 'req@price-co.example', 'requester');
    const product = skus[2]!;
    const { request } = await requested(requester.cookie, product.sku);
    const before = request.cartInfo.cartItems[0]!.price;
    const db = ctx.database.db;
    await db
      .update(prices)
      .set({ regular: before + 500, special: null })
      .where(and(eq(prices.productId, product.id), eq(prices.currency, 'EUR')));
    const res = await approve(holder.cookie, request.id);
    expect(res.statusCode, res.body).toBe(200);
    const { request: approved, priceChanges } = res.json() as Approved;
    expect(priceChanges).toEqual([expect.objectContaining({ sku: product.sku, before, after: before + 500 })]);
    expect(approved.orderTotal).toBeGreaterThan(request.cartInfo.grandTotalIncTax);

    const scarce = skus[3]!;
    const { request: gone } = await requested(requester.cookie, scarce.sku);
    await db
      .update(stock)
      .set({ effectiveStock: 0, externalStock: 0, qty: 0, markedInStock: false })
      .where(eq(stock.productId, scarce.id));
    const refused = await approve(holder.cookie, gone.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { details: { reason: 'linesUnavailable', lines: [{ sku: scarce.sku }] } },
    });
    expect((await list(holder.cookie)).find((r) => r.id === gone.id)!.state).toBe('open');
  });

  it('places one order when two administrators approve the same request at once', async () => {
    const holder = await company('race-co');
    const second = await joined(holder.cookie, 'adm2@race-co.example', 'administrator');
    const requester = await joined(holder.cookie, 'req@race-co.example', 'requester');
    const { request } = await requested(requester.cookie);
    const answers = await Promise.all([approve(holder.cookie, request.id), approve(second.cookie, request.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const placed = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.memberId, requester.member.id));
    expect(placed).toHaveLength(1);
  });
});
