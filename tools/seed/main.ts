/**
 * Seeds the demo shop: `npm run seed` (re)writes the demo data; `--if-empty` seeds only a new
 * database (what `npm start` does on the first run). Uses DATABASE_URL, else PGlite in DATA_DIR.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentRepository } from '@shop/api/content';
import { openDatabase } from '@shop/api/db';
import { demoContent } from './content';

const { values } = parseArgs({ options: { 'if-empty': { type: 'boolean', default: false } } });
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');

const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: path.join(dataDir, 'db') });
try {
  await database.migrate();
  const content = contentRepository(database.db);
  if (values['if-empty'] && (await content.count()) > 0) {
    console.log('seed: the database already has data; nothing to do');
  } else {
    const started = performance.now();
    for (const entry of demoContent()) await content.upsert(entry);
    console.log(`seed: ${demoContent().length} content entries in ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await database.close();
}
