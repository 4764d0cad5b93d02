// `npm start`: builds what is not built yet, seeds a new database, then runs the shop API and the
// storefront together and prints the URL. Ctrl-C stops both cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiLogging } from './start-logging.mjs';

const usage = `usage: npm start [-- --build]
  --build   build the shop again first (after changing the code)
Settings are environment variables (docs/operations.md): PORT, API_PORT, DATA_DIR, DATABASE_URL …
The API shows its warnings and errors; LOG_LEVEL=info npm start shows every request as a JSON line.`;

// One way of reading a command line, as the other tools' (tools/cli.ts, which a .mjs cannot import).
// --dev is what `npm run dev` passes: it starts the shop as `npm start` does.
let options;
try {
  options = parseArgs({
    options: { build: { type: 'boolean' }, dev: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  }).values;
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');

// Secrets generated once per data directory and kept beside the data: the admin token (machine
// access for the CLIs) and the key that signs shoppers' sessions (so they survive a restart).
function secret(name) {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
const tokenFile = path.join(dataDir, 'admin-token');

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? secret('admin-token'),
  AUTH_SECRET: process.env.AUTH_SECRET ?? secret('auth-secret'),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  NODE_ENV: 'production',
  // The demo takes every payment method: providers without an account go through the sandbox.
  PAYMENT_SANDBOX: process.env.PAYMENT_SANDBOX ?? 'on',
  NEXT_TELEMETRY_DISABLED: '1',
  ...apiLogging(process.env),
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Built: the API, the storefront and the back office (which the API serves at /admin/).
const built = ['apps/api/dist/main.js', 'apps/storefront/.next/BUILD_ID', 'apps/back-office/dist/index.html'].every(
  (file) => existsSync(path.join(root, file)),
);
if (!built || options.build) {
  console.log('Building the shop (first start only)…');
  run('npm', ['run', 'build']);
}
run(bin('tsx'), ['tools/seed/main.ts', '--if-empty']);

// With traces asked for, each process preloads its instrumentation first (docs/operations.md#traces).
const tracing = (preload) => (process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? ['--import', preload] : []);
const children = [
  // A young generation of 32 MB per half (docs/operations.md#running-on-postgresql).
  spawn(process.execPath, ['--max-semi-space-size=32', ...tracing('./dist/telemetry.js'), 'dist/main.js'], {
    cwd: path.join(root, 'apps/api'),
    env: { ...env, PORT: String(apiPort) },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [...tracing('./tracing.mjs'), 'server.mjs'], {
    cwd: path.join(root, 'apps/storefront'),
    env: { ...env, HOSTNAME: 'localhost', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.once('exit', (code) => stopping || stop(code ?? 1));

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}
await waitFor(`${env.API_URL}/readyz`);
await waitFor(`http://localhost:${port}/`);
console.log(`
  The shop is running at http://localhost:${port}
  Shop API ${env.API_URL} (reference: ${env.API_URL}/docs)
  Back office ${env.API_URL}/admin/ (staff: owner@werkhaus.example or clerk@werkhaus.example, password werkhaus-admin)
  Admin token for the CLIs in ${process.env.ADMIN_TOKEN ? 'ADMIN_TOKEN' : tokenFile}
  The API's warnings and errors show here${process.env.LOG_LEVEL ? ` (LOG_LEVEL=${process.env.LOG_LEVEL})` : '; every request with LOG_LEVEL=info npm start'}.
  Press Ctrl-C to stop.
`);
