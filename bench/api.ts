/**
 * API load benchmark: `npm run bench:api`. Starts the shop API in-process on PGlite (or on
 * DATABASE_URL) with the demo data, loads each endpoint with autocannon on loopback for a few
 * seconds, and prints requests per second and latency percentiles.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentRepository } from '@shop/api/content';
import { openDatabase } from '@shop/api/db';
import { searchSessionSettings } from '@shop/api/search-relevance';
import { buildServer } from '@shop/api/server';
import { demoContent } from '../tools/seed/content';
import { load, summary } from './lib/load';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: path.join(dataDir, 'db'),
  settings: searchSessionSettings,
});
await database.migrate();
for (const entry of demoContent())
  await contentRepository(database.db).upsert(entry, { author: { actor: 'seed', name: null }, action: 'content.save' });
const app = await buildServer({ database, authSecret: randomBytes(32).toString('hex') });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const targets: Array<[string, string]> = [
  ['health', '/healthz'],
  ['readiness (database ping)', '/readyz'],
  ['getContent (page, fallback locale)', '/content?type=page&identifier=agb&locale=fr'],
  ['404 in the error shape', '/no/such/route'],
];

const rows = [];
for (const [name, url] of targets) {
  // The 404 is what that endpoint should answer.
  const ok = url === '/no/such/route' ? (status: number) => status === 404 : undefined;
  rows.push({ endpoint: name, ...summary(await load(base, [url], { connections, seconds, ok })) });
}
console.log(`\nShop API on ${database.kind}, ${connections} connections, ${seconds} s per endpoint\n`);
console.table(rows);

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
