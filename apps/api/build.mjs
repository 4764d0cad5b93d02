// Bundles the API into dist/main.js, and its tracing into dist/telemetry.js (preloaded only when
// traces are on: docs/operations.md#traces). Workspace packages (TypeScript source) are bundled in;
// everything from node_modules stays external and is loaded at run time, and so does
// @shop/telemetry (JavaScript with dependencies of its own, resolved from its folder).
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/telemetry.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shop/') && args.path !== '@shop/telemetry'
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api: built dist/main.js and dist/telemetry.js');
