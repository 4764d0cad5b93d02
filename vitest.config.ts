import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const storefrontSrc = fileURLToPath(new URL('./apps/storefront/src', import.meta.url));

// Tests run in a new order every time (the seed is printed; `--sequence.seed=N` repeats a run), so
// none can lean on what another left behind.
export default defineConfig({
  test: {
    sequence: { shuffle: { files: false, tests: true } },
    // The integration tests wait on their databases more than they compute: two files at a time
    // on two cores (Vitest's default would be one), each with a database of its own.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: { '@': storefrontSrc } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/storefront/src/**/*.test.{ts,tsx}',
            'apps/back-office/src/**/*.test.{ts,tsx}',
            'tools/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own database and API, and none mocks a module: a worker keeps the
          // API's modules loaded from one file to the next instead of importing them again for
          // each (a sixth of this project's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/harness/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
