import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
/** The admin token of the API under test. */
export const adminToken = 'e2e-admin-token-0123456789abcdef';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function assertBuilt() {
  for (const file of ['apps/api/dist/main.js', 'apps/storefront/.next/BUILD_ID'])
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
}

async function waitFor(url: string, child: ChildProcess, name: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      // Any HTTP answer means the process is up (a storefront without its API answers 500).
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not answer at ${url}`);
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** A process this harness started: also the process itself, for tests that signal it. */
export interface Started extends Running {
  child: ChildProcess;
  /** Its exit code once it has ended (null when a signal ended it). */
  exited: Promise<number | null>;
}

function spawnService(name: string, command: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

/** A process's instrumentation, preloaded when its environment asks for traces (docs/operations.md#traces). */
const tracing = (preload: string, env: NodeJS.ProcessEnv) =>
  ({ ...process.env, ...env }).OTEL_EXPORTER_OTLP_ENDPOINT ? ['--import', preload] : [];

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Seeds the demo content into a fresh PGlite directory (or the DATABASE_URL that `env` names). */
export function seed(dataDir: string, products = 600, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['tools/seed/main.ts', '--products', String(products)],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`seed failed: ${result.stderr}`);
}

/**
 * The built shop API on a free port (or the one given) over the given data directory. `publicUrl` is the storefront's
 * address: payment providers (the sandbox here) send the shopper back there.
 */
export async function startApi(
  dataDir: string,
  publicUrl?: string,
  env: NodeJS.ProcessEnv = {},
  port?: number,
): Promise<Started> {
  port ??= await freePort();
  // As npm start runs it (tools/start.mjs).
  const command = [
    process.execPath,
    '--max-semi-space-size=32',
    ...tracing('./dist/telemetry.js', env),
    'dist/main.js',
  ];
  const child = spawnService('api', command, path.join(root, 'apps/api'), {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ADMIN_TOKEN: adminToken,
    AUTH_SECRET: 'e2e-auth-secret-0123456789abcdef0123456789',
    // The payment sandbox on a port of its own choosing.
    PAYMENT_SANDBOX: 'on',
    PAYMENT_SANDBOX_PORT: '0',
    ...(publicUrl && { PUBLIC_URL: publicUrl }),
    ...env,
  });
  const exited = exitOf(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child, 'api');
  return { url, stop: stopper(child), child, exited };
}

/** The built storefront on a free port (or the one given), talking to the API at apiUrl. */
export async function startStorefront(apiUrl: string, env: NodeJS.ProcessEnv = {}, port?: number): Promise<Started> {
  port ??= await freePort();
  const command = [process.execPath, ...tracing('./tracing.mjs', env), 'server.mjs'];
  const child = spawnService('storefront', command, path.join(root, 'apps/storefront'), {
    API_URL: apiUrl,
    NODE_ENV: 'production',
    GTM_ID: 'GTM-E2ETEST',
    HOSTNAME: 'localhost',
    PORT: String(port),
    // No load balancer waits on the tests' storefronts: they stop at once (e2e/operations.test.ts drains one).
    SHUTDOWN_GRACE_MS: '0',
    ...env,
  });
  const exited = exitOf(child);
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/`, child, 'storefront');
  return { url, stop: stopper(child), child, exited };
}
