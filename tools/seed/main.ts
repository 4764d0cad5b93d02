/**
 * Seeds the demo shop: `npm run seed` (re)writes the demo data; `--if-empty` seeds only a new
 * database (what `npm start` does on the first run); `--products N` sets the catalogue's size
 * (listed products; default 2000). Uses DATABASE_URL, else PGlite in DATA_DIR. SEED_PHASES=1 prints
 * where the catalogue import spent its time.
 */
import path from 'node:path';
import { catalogRepository } from '@shop/api/catalog';
import { contentRepository } from '@shop/api/content';
import { contentService } from '@shop/api/content-service';
import { openDatabase } from '@shop/api/db';
import { readCommandLine } from '../cli';
import { seedCatalog } from './catalog';
import { menuCategories } from './chrome';
import { demoContent } from './content';
import { seedCoupons } from './coupons';
import { seedCustomers } from './customers';
import { seedOrders } from './orders';
import { seedStaff } from './staff';

const usage = [
  'usage: npm run seed [-- [--if-empty] [--products <N>]]',
  '  --if-empty      seed only a new database (what npm start does on its first run)',
  '  --products <N>  the number of listed products (default 2000)',
  'Stop the shop first: the embedded database has one writer.',
].join('\n');

const { values } = readCommandLine(
  usage,
  {
    'if-empty': { type: 'boolean', default: false },
    products: { type: 'string', default: '2000' },
  },
  { positionals: false },
);
const productCount = Number(values.products);
if (!Number.isInteger(productCount) || productCount < 0) {
  console.error(`seed: --products must be a whole number, not "${values.products}"`);
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');

const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: path.join(dataDir, 'db') });
try {
  await database.migrate();
  const repository = contentRepository(database.db);
  if (values['if-empty'] && (await repository.count()) > 0) {
    console.log('seed: the database already has data; nothing to do');
  } else {
    const catalog = await seedCatalog(database.db, { products: productCount });
    console.log(
      `seed: ${catalog.categories} categories, ${catalog.products} products and ${catalog.variants} variants in ${catalog.ms} ms${catalog.corrected ? ` (${catalog.corrected} search rows corrected)` : ''}`,
    );
    console.log(`seed: ${await seedCustomers(database.db)} demo customers`);
    console.log(`seed: ${await seedCoupons(database.db)} demo coupons`);
    console.log(`seed: ${await seedStaff(database.db)} staff accounts`);
    // Content goes through the content service, so demo content is validated and sanitised like any edit.
    const started = performance.now();
    const content = contentService(repository);
    const entries = demoContent(await menuCategories(catalogRepository(database.db)));
    for (const { type, identifier, locale, ...body } of entries)
      await content.write(
        { type, identifier, locale },
        { content: body.content, config: body.config, script: body.script },
        { author: { actor: 'seed', name: null } },
      );
    console.log(`seed: ${entries.length} content entries in ${Math.round(performance.now() - started)} ms`);
    // Orders go through the API, which reads the settings: they come after the content.
    console.log(`seed: ${await seedOrders(database)} demo orders`);
  }
} finally {
  await database.close();
}
