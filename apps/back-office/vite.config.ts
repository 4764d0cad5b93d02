import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API that serves the built app at /admin/; `npm run dev -w @shop/back-office` proxies to it. */
const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * Writes a Brotli and a gzip twin beside every script and style sheet: the API sends the one the
 * browser takes (@fastify/static's preCompressed) without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const target = path.join(options.dir!, file);
        const item = bundle[file]!;
        const source = Buffer.from(item.type === 'chunk' ? item.code : item.source);
        if (source.length < 1024) continue;
        writeFileSync(`${target}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${target}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Every asset is a hashed file under assets/ (none inlined as data: URLs the policy would have to allow).
    assetsInlineLimit: 0,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // The first screen in a few files rather than twenty (a browser opens six connections at
        // a time): the framework every page needs, the primitives of dialogs and menus, the app
        // (with zod and the contracts: its routes' search parameters are typed by their schemas),
        // and the forms' parts. Pages stay chunks of their own, but the dashboard: the first
        // screen, part of the app's. zod-jitless is the app's, first in it: it must run before zod
        // builds the contracts' schemas, and the entry's own code runs after the chunks it imports.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-table|table-core)[^\\/]+|seroval|seroval-plugins|cookie-es|isbot|use-sync-external-store|tiny-invariant|tiny-warning)[\\/]/,
            },
            {
              name: 'primitives',
              test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/,
            },
            {
              name: 'app',
              test: /back-office[\\/]src[\\/](zod-jitless|api|session|search|router|queries[\\/]dashboard|i18n[\\/]i18n|i18n[\\/]messages[\\/]en|ui[\\/](AppShell|PageHeader|RouteStates|Labels))\./,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](zod|react-hook-form|@hookform|@standard-schema)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // Writes must carry the API's own origin (the staff cookie's CSRF rule): the dev server's is rewritten.
      '/admin/api': {
        target: api,
        changeOrigin: true,
        configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', api)),
      },
      '/media': { target: api, changeOrigin: true },
    },
  },
});
