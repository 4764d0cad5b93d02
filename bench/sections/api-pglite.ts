/** The api-pglite section: the API on PGlite (a temporary data directory) under the reads of api-reads.ts. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log } from '../lib/log';
import { seed, startApi } from '../lib/processes';
import { count } from '../lib/report';
import { shopTargets } from '../lib/shop';
import { apiLoads } from './api-reads';
import type { Bench } from './context';

export async function pgliteSection(bench: Bench) {
  const { sizes } = bench;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-pglite-'));
  try {
    log(`seeding ${count(sizes.small)} products into PGlite at ${dataDir}`);
    await seed({ dataDir }, sizes.small);
    const api = await startApi({ dataDir }, 'api-pglite');
    try {
      await apiLoads(bench, 'api-pglite', api.url, await shopTargets(api.url), 0.1, false);
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
