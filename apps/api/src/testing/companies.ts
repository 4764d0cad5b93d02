import type { CompanyMember, User } from '@shop/contracts';
import { expect } from 'vitest';
import { addresses } from '../modules/customer/tables';
import type { Mail } from '../modules/mail';
import type { ShopApi } from '../server';
import { cookieJar, useCustomers } from './customers';
import type { TestDatabase } from './database';
import { defaultAddressRow } from './fixtures';

type Role = CompanyMember['role'];

/**
 * Business customers of a test's own and their members, made as the shop makes them: an address
 * naming a company, members invited by an administrator, each choosing a password through the
 * invitation's link in `mails` (the test API's mailer must keep them and its publicUrl be
 * http(s)://shop.test).
 */
export function useCompanies(ctx: { api: ShopApi; database: TestDatabase }, mails: Mail[]) {
  const newCustomer = useCustomers(ctx);
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  return {
    /** A business customer, logged in as its account holder (an administrator). */
    async company(name: string) {
      const holder = await newCustomer(name, { locale: 'en' });
      await ctx.database.db
        .insert(addresses)
        .values({ ...defaultAddressRow(holder, { street: 'Werkstraße 1', city: 'Köln' }), company: `${name} GmbH` });
      const me = (await call('GET', '/me', holder.cookie)).json() as User;
      return { ...holder, memberId: me.member.id };
    },

    /** Invites a member and lets them choose their password through the e-mail's link; answers their session. */
    async joined(adminCookie: string, email: string, role: Role, limits = {}) {
      const res = await call('POST', '/me/company/members', adminCookie, {
        firstName: 'Rita',
        lastName: role,
        email,
        role,
        ...limits,
      });
      expect(res.statusCode, res.body).toBe(201);
      const member = res.json() as CompanyMember;
      const mail = mails.findLast((m) => m.to === email)!;
      const token = new URL(/https?:\/\/shop\.test\S+/.exec(mail.text)![0]).searchParams.get('token')!;
      const set = await call('POST', '/password-resets/complete', '', { token, password: 'member-pass-1' });
      expect(set.statusCode, set.body).toBe(200);
      const session = await call('POST', '/session', '', { username: email, password: 'member-pass-1' });
      expect(session.statusCode, session.body).toBe(200);
      return { member, cookie: cookieJar(session), user: session.json() as User };
    },
  };
}
