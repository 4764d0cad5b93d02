import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { cookieJar } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { customers } from '../customer/tables';

describe.each(databaseKinds)('reviews on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 50, now: new Date('2026-06-01T00:00:00Z') });
    const passwordHash = await hash('review-pass-1');
    await db.insert(customers).values([
      { email: 'grete@example.com', customerNumber: 'K-30001', firstName: 'Grete', lastName: 'Berger', passwordHash },
      { email: 'hans@example.com', customerNumber: 'K-30002', firstName: 'Hans', lastName: 'Kurz', passwordHash },
    ]);
  });
  const login = async (username: string) =>
    cookieJar(
      await ctx.api.inject({ method: 'POST', url: '/session', payload: { username, password: 'review-pass-1' } }),
    );
  const write = (cookie: string, payload: object) =>
    ctx.api.inject({ method: 'PUT', url: '/me/reviews', headers: { cookie }, payload });

  it('lets a customer write, change, list and delete their review; it shows on the product', async () => {
    const grete = await login('grete@example.com');
    const hans = await login('hans@example.com');
    expect(
      (await write(grete, { productId: 1, rating: 4, title: 'Solide', body: 'Gut verarbeitet.' })).statusCode,
    ).toBe(200);
    expect((await write(hans, { productId: 1, rating: 2, title: 'Naja', body: 'Zu schwer.' })).statusCode).toBe(200);
    const again = await write(grete, {
      productId: 1,
      rating: 5,
      title: 'Sehr solide',
      body: 'Nach einem Jahr noch top.',
    });
    expect(again.json()).toMatchObject({ rating: 5, authorName: 'Grete B.' });

    const shown = (await ctx.api.inject('/products/1/reviews')).json();
    expect(shown.count).toBe(2);
    expect(shown.average).toBe(3.5);
    expect(shown.data.map((r: { title: string }) => r.title).sort()).toEqual(['Naja', 'Sehr solide']);

    const mine = (await ctx.api.inject({ url: '/me/reviews?locale=en', headers: { cookie: grete } })).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ productId: 1, sku: 'WH-000001', title: 'Sehr solide' });
    expect(mine.data[0].productName).not.toBe('');

    // Another customer's review is not theirs to delete.
    expect(
      (await ctx.api.inject({ method: 'DELETE', url: `/me/reviews/${mine.data[0].id}`, headers: { cookie: hans } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.api.inject({ method: 'DELETE', url: `/me/reviews/${mine.data[0].id}`, headers: { cookie: grete } }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.api.inject('/products/1/reviews')).json()).toMatchObject({ count: 1, average: 2 });
  });

  it.each([
    [{ productId: 1, rating: 0, title: 'x', body: 'y' }, 'body.rating', 'Choose a rating', 'invalid'],
    [{ productId: 1, rating: 6, title: 'x', body: 'y' }, 'body.rating', 'Choose a rating', 'invalid'],
    [{ productId: 1, rating: 3, title: ' ', body: 'y' }, 'body.title', 'This field is required', 'required'],
    [{ productId: 1, rating: 3, title: 'x', body: '' }, 'body.body', 'This field is required', 'required'],
    [
      { productId: 999999, rating: 3, title: 'x', body: 'y' },
      'body.productId',
      'this product does not exist',
      'invalid',
    ],
  ])('refuses %o naming the field', async (payload, path, message, code) => {
    const res = await write(await login('grete@example.com'), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toContainEqual(expect.objectContaining({ path, message, code }));
  });

  it('needs a login to write', async () => {
    expect((await write('', { productId: 1, rating: 3, title: 'x', body: 'y' })).statusCode).toBe(401);
    expect((await ctx.api.inject('/products/2/reviews')).json()).toEqual({ data: [], count: 0, average: null });
  });
});
