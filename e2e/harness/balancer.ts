/**
 * HAProxy in front of the shop's processes, configured by the shipped `ops/haproxy/shop.cfg` with
 * only its addresses changed, so what the tests and the bench run is what docs/operations.md
 * tells a merchant to deploy.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root } from './processes';

/** Whether Debian's haproxy is installed (`.ci/run` installs it). */
export const haproxyInstalled = () => spawnSync('haproxy', ['-v']).status === 0;

/** Where the balancer listens: known before it starts, as the instances behind it need them. */
export interface BalancerPorts {
  /** Shoppers' door, to the storefronts. */
  shop: number;
  /** The storefronts' door to the APIs (their API_URL). */
  api: number;
  /** HAProxy's page of which instances are up. */
  stats: number;
}

export const balancerPorts = async (): Promise<BalancerPorts> => ({
  shop: await freePort(),
  api: await freePort(),
  stats: await freePort(),
});

export const doors = (ports: BalancerPorts) => ({
  shopUrl: `http://127.0.0.1:${ports.shop}`,
  apiUrl: `http://127.0.0.1:${ports.api}`,
});

/** The shipped configuration with these ports and the given instances' addresses (host:port). */
function balancerConfig(ports: BalancerPorts, storefronts: string[], apis: string[]) {
  const shipped = readFileSync(path.join(root, 'ops/haproxy/shop.cfg'), 'utf8');
  const binds: [RegExp, number][] = [
    [/^(\s*bind) :80$/, ports.shop],
    [/^(\s*bind) 127\.0\.0\.1:8080$/, ports.api],
    [/^(\s*bind) 127\.0\.0\.1:8404$/, ports.stats],
  ];
  const lines: string[] = [];
  for (const line of shipped.split('\n')) {
    const server = /^\s*server (storefront|api)\d+ /.exec(line);
    if (server) {
      // A backend's first server line stands for all of them.
      if (!/^\s*server /.test(lines.at(-1) ?? ''))
        lines.push(
          ...(server[1] === 'api' ? apis : storefronts).map((host, i) => `  server ${server[1]}${i + 1} ${host} check`),
        );
      continue;
    }
    const bind = binds.find(([pattern]) => pattern.test(line));
    lines.push(bind ? line.replace(bind[0], `$1 127.0.0.1:${bind[1]}`) : line);
  }
  const config = lines.join('\n');
  for (const port of Object.values(ports))
    if (!config.includes(`bind 127.0.0.1:${port}`))
      throw new Error('ops/haproxy/shop.cfg has changed: a bind line is missing');
  return config;
}

export interface Balancer {
  shopUrl: string;
  apiUrl: string;
  /** Each server's state by name (api1, storefront2, …): UP, DOWN, or a state on the way. */
  states(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * HAProxy with the shipped configuration in front of these instances (host:port); resolves once
 * it counts every one of them up.
 */
export async function startBalancer(ports: BalancerPorts, storefronts: string[], apis: string[]): Promise<Balancer> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-haproxy-')), 'shop.cfg');
  writeFileSync(file, balancerConfig(ports, storefronts, apis));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refuses the configuration: ${check.stderr}`);
  // -db: in the foreground, so it ends with this process's signal.
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[haproxy] ${chunk}`));

  async function states() {
    const csv = await (await fetch(`http://127.0.0.1:${ports.stats}/haproxy-stats;csv`)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const [name, status] = [columns.indexOf('svname'), columns.indexOf('status')];
    const servers = rows.map((row) => row.split(',')).filter((cells) => !/^(FRONTEND|BACKEND)$/.test(cells[name]!));
    return Object.fromEntries(servers.map((cells) => [cells[name]!, cells[status]!]));
  }
  const balancer: Balancer = {
    ...doors(ports),
    states,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  const deadline = Date.now() + 20_000;
  const count = storefronts.length + apis.length;
  for (;;) {
    const up = await states().then(
      (s) => Object.values(s).filter((state) => state === 'UP').length,
      () => 0,
    );
    if (up === count) return balancer;
    if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      await balancer.stop();
      throw new Error(`haproxy counts ${up} of ${count} instances up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
