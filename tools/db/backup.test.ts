import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@shop/api/db';
import { orders } from '@shop/api/tables/order';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../seed/catalog';
import { seedCustomers } from '../seed/customers';
import { seedOrders } from '../seed/orders';
import { backupDatabase, restoreDatabase } from './backup';

describe('backup and restore of the embedded database', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('restores a backup with every order, keeping the database it replaced', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const dbDir = path.join(dir, 'db');
    const placedOrders = async () => {
      const database = await openDatabase({ dataDir: dbDir });
      try {
        return await database.db
          .select({
            id: orders.id,
            number: orders.transactionnum,
            lines: orders.cartInfo,
            status: orders.paymentStatus,
          })
          .from(orders)
          .orderBy(asc(orders.id));
      } finally {
        await database.close();
      }
    };

    const database = await openDatabase({ dataDir: dbDir });
    await database.migrate();
    await seedCatalog(database.db, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
    await seedCustomers(database.db);
    expect(await seedOrders(database)).toBeGreaterThan(0);
    await database.close();
    const before = await placedOrders();
    expect(before.length).toBeGreaterThan(10);

    const file = path.join(dir, 'backups', 'shop.tar.gz');
    await backupDatabase(dbDir, file);
    expect((await stat(file)).size).toBeGreaterThan(0);

    // The disaster: every order gone.
    const damaged = await openDatabase({ dataDir: dbDir });
    await damaged.db.delete(orders);
    await damaged.close();
    expect(await placedOrders()).toEqual([]);

    const { kept } = await restoreDatabase(file, dbDir, new Date('2026-11-25T10:00:00Z'));
    expect(kept).toBe(`${dbDir}.replaced-2026-11-25T10-00-00-000Z`);
    expect(await placedOrders()).toEqual(before);
  });

  it('says so when there is no database to back up', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    await expect(backupDatabase(path.join(dir, 'db'), path.join(dir, 'x.tar.gz'))).rejects.toThrow(
      `no database in ${path.join(dir, 'db')}`,
    );
  });
});
