/**
 * The seeded PostgreSQL shops `npm run bench` keeps between runs (shop_bench_2000, shop_bench_20000,
 * shop_bench), each with a comment saying what it holds, seeded again when that differs.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../e2e/harness/processes';
import { duration } from './figures';
import { log } from './log';
import { createDatabase, databaseComment, databaseUrl, setDatabaseComment, vacuumAnalyze } from './postgres';
import { type Store, seed } from './processes';
import { count } from './report';

/** The database that keeps a catalogue of `n` products between runs; shop_bench is bench/catalog.ts's too. */
export const databaseFor = (n: number) => (n === 100_000 ? 'shop_bench' : `shop_bench_${n}`);

/**
 * What a kept database was seeded with: the catalogue's size and the migrations (their files'
 * hash), so a database from before a migration changed is seeded anew rather than half-migrated.
 */
export function seedStamp(n: number) {
  const folder = path.join(root, 'apps/api/src/db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(path.join(folder, file)));
  hash.update(readFileSync(path.join(folder, 'meta/_journal.json')));
  return `bench: ${n} products, migrations ${hash.digest('hex').slice(0, 16)}`;
}

/** A seeded database of `n` products: kept from an earlier run when its stamp matches, else seeded anew. */
export async function shopDatabase(n: number): Promise<Store> {
  const name = databaseFor(n);
  if ((await databaseComment(name)) !== seedStamp(n)) {
    log(`seeding ${count(n)} products into ${name}`);
    await createDatabase(name, { fresh: true });
    const { ms: took } = await seed({ databaseUrl: databaseUrl(name) }, n);
    await vacuumAnalyze(name);
    await setDatabaseComment(name, seedStamp(n));
    log(`${name} seeded in ${duration(took)}`);
  }
  return { databaseUrl: databaseUrl(name) };
}
