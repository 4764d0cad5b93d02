// The authorization matrix of a company's member roles: every company operation (members, order
// requests) × administrator, buyer and requester of one company, each with the exact status it must
// get. Each call is valid and aimed at the company's own resources (another member, a requester's
// open request, the caller's own request sent back), so a refusal can only come from the role.
// Other companies and sessions are the authorization matrix's (authorization-matrix.test.ts).
import type { Cart, CompanyMember, OrderRequest } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../tools/seed/catalog';
import { buyableProducts } from '../modules/catalog/repository';
import { addresses } from '../modules/customer/tables';
import type { Mail } from '../modules/mail';
import { useTestApi } from '../testing/api';
import { cookieJar, useCustomers } from '../testing/customers';
import { databaseKinds } from '../testing/database';
import { defaultAddressRow } from '../testing/fixtures';

const roles = ['administrator', 'buyer', 'requester'] as const;
type Role = (typeof roles)[number];
type Expected = Record<Role, number>;
const all = (status: number): Expected => ({ administrator: status, buyer: status, requester: status });
const administratorOnly = (status: number): Expected => ({ ...all(403), administrator: status });

/** Who gets what. A buyer without limits and an administrator need no approval (409). */
const expected = {
  listCompanyMembers: all(200),
  inviteCompanyMember: administratorOnly(201),
  updateCompanyMember: administratorOnly(200),
  removeCompanyMember: administratorOnly(200),
  requestOrderApproval: { administrator: 409, buyer: 409, requester: 201 },
  listOrderRequests: all(200),
  approveOrderRequest: administratorOnly(200),
  rejectOrderRequest: administratorOnly(200),
  returnOrderRequest: administratorOnly(200),
  // The caller's own request sent back: each member puts their own lines back.
  restoreOrderRequest: all(200),
};

describe.each(databaseKinds)('member roles on %s', (kind) => {
  const mails: Mail[] = [];
  const skus: string[] = [];
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
      skus.push(...(await buyableProducts(db, { minStock: 50, limit: 1 })).map((p) => p.sku));
    },
    { mailer: { send: async (mail) => void mails.push(mail) }, publicUrl: 'http://shop.test' },
  );
  const newCustomer = useCustomers(ctx);
  const call = (method: string, url: string, cookie: string, payload?: object) =>
    ctx.api.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  let serial = 0;

  /** Invites a member, who sets their password by the e-mail's link; answers their id and session. */
  async function joined(adminCookie: string, role: Role, limits = {}) {
    const email = `${role}-${++serial}@roles.example`;
    const res = await call('POST', '/me/company/members', adminCookie, {
      firstName: 'M',
      lastName: role,
      email,
      role,
      ...limits,
    });
    const token = new URL(
      /http:\/\/shop\.test\S+/.exec(mails.findLast((m) => m.to === email)!.text)![0],
    ).searchParams.get('token');
    await call('POST', '/password-resets/complete', '', { token, password: 'member-pass-1' });
    const session = await call('POST', '/session', '', { username: email, password: 'member-pass-1' });
    return { id: (res.json() as CompanyMember).id, cookie: cookieJar(session) };
  }
  const orderBody = async (cookie: string) => {
    let cart = (await call('POST', '/carts', cookie, {})).json() as Cart;
    cart = (await call('POST', `/carts/${cart.id}/items`, cookie, { sku: skus[0], quantity: 1 })).json() as Cart;
    return { termsAccepted: true, paymentMethodCode: 'invoice', cartId: cart.id, cart: { version: cart.version } };
  };
  /** An order request of the member (made a requester for it, then given `role` back). */
  async function requestOf(holderCookie: string, member: { id: number; cookie: string }, role: Role) {
    if (role !== 'requester')
      await call('PATCH', `/me/company/members/${member.id}`, holderCookie, { role: 'requester' });
    const res = await call('POST', '/me/order-requests', member.cookie, await orderBody(member.cookie));
    if (role !== 'requester') await call('PATCH', `/me/company/members/${member.id}`, holderCookie, { role });
    return (res.json() as OrderRequest).id;
  }

  it.each(roles)('gives a company’s %s exactly its rights', async (role) => {
    const holder = await newCustomer(`roles-${role}`, { locale: 'en' });
    await ctx.database.db
      .insert(addresses)
      .values({ ...defaultAddressRow(holder, { street: 'Werkstraße 1', city: 'Köln' }), company: 'Rollen GmbH' });
    const caller = await joined(holder.cookie, role);
    const requester = await joined(holder.cookie, 'requester');
    const open = async () => requestOf(holder.cookie, requester, 'requester');
    const cartId = ((await call('POST', '/carts', caller.cookie, {})).json() as Cart).id;
    const requests: Record<keyof typeof expected, () => Promise<[string, string, object?]>> = {
      listCompanyMembers: async () => ['GET', '/me/company/members'],
      inviteCompanyMember: async () => [
        'POST',
        '/me/company/members',
        { firstName: 'N', lastName: 'Neu', email: `new-${++serial}@roles.example`, role: 'buyer' },
      ],
      updateCompanyMember: async () => ['PATCH', `/me/company/members/${requester.id}`, { orderLimit: 5000 }],
      removeCompanyMember: async () => ['DELETE', `/me/company/members/${(await joined(holder.cookie, 'buyer')).id}`],
      requestOrderApproval: async () => ['POST', '/me/order-requests', await orderBody(caller.cookie)],
      listOrderRequests: async () => ['GET', '/me/order-requests'],
      approveOrderRequest: async () => ['POST', `/me/order-requests/${await open()}/approve`],
      rejectOrderRequest: async () => ['POST', `/me/order-requests/${await open()}/reject`, { reason: 'Nein' }],
      returnOrderRequest: async () => ['POST', `/me/order-requests/${await open()}/return`, { comment: 'Weniger' }],
      restoreOrderRequest: async () => {
        const own = await requestOf(holder.cookie, caller, role);
        await call('POST', `/me/order-requests/${own}/return`, holder.cookie, { comment: 'Weniger' });
        return ['POST', `/me/order-requests/${own}/cart`, { cartId }];
      },
    };
    const seen = {} as Record<keyof typeof expected, number>;
    for (const id of Object.keys(expected) as (keyof typeof expected)[]) {
      const [method, url, body] = await requests[id]();
      seen[id] = (await call(method, url, caller.cookie, body)).statusCode;
    }
    expect(seen).toEqual(Object.fromEntries(Object.entries(expected).map(([id, row]) => [id, row[role]])));
  });
});
