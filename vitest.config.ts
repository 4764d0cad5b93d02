import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const storefrontSrc = fileURLToPath(new URL('./apps/storefront/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': storefrontSrc } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/storefront/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
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
