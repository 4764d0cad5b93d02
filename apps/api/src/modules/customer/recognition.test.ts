import type { ProductDetail } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import type { DatabaseHandle, ListenEvents } from '../../db/connection';
import { useTestApi } from '../../testing/api';
import { cookieJar, useCustomers } from '../../testing/customers';
import { changeElsewhere, databaseKinds } from '../../testing/database';
import { givePriceList, setListPrice } from '../../testing/fixtures';
import { buyableProducts } from '../catalog/repository';
import { customerRecognition, KEPT_MS, type RecognisedCustomer } from './recognition';
import { customers } from './tables';

/** A database that only listens: the test says when changes are announced and when listening fails. */
async function recognitionOnStub() {
  let events!: ListenEvents;
  const database = {
    listen: async (_channel: string, listening: ListenEvents) => {
      events = listening;
      listening.connected();
      return async () => {};
    },
  } as unknown as DatabaseHandle;
  let clock = 1_000_000;
  const recognition = await customerRecognition(database, () => clock);
  let reads = 0;
  const row = (id: number, tokenVersion = 0) =>
    recognition.row(id, async (): Promise<RecognisedCustomer> => {
      reads++;
      return { id, customerNumber: `K-${id}`, excludeTax: false, tokenVersion, endedSessions: [] };
    });
  return {
    recognition,
    row,
    events: () => events,
    reads: () => reads,
    pass: (ms: number) => {
      clock += ms;
    },
  };
}

describe('recognition: the rows kept in memory', () => {
  it('reads a row once and drops it when its change is announced, forgotten, or the table truncated', async () => {
    const kept = await recognitionOnStub();
    await kept.row(1);
    await kept.row(1);
    await kept.row(2);
    expect(kept.reads()).toBe(2);

    kept.events().notify('1');
    await kept.row(1);
    await kept.row(2);
    expect(kept.reads()).toBe(3);

    kept.recognition.forget(2);
    await kept.row(2);
    expect(kept.reads()).toBe(4);

    kept.events().notify('*');
    await kept.row(1);
    await kept.row(2);
    expect(kept.reads()).toBe(6);
  });

  it('reads every time while changes are not heard, and keeps nothing from before', async () => {
    const kept = await recognitionOnStub();
    await kept.row(1);
    kept.events().lost();
    await kept.row(1);
    await kept.row(1);
    expect(kept.reads()).toBe(3);
    kept.events().connected();
    await kept.row(1);
    await kept.row(1);
    expect(kept.reads()).toBe(4);
  });

  it('keeps a row no longer than its lifetime, even if no change is heard', async () => {
    const kept = await recognitionOnStub();
    await kept.row(1);
    kept.pass(KEPT_MS);
    await kept.row(1);
    expect(kept.reads()).toBe(1);
    kept.pass(1);
    await kept.row(1);
    expect(kept.reads()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const kept = await recognitionOnStub();
    await expect(kept.recognition.row(1, () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    await kept.row(1);
    await kept.row(1);
    expect(kept.reads()).toBe(1);
  });
});

/**
 * A customer's requests are recognised by their access token and their row's deciding columns,
 * kept in memory until the database announces a change (recognition.ts, migration 0021). These
 * tests change those columns the way this API, another API process and the ERP do, and check that
 * no request is recognised by a row that no longer holds. Guests see no prices here, so a read's
 * price says whether it was recognised as the customer.
 */
describe.each(databaseKinds)('recognising customers on %s', (kind) => {
  const product = { id: 0 };
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 10, now: new Date('2026-06-01T00:00:00Z') });
    const [plain] = await buyableProducts(db, { limit: 1 });
    product.id = plain!.id;
    await setListPrice(db, plain!.id, 3000);
    // An agreement waiting for the customer number the ERP gives a customer below.
    await givePriceList(db, 'K-77001', plain!.id, 2100);
  });
  const customer = useCustomers(ctx);

  /** The price the request is shown: null for a guest. */
  const price = async (cookie: string) => {
    const res = await ctx.api.inject({ url: `/products/${product.id}?locale=en`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ProductDetail).priceInfo?.regular ?? null;
  };
  const elsewhere = (change: (db: DatabaseHandle['db']) => Promise<unknown>) => changeElsewhere(ctx.database, change);

  it('ends every other session at the moment the password changes through this API', async () => {
    expect(await price('')).toBeNull();
    const ada = await customer('ada-recognised');
    expect(await price(ada.cookie)).toBe(3000);
    expect(await price(ada.cookie)).toBe(3000);

    const res = await ctx.api.inject({
      method: 'PUT',
      url: '/me/password',
      headers: { cookie: ada.cookie },
      payload: { currentPassword: ada.password, newPassword: 'Ein-neues-Passwort-2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await price(ada.cookie)).toBeNull();
    expect(await price(cookieJar(res))).toBe(3000);
  });

  it('ends a session once the database announces a new token version written elsewhere', async () => {
    const bob = await customer('bob-recognised');
    expect(await price(bob.cookie)).toBe(3000);
    await elsewhere((db) =>
      db
        .update(customers)
        .set({ tokenVersion: sql`${customers.tokenVersion} + 1` })
        .where(eq(customers.id, bob.id)),
    );
    await expect.poll(() => price(bob.cookie)).toBeNull();
  });

  it('gives a customer the price list of the number the ERP gives them, once announced', async () => {
    const carl = await customer('carl-recognised');
    expect(await price(carl.cookie)).toBe(3000);
    await elsewhere((db) => db.update(customers).set({ customerNumber: 'K-77001' }).where(eq(customers.id, carl.id)));
    await expect.poll(() => price(carl.cookie)).toBe(2100);
  });

  it('recognises nobody by the token of a deleted account', async () => {
    const dora = await customer('dora-recognised');
    expect(await price(dora.cookie)).toBe(3000);
    await elsewhere((db) => db.delete(customers).where(eq(customers.id, dora.id)));
    await expect.poll(() => price(dora.cookie)).toBeNull();
  });
});
