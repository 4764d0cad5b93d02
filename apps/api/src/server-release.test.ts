import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { buildServer } from './server';
import { testAdminToken, testAuthSecret } from './testing/api';
import { createTestDatabase, databaseKinds } from './testing/database';

// A full collection on demand, without starting the process with --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Builds an API, uses and closes it; answers when the collector has freed it (never, if something holds it). */
async function buildUseAndClose(kind: (typeof databaseKinds)[number]) {
  let registry: FinalizationRegistry<void> | undefined;
  const freed = new Promise<void>((resolve) => {
    registry = new FinalizationRegistry<void>(() => resolve());
  });
  const database = await createTestDatabase(kind);
  const api = await buildServer({ database, adminToken: testAdminToken, authSecret: testAuthSecret });
  registry!.register(api);
  const { statusCode } = await api.inject('/healthz');
  await api.close();
  await database.destroy();
  return { freed, registry, statusCode };
}

it.each(databaseKinds)(
  'a closed API on %s keeps nothing of itself alive: a process that builds many (restarts, tests) does not grow',
  async (kind) => {
    // The registry is held to the end: a registry collected calls back no more.
    const { freed, registry, statusCode } = await buildUseAndClose(kind);
    expect(statusCode).toBe(200);
    let done = false;
    void freed.then(() => {
      done = true;
    });
    // Closing lets go of its last handles over the next turns of the event loop: collect after each.
    // Held by anything (a process-wide observer, a listener), the API is never freed and the test
    // runs into its time limit.
    while (!done) {
      collectGarbage();
      await new Promise((next) => setImmediate(next));
    }
    expect(registry).toBeDefined();
  },
);
