import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertBuilt, freePort, seed, startApi, startStorefront } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    /** The API's data directory: mail written to its outbox can be read from here. */
    dataDir: string;
  }
}

/** Starts the built API (fresh PGlite database with demo data) and storefront once for all journeys. */
export default async function setup(project: TestProject) {
  assertBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-'));
  seed(dataDir);
  const storefrontPort = await freePort();
  const api = await startApi(dataDir, `http://localhost:${storefrontPort}`);
  // As behind a reverse proxy on this machine, whose X-Forwarded-Proto says https (security.test.ts).
  const storefront = await startStorefront(api.url, { TRUST_PROXY: 'loopback' }, storefrontPort);
  project.provide('baseUrl', storefront.url);
  project.provide('apiUrl', api.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await storefront.stop();
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
