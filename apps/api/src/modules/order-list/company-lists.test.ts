// A business customer's order lists: a member's own lists are theirs alone; the company's lists
// every member sees and orders from, and only its administrators change or share them.
import type { BulkAddResult, Cart, OrderList, OrderListSummary } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { useCompanies } from '../../testing/companies';
import { databaseKinds } from '../../testing/database';
import { buyableProducts } from '../catalog/repository';
import type { Mail } from '../mail';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(databaseKinds)('company order lists on %s', (kind) => {
  const mails: Mail[] = [];
  const skus: string[] = [];
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
      skus.push(...(await buyableProducts(db, { minStock: 20, limit: 2 })).map((product) => product.sku));
    },
    { mailer: { send: async (mail) => void mails.push(mail) }, publicUrl: 'http://shop.test' },
  );
  const { company, joined } = useCompanies(ctx, mails);
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    ctx.api.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const lists = async (cookie: string) =>
    ((await call('GET', '/me/order-lists', cookie)).json() as { data: OrderListSummary[] }).data.map(
      ({ name, shared, mayChange }) => ({ name, shared, mayChange }),
    );
  const create = (cookie: string, name: string, shared?: boolean) =>
    call('POST', '/me/order-lists', cookie, { name, items: [{ number: skus[0]!, quantity: 2 }], shared });
  const listOf = (res: { json: () => unknown }) => (res.json() as { list: OrderList }).list;

  it('keeps a member’s own lists to them and shows the company’s to every member', async () => {
    const admin = await company('lists-co');
    const buyer = await joined(admin.cookie, 'buyer@lists-co.example', 'buyer');
    const requester = await joined(admin.cookie, 'req@lists-co.example', 'requester');

    const standard = await create(admin.cookie, 'Standard', true);
    expect(standard.statusCode, standard.body).toBe(201);
    expect(listOf(standard)).toMatchObject({ shared: true, mayChange: true });
    expect((await create(buyer.cookie, 'Baustelle Nord')).statusCode).toBe(201);
    // Another member's own list may bear the same name: they never see each other's.
    expect((await create(requester.cookie, 'Baustelle Nord')).statusCode).toBe(201);

    expect(await lists(admin.cookie)).toEqual([{ name: 'Standard', shared: true, mayChange: true }]);
    expect(await lists(buyer.cookie)).toEqual([
      { name: 'Baustelle Nord', shared: false, mayChange: true },
      { name: 'Standard', shared: true, mayChange: false },
    ]);
    // A name the member sees already is taken, the company's as much as their own.
    const clash = await create(buyer.cookie, 'Standard');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('You have a list called "Standard" already');

    // The buyer's own list is nobody else's: the administrator is told it does not exist.
    const own = (await call('GET', '/me/order-lists', buyer.cookie)).json() as { data: OrderListSummary[] };
    const buyersList = own.data.find((list) => list.name === 'Baustelle Nord')!;
    expect((await call('GET', `/me/order-lists/${buyersList.id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/me/order-lists/${buyersList.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('lets every member order from the company’s lists and only administrators change or share them', async () => {
    const admin = await company('shared-co');
    const buyer = await joined(admin.cookie, 'buyer@shared-co.example', 'buyer');
    const { id } = listOf(await create(admin.cookie, 'Werkstatt', true));

    // The buyer puts the company's list into their own cart...
    const cart = (await call('POST', '/carts', buyer.cookie, {})).json() as Cart;
    const added = await call('POST', `/me/order-lists/${id}/cart`, buyer.cookie, { cartId: cart.id });
    expect(added.statusCode, added.body).toBe(200);
    const { cart: filled } = added.json() as BulkAddResult;
    expect(filled.cartItems.map((line) => [line.sku, line.quantity])).toEqual([[skus[0], 2]]);

    // ...but changes it in no way.
    const refused = "Only your company's administrators can change or share its order lists";
    for (const [method, url, payload] of [
      ['PATCH', `/me/order-lists/${id}`, { name: 'Meine' }],
      ['POST', `/me/order-lists/${id}/items`, { items: [{ number: skus[1]!, quantity: 1 }] }],
      ['PUT', `/me/order-lists/${id}/shared`, { shared: false }],
      ['DELETE', `/me/order-lists/${id}`, undefined],
    ] as const) {
      const res = await call(method, url, buyer.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe(refused);
    }
    expect((await create(buyer.cookie, 'Geteilt', true)).statusCode).toBe(403);

    // Only administrators share: not even the buyer's own list.
    const mine = listOf(await create(buyer.cookie, 'Meine Liste'));
    expect((await call('PUT', `/me/order-lists/${mine.id}/shared`, buyer.cookie, { shared: true })).statusCode).toBe(
      403,
    );

    // The administrator takes the company's list back as their own: the buyer no longer sees it.
    const back = await call('PUT', `/me/order-lists/${id}/shared`, admin.cookie, { shared: false });
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as OrderList).shared).toBe(false);
    expect((await call('GET', `/me/order-lists/${id}`, buyer.cookie)).statusCode).toBe(404);
    // And shares it again; renaming their own list to the company list's name is refused.
    const again = await call('PUT', `/me/order-lists/${id}/shared`, admin.cookie, { shared: true });
    expect((again.json() as OrderList).shared).toBe(true);
    const other = listOf(await create(admin.cookie, 'Werkstatt 2'));
    expect((await call('PATCH', `/me/order-lists/${other.id}`, admin.cookie, { name: 'Werkstatt' })).statusCode).toBe(
      409,
    );
    expect(await lists(buyer.cookie)).toContainEqual({ name: 'Werkstatt', shared: true, mayChange: false });
  });

  it('refuses sharing where the company has a list of that name already', async () => {
    const admin = await company('twin-co');
    const other = await joined(admin.cookie, 'admin2@twin-co.example', 'administrator');
    // The second administrator's own list first, the company's of that name after: neither saw the other.
    const own = listOf(await create(other.cookie, 'Lager'));
    listOf(await create(admin.cookie, 'Lager', true));
    const res = await call('PUT', `/me/order-lists/${own.id}/shared`, other.cookie, { shared: true });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe('You have a list called "Lager" already');
  });

  it('passes a removed member’s own lists to the company, naming them after the member where a name is taken', async () => {
    const admin = await company('leaver-co');
    const buyer = await joined(admin.cookie, 'buyer@leaver-co.example', 'buyer');
    const stays = await joined(admin.cookie, 'stays@leaver-co.example', 'buyer');
    // The buyer's own list first, the company's of that name after: neither saw the other.
    const site = listOf(await create(buyer.cookie, 'Baustelle Süd'));
    expect(listOf(await create(admin.cookie, 'Baustelle Süd', true)).shared).toBe(true);
    expect(listOf(await create(buyer.cookie, 'Werkzeug')).shared).toBe(false);
    expect(listOf(await create(stays.cookie, 'Werkzeug')).shared).toBe(false);
    expect(listOf(await create(buyer.cookie, 'Lager')).shared).toBe(false);

    const removed = await call('DELETE', `/me/company/members/${buyer.member.id}`, admin.cookie);
    expect(removed.statusCode, removed.body).toBe(200);

    // The company keeps them, with their lines; no member is shown two lists of one name.
    const byName = (all: { name: string }[]) => all.sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(await lists(admin.cookie))).toEqual([
      { name: 'Baustelle Süd', shared: true, mayChange: true },
      { name: 'Baustelle Süd (Rita buyer)', shared: true, mayChange: true },
      { name: 'Lager', shared: true, mayChange: true },
      { name: 'Werkzeug (Rita buyer)', shared: true, mayChange: true },
    ]);
    const kept = await call('GET', `/me/order-lists/${site.id}`, admin.cookie);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as OrderList).items.map((line) => [line.product.sku, line.quantity])).toEqual([[skus[0], 2]]);
    expect(byName(await lists(stays.cookie))).toEqual([
      { name: 'Baustelle Süd', shared: true, mayChange: false },
      { name: 'Baustelle Süd (Rita buyer)', shared: true, mayChange: false },
      { name: 'Lager', shared: true, mayChange: false },
      { name: 'Werkzeug', shared: false, mayChange: true },
      { name: 'Werkzeug (Rita buyer)', shared: true, mayChange: false },
    ]);
  });
});
