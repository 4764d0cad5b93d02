// Builds the service worker (sw.ts) into public/sw.js after `next build`: bundled with serwist
// and told the build's id (its offline pages are fetched again with each build) and the languages.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const site = JSON.parse(readFileSync(join(app, '../../config/site.json'), 'utf8'));
const prefixed = site.locales.map((locale) => locale.code).filter((code) => code !== site.defaultLocale);

await build({
  entryPoints: [join(app, 'sw/sw.ts')],
  outfile: join(app, 'public/sw.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  define: {
    BUILD_ID: JSON.stringify(readFileSync(join(app, '.next/BUILD_ID'), 'utf8').trim()),
    PREFIXED_LOCALES: JSON.stringify(prefixed),
    'process.env.NODE_ENV': '"production"',
  },
});
