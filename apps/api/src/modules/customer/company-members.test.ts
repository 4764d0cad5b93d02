// A business customer's members: each their own login, cart and role; administrators invite and
// manage them, nobody changes their own role or limits, a company keeps an active administrator,
// a disabled member's sessions end, and the company's orders show who placed them.
import type { Cart, CompanyMember, Order, User } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { useCompanies } from '../../testing/companies';
import { customerPassword } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf } from '../../testing/merchant';
import { buyableProducts } from '../catalog/repository';
import type { Mail } from '../mail';
import { addresses, companyMembers } from './tables';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(databaseKinds)('company members on %s', (kind) => {
  const mails: Mail[] = [];
  const skus: { sku: string; id: number }[] = [];
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 60, now: new Date('2026-06-01T00:00:00Z') });
      skus.push(...(await buyableProducts(db, { minStock: 20, limit: 2 })));
    },
    { mailer: { send: async (mail) => void mails.push(mail) }, publicUrl: 'http://shop.test' },
  );
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const login = (username: string, password = customerPassword) => call('POST', '/session', '', { username, password });
  const members = async (cookie: string) =>
    ((await call('GET', '/me/company/members', cookie)).json() as { data: CompanyMember[] }).data;

  const { company, joined } = useCompanies(ctx, mails);

  const cartWith = async (cookie: string, quantity = 1) => {
    let cart = (await call('POST', '/carts', cookie, {})).json() as Cart;
    cart = (await call('POST', `/carts/${cart.id}/items`, cookie, { sku: skus[0]!.sku, quantity })).json() as Cart;
    return cart;
  };
  const order = async (cookie: string, quantity = 1) => {
    const cart = await cartWith(cookie, quantity);
    return call('POST', '/orders', cookie, {
      termsAccepted: true,
      paymentMethodCode: 'invoice',
      cartId: cart.id,
      cart: { version: cart.version },
    });
  };

  it('makes every login its company’s account holder and administrator, by e-mail or customer number', async () => {
    const holder = await company('holder-co');
    const byNumber = await login(holder.customerNumber);
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    const user = byNumber.json() as User;
    expect(user.member).toMatchObject({ role: 'administrator', business: true });
    const list = await members(holder.cookie);
    expect(list).toEqual([
      expect.objectContaining({ id: user.member.id, email: holder.email, accountHolder: true, state: 'active' }),
    ]);
  });

  it('invites a member by e-mail in the company’s language; the link sets their password, valid 7 days', async () => {
    const holder = await company('invite-co');
    const res = await call('POST', '/me/company/members', holder.cookie, {
      firstName: 'Ben',
      lastName: 'Buyer',
      email: 'ben@invite-co.example',
      role: 'buyer',
      orderLimit: 50_000,
      monthlyLimit: 200_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const invited = res.json() as CompanyMember;
    expect(invited).toMatchObject({ role: 'buyer', orderLimit: 50_000, monthlyLimit: 200_000, state: 'invited' });
    const days = (Date.parse(invited.invitedUntil!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    const mail = mails.findLast((m) => m.to === 'ben@invite-co.example')!;
    expect(mail.subject).toBe('Your login for invite-co GmbH at Werkhaus');
    expect(mail.text).toContain('http://shop.test/en/create-password?token=');
    expect((await login('ben@invite-co.example', 'anything-1')).statusCode).toBe(401);
    const token = new URL(/http:\/\/shop\.test\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect((await call('POST', '/password-resets/complete', '', { token, password: 'ben-pass-1' })).statusCode).toBe(
      200,
    );
    const session = await login('BEN@invite-co.example', 'ben-pass-1');
    expect(session.statusCode, session.body).toBe(200);
    const ben = session.json() as User;
    expect(ben).toMatchObject({ email: 'ben@invite-co.example', firstName: 'Ben', customernum: holder.customerNumber });
    expect(ben.member.role).toBe('buyer');
    // The account holder's login is untouched.
    expect((await login(holder.email)).statusCode).toBe(200);
    expect((await members(holder.cookie)).find((m) => m.id === invited.id)?.state).toBe('active');
  });

  it('keeps one login per e-mail address, customers’ and members’ alike', async () => {
    const holder = await company('unique-co');
    const other = await company('unique-other');
    const clash = await call('POST', '/me/company/members', holder.cookie, {
      firstName: 'X',
      lastName: 'Y',
      email: other.email,
      role: 'buyer',
    });
    expect(clash.statusCode).toBe(409);
    await joined(holder.cookie, 'once@unique-co.example', 'buyer');
    const again = await call('POST', '/me/company/members', other.cookie, {
      firstName: 'X',
      lastName: 'Y',
      email: 'ONCE@unique-co.example',
      role: 'buyer',
    });
    expect(again.statusCode).toBe(409);
    const register = await call('POST', '/customers', '', {
      email: 'once@unique-co.example',
      password: 'whatever-1',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(register.statusCode, register.body).toBe(409);
  });

  it('lets only administrators manage members, and nobody change their own role or limits', async () => {
    const holder = await company('rights-co');
    const buyer = await joined(holder.cookie, 'buyer@rights-co.example', 'buyer', { orderLimit: 10_000 });
    const raise = await call('PATCH', `/me/company/members/${buyer.member.id}`, buyer.cookie, {
      orderLimit: 9_000_000,
    });
    expect(raise.statusCode).toBe(403);
    const invite = await call('POST', '/me/company/members', buyer.cookie, {
      firstName: 'A',
      lastName: 'B',
      email: 'sneaky@rights-co.example',
      role: 'administrator',
    });
    expect(invite.statusCode).toBe(403);
    expect((await call('DELETE', `/me/company/members/${holder.memberId}`, buyer.cookie)).statusCode).toBe(403);
    // The buyer reads the list (whom to ask), and changes no address of the company.
    expect((await members(buyer.cookie)).map((m) => m.role).sort()).toEqual(['administrator', 'buyer']);
    const [address] = await ctx.database.db.select().from(addresses).where(eq(addresses.customerId, holder.id));
    expect((await call('DELETE', `/me/addresses/${address!.id}`, buyer.cookie)).statusCode).toBe(403);
    const own = await call('PATCH', `/me/company/members/${holder.memberId}`, holder.cookie, { role: 'buyer' });
    expect(own.statusCode).toBe(403);
    expect((own.json() as { error: { details: { reason: string } } }).error.details.reason).toBe('ownMembership');
    const [row] = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.id, buyer.member.id));
    expect(row!.orderLimit).toBe(10_000);
    // The administrator changes the buyer's limits and role.
    const changed = await call('PATCH', `/me/company/members/${buyer.member.id}`, holder.cookie, {
      orderLimit: 25_000,
      monthlyLimit: null,
      role: 'requester',
    });
    expect(changed.json()).toMatchObject({ orderLimit: 25_000, monthlyLimit: null, role: 'requester' });
  });

  it('never shows or changes another company’s members', async () => {
    const a = await company('company-a');
    const b = await company('company-b');
    const member = await joined(a.cookie, 'm@company-a.example', 'buyer');
    expect((await members(b.cookie)).map((m) => m.email)).toEqual([b.email]);
    const path = `/me/company/members/${member.member.id}`;
    expect((await call('PATCH', path, b.cookie, { disabled: true })).statusCode).toBe(404);
    expect((await call('DELETE', path, b.cookie)).statusCode).toBe(404);
    expect((await members(member.cookie)).map((m) => m.email).sort()).toEqual([a.email, 'm@company-a.example']);
  });

  it('ends a disabled member’s sessions and refuses their login; enabled, they log in again', async () => {
    const holder = await company('disable-co');
    const buyer = await joined(holder.cookie, 'gone@disable-co.example', 'buyer');
    expect((await call('GET', '/me', buyer.cookie)).statusCode).toBe(200);
    const off = await call('PATCH', `/me/company/members/${buyer.member.id}`, holder.cookie, { disabled: true });
    expect(off.json()).toMatchObject({ state: 'disabled' });
    expect((await call('GET', '/me', buyer.cookie)).statusCode).toBe(401);
    expect((await call('POST', '/session/refresh', buyer.cookie)).statusCode).toBe(401);
    const refused = await login('gone@disable-co.example', 'member-pass-1');
    expect(refused.statusCode).toBe(403);
    await call('PATCH', `/me/company/members/${buyer.member.id}`, holder.cookie, { disabled: false });
    expect((await login('gone@disable-co.example', 'member-pass-1')).statusCode).toBe(200);
  });

  it('keeps an active administrator: staff cannot disable the last one; the account holder is never removed', async () => {
    const holder = await company('last-co');
    const admin = (method: Method, url: string, payload?: object) =>
      ctx.api.inject({ method, url, headers: { authorization: 'Bearer test-admin-token-0123456789abcdef' }, payload });
    const url = `/admin/api/customers/${holder.id}/members/${holder.memberId}`;
    const last = await admin('PATCH', url, { disabled: true });
    expect(last.statusCode, last.body).toBe(409);
    expect(last.json()).toMatchObject({ error: { problem: 'lastAdministrator' } });
    const second = await joined(holder.cookie, 'second@last-co.example', 'administrator');
    expect((await call('DELETE', `/me/company/members/${holder.memberId}`, second.cookie)).statusCode).toBe(409);
    // With a second administrator, staff may disable the first (audited); its sessions end.
    const off = await admin('PATCH', url, { disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('GET', '/me', holder.cookie)).statusCode).toBe(401);
    const rows = await auditRowsOf(ctx.database.db, 'customer', holder.customerNumber);
    expect(rows.at(-1)).toMatchObject({ action: 'customer.member.disable', actor: 'admin-key' });
    const staffView = await admin('GET', `/admin/api/customers/${holder.id}`);
    expect((staffView.json() as { members: CompanyMember[] }).members.map((m) => m.state)).toEqual([
      'disabled',
      'active',
    ]);
    // The second administrator removes a member: gone from the list, their e-mail free again.
    const buyer = await joined(second.cookie, 'temp@last-co.example', 'buyer');
    const after = await call('DELETE', `/me/company/members/${buyer.member.id}`, second.cookie);
    expect((after.json() as { data: CompanyMember[] }).data.map((m) => m.email)).not.toContain('temp@last-co.example');
    expect((await call('GET', '/me', buyer.cookie)).statusCode).toBe(401);
    expect((await login('temp@last-co.example', 'member-pass-1')).statusCode).toBe(401);
  });

  it('gives each member their own cart, and shows every member the company’s orders with who placed them', async () => {
    const holder = await company('orders-co');
    const buyer = await joined(holder.cookie, 'cart@orders-co.example', 'buyer');
    const holderCart = await cartWith(holder.cookie);
    const buyerCart = (await call('POST', '/carts', buyer.cookie, {})).json() as Cart;
    expect(buyerCart.id).not.toBe(holderCart.id);
    expect((await call('GET', `/carts/${holderCart.id}`, buyer.cookie)).statusCode).toBe(404);
    const placed = await order(buyer.cookie);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((placed.json() as Order).placedBy).toBe('Rita buyer');
    const seen = (await call('GET', '/me/orders', holder.cookie)).json() as { data: Order[] };
    expect(seen.data.map((o) => o.placedBy)).toContain('Rita buyer');
    const own = await order(holder.cookie);
    expect((own.json() as Order).placedBy).toBe(`${holder.firstName} ${holder.lastName}`);
  });

  it('refuses, as needing approval, a requester’s order and a buyer’s past their limit per order or month', async () => {
    const holder = await company('limits-co');
    const requester = await joined(holder.cookie, 'req@limits-co.example', 'requester');
    const asked = await order(requester.cookie);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ error: { details: { reason: 'needsApproval', why: 'requester' } } });
    const buyer = await joined(holder.cookie, 'lim@limits-co.example', 'buyer', { orderLimit: 1 });
    const over = await order(buyer.cookie);
    expect(over.json()).toMatchObject({ error: { details: { reason: 'needsApproval', why: 'orderLimit', limit: 1 } } });
    const first = await order(holder.cookie);
    const total = (first.json() as Order).cartInfo.grandTotalIncTax;
    await call('PATCH', `/me/company/members/${buyer.member.id}`, holder.cookie, {
      orderLimit: null,
      monthlyLimit: total + 1,
    });
    // The buyer's cart still holds the line of the refused order.
    const within = await call('POST', '/orders', buyer.cookie, {
      termsAccepted: true,
      paymentMethodCode: 'invoice',
      cartId: buyer.user.activeCart ?? ((await call('POST', '/carts', buyer.cookie, {})).json() as Cart).id,
      cart: { version: ((await call('POST', '/carts', buyer.cookie, {})).json() as Cart).version },
    });
    expect(within.statusCode, within.body).toBe(201);
    const month = await order(buyer.cookie);
    expect(month.json()).toMatchObject({ error: { details: { reason: 'needsApproval', why: 'monthlyLimit' } } });
  });
});
