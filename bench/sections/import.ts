/**
 * The import section: `npm run seed -- --products 100000` into a new PostgreSQL database, timed;
 * the database then becomes the large shop's (shop_bench), so a run imports once.
 */
import { duration } from '../lib/figures';
import { log } from '../lib/log';
import { createDatabase, databaseUrl, renameDatabase, setDatabaseComment, vacuumAnalyze } from '../lib/postgres';
import { seed } from '../lib/processes';
import { count } from '../lib/report';
import { databaseFor, seedStamp } from '../lib/shop-databases';
import type { Bench } from './context';

export async function importSection({ report, sizes }: Bench) {
  const name = 'shop_bench_import';
  await createDatabase(name, { fresh: true });
  log(`importing ${count(sizes.large)} products into ${name} (timed)`);
  const { ms: took, output } = await seed({ databaseUrl: databaseUrl(name) }, sizes.large);
  const catalogue = /seed: .*?(\d[\d,]*) products and (\d+) variants in (\d+) ms/.exec(output);
  report.add(
    'import',
    `npm run seed -- --products ${sizes.large} into a new PostgreSQL database`,
    `${duration(took)}${
      catalogue ? ` (catalogue ${duration(Number(catalogue[3]))}: ${count(Number(catalogue[2]))} variants)` : ''
    }`,
    '< 5 min',
    took < 5 * 60_000,
  );
  // The same catalogue as the large database's: it becomes that database (no second import).
  const large = databaseFor(sizes.large);
  await renameDatabase(name, large);
  await vacuumAnalyze(large);
  await setDatabaseComment(large, seedStamp(sizes.large));
  log(`the imported database is now ${large}`);
}
