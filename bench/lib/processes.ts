/**
 * The shop's processes as the benchmarks run them: the seed (`npm run seed` without npm) and the
 * shop API from its source, on PGlite or on a PostgreSQL database, each in a process of its own so
 * the load generator does not share its event loop. Every process started here is stopped by
 * `stopAll()`, also when a benchmark fails half-way.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort, type Running, root } from '../../e2e/harness/processes';

/** Where a process keeps its data: a PostgreSQL database, or a PGlite data directory. */
export type Store = { databaseUrl: string } | { dataDir: string };

const storeEnv = (store: Store) =>
  'databaseUrl' in store
    ? { DATABASE_URL: store.databaseUrl, DATA_DIR: undefined }
    : { DATABASE_URL: undefined, DATA_DIR: store.dataDir };

const running = new Set<() => Promise<void>>();

/** The admin token of every API the benchmarks start (imports, exports and feeds use it). */
export const benchAdminToken = 'bench-admin-token-0123456789abcdef';

/** Stops every process still running. */
export async function stopAll() {
  await Promise.all([...running].map((stop) => stop()));
}

/** Has `stopAll()` stop a process started elsewhere (the e2e harness's storefront). */
export function track(process: Running): Running {
  const stop = async () => {
    running.delete(stop);
    await process.stop();
  };
  running.add(stop);
  return { url: process.url, stop };
}

function stopper(child: ChildProcess) {
  const stop = () =>
    new Promise<void>((resolve) => {
      running.delete(stop);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  running.add(stop);
  return stop;
}

/** Node with tsx's loader: TypeScript from the source tree, in this one process (no tsx wrapper). */
function node(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, stdout: 'ignore' | 'pipe') {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(`[${name}] ${chunk}`);
    stderr = (stderr + chunk).slice(-20_000);
  });
  /** Why it failed, in a line: the first error its stderr names, else its last line. */
  const failure = () => {
    const lines = stderr.split('\n').map((line) => line.trim());
    return lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.findLast(Boolean) ?? 'no output';
  };
  return { child, failure };
}

/**
 * `npm run seed -- --products N` into the store: the demo shop (catalogue, customers, coupons,
 * content, orders). Resolves with its wall time and what it printed.
 */
export function seed(store: Store, products: number): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  const { child, failure } = node(
    'seed',
    ['tools/seed/main.ts', '--products', String(products)],
    root,
    storeEnv(store),
    'pipe',
  );
  const stop = stopper(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      running.delete(stop);
      if (code === 0) resolve({ ms: performance.now() - started, output });
      else reject(new Error(`the seed exited with ${signal ?? `code ${code}`}: ${failure()}`));
    });
  });
}

/**
 * The shop API from its source, in production mode, on a free port over the store; `env` adds to
 * its settings (DATA_DIR on PostgreSQL: where its outbox writes mail).
 */
export async function startApi(
  store: Store,
  name = 'api',
  env: NodeJS.ProcessEnv = {},
): Promise<Running & { pid: number }> {
  const port = await freePort();
  const { child, failure } = node(
    name,
    // As npm start runs it (tools/start.mjs).
    ['--max-semi-space-size=32', 'src/main.ts'],
    path.join(root, 'apps/api'),
    {
      ...storeEnv(store),
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'bench-auth-secret-0123456789abcdef0123456789',
      ADMIN_TOKEN: benchAdminToken,
      PAYMENT_SANDBOX: 'off',
      ...env,
    },
    'ignore',
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await waitUntilUp(`${url}/readyz`, child);
  } catch (error) {
    await stop();
    throw child.exitCode === null ? error : new Error(`${name} exited with code ${child.exitCode}: ${failure()}`);
  }
  return { url, stop, pid: child.pid! };
}

/**
 * The framework reference (bench/fixtures/bare-next): a page of Next.js and React alone, built
 * with this checkout's Next.js and served by `next start` on a free port.
 */
export async function startFrameworkReference(): Promise<Running> {
  const dir = path.join(root, 'bench/fixtures/bare-next');
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(process.execPath, [next, 'build', dir], { env, encoding: 'utf8' });
  if (build.status !== 0)
    throw new Error(`next build of ${dir} failed: ${(build.stderr || build.stdout).slice(-2000)}`);
  const port = await freePort();
  const child = spawn(process.execPath, [next, 'start', dir, '--port', String(port), '--hostname', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    await waitUntilUp(`${url}/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Polls `url` until it answers 200; fails when the process exits, the URL answers 3xx–5xx for long, or after 90 s. */
export async function waitUntilUp(url: string, child?: ChildProcess) {
  let status = 0;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    if (child && child.exitCode !== null) throw new Error(`the process for ${url} exited with code ${child.exitCode}`);
    status = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 (last: ${status || 'no answer'})`);
}
