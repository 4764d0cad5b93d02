// A business customer's quotes: the member who asks is recorded by name and e-mail, the offer is
// mailed to them, and the company's other members see the quote with who asked; a request not
// answered yet may be withdrawn.
import type { AdminQuote, Cart, Quote } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { testAdminToken, useTestApi } from '../../testing/api';
import { useCompanies } from '../../testing/companies';
import { databaseKinds } from '../../testing/database';
import { buyableProducts } from '../catalog';
import type { Mail } from '../mail';

describe.each(databaseKinds)('company quotes on %s', (kind) => {
  const mails: Mail[] = [];
  const skus: string[] = [];
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
      skus.push(...(await buyableProducts(db, { minStock: 50, limit: 1 })).map((product) => product.sku));
    },
    { mailer: { send: async (mail) => void mails.push(mail) }, publicUrl: 'http://shop.test' },
  );
  const { company, joined } = useCompanies(ctx, mails);
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('records the member who asked, mails the offer to them and shows the company who asked', async () => {
    const admin = await company('quoting-co');
    const buyer = await joined(admin.cookie, 'rita@quoting-co.example', 'buyer');
    let cart = (await call('POST', '/carts', buyer.cookie, {})).json() as Cart;
    cart = (
      await call('POST', `/carts/${cart.id}/items`, buyer.cookie, { sku: skus[0]!, quantity: 20 })
    ).json() as Cart;
    const asked = await call('POST', '/me/quotes?locale=en', buyer.cookie, {
      items: [{ sku: skus[0]!, quantity: 20 }],
      comment: 'Rohbau',
      cartId: cart.id,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote = asked.json() as Quote;
    expect(quote).toMatchObject({ requestedBy: 'rita@quoting-co.example', requestedByName: 'Rita buyer' });

    // The administrator sees the company's quote and who asked for it.
    const seen = (await call('GET', '/me/quotes', admin.cookie)).json() as { data: Quote[] };
    expect(seen.data.map((q) => [q.number, q.requestedByName])).toEqual([[quote.number, 'Rita buyer']]);

    const sent = await ctx.api.inject({
      method: 'POST',
      url: `/admin/api/quotes/${quote.id}/send`,
      headers: { authorization: `Bearer ${testAdminToken}` },
      payload: {
        lines: [{ id: quote.lines[0]!.id, discountPercent: 10 }],
        validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        message: '',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as AdminQuote).requestedByName).toBe('Rita buyer');
    const offer = mails.findLast((mail) => mail.subject.includes(quote.number))!;
    expect(offer.to).toBe('rita@quoting-co.example');
    expect(offer.text).toContain('Hello Rita buyer,');
  });

  it('lets a member withdraw a request not answered yet', async () => {
    const admin = await company('withdrawing-co');
    let cart = (await call('POST', '/carts', admin.cookie, {})).json() as Cart;
    cart = (await call('POST', `/carts/${cart.id}/items`, admin.cookie, { sku: skus[0]!, quantity: 5 })).json() as Cart;
    const asked = (
      await call('POST', '/me/quotes?locale=en', admin.cookie, {
        items: [{ sku: skus[0]!, quantity: 5 }],
        comment: '',
        cartId: cart.id,
      })
    ).json() as Quote;
    const withdrawn = await call('POST', `/me/quotes/${asked.id}/decline`, admin.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((withdrawn.json() as Quote).state).toBe('declined');
  });
});
