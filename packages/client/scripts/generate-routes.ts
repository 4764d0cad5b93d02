/**
 * Writes src/routes.ts, the method and path of every operation, from @shop/contracts:
 * `npm run generate -w @shop/client`. The client reads only this table, so a browser bundle that
 * calls the API does not carry the contracts' zod schemas. src/routes.test.ts fails when it is stale.
 */
import { writeFileSync } from 'node:fs';
import { routesSource } from '../src/routes-source';

writeFileSync(new URL('../src/routes.ts', import.meta.url), routesSource());
