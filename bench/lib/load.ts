/**
 * Load and timing helpers shared by the benchmarks: autocannon on loopback with per-response times
 * (its own latency histogram counts whole milliseconds and has no 95th percentile), sequential
 * requests for a page alone, percentiles and the columns every table prints.
 */
import autocannon from 'autocannon';

export interface Measurement {
  /** Duration of each response, ms. */
  times: number[];
  /** Duration of each round (the requests of `paths` one after the other on a connection), ms. */
  rounds: number[];
  /** Wall time of the load, s. */
  seconds: number;
  /** Connection errors, time-outs and responses outside `ok`. */
  errors: number;
}

type RequestShape = Pick<autocannon.Request, 'method' | 'headers' | 'body'>;

export interface LoadOptions {
  connections: number;
  /** How long to load; ignored when `amount` is given. */
  seconds?: number;
  /** Stop after this many requests instead (warm-ups). */
  amount?: number;
  /** Method, headers and body of every request, or of each path's. */
  request?: RequestShape | ((path: string) => RequestShape);
  /** Which statuses count as answered; 2xx by default. */
  ok?: (status: number) => boolean;
  /**
   * Each path is asked once, by whichever connection is free next, and the load ends with the
   * last: nothing is answered from a cache that an earlier request of the load filled.
   */
  once?: boolean;
}

/** Loads `base` with autocannon: each connection sends `paths` in turn, again and again. */
export function load(base: string, paths: readonly string[], options: LoadOptions): Promise<Measurement> {
  const { connections, seconds = 5, amount, request, once, ok = (status) => status >= 200 && status < 300 } = options;
  const shape = (path: string) => ({
    method: 'GET' as const,
    ...(typeof request === 'function' ? request(path) : request),
    path,
  });
  let next = 0;
  const times: number[] = [];
  const rounds: number[] = [];
  const open = new Map<unknown, number[]>();
  let failed = 0;
  // The load's own wall time, to its last answer: autocannon ends a load of a fixed `amount` only
  // at its next one-second tick, and counts the wait in its duration (a load of 6.2 s was 7 s).
  const began = performance.now();
  let lastAnswer = began;
  return new Promise<Measurement>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        ...(once ? { amount: paths.length } : amount ? { amount } : { duration: seconds }),
        requests: once
          ? [{ setupRequest: (sent: autocannon.Request) => ({ ...sent, ...shape(paths[next++ % paths.length]!) }) }]
          : paths.map(shape),
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              times,
              rounds,
              seconds: once || amount ? (lastAnswer - began) / 1000 : result.duration,
              errors: failed + result.errors + result.timeouts,
            }),
    );
    instance.on('response', (client, status, _bytes, ms) => {
      lastAnswer = performance.now();
      if (!ok(status)) failed++;
      times.push(ms);
      const round = [...(open.get(client) ?? []), ms];
      if (round.length < paths.length) open.set(client, round);
      else {
        open.delete(client);
        rounds.push(round.reduce((sum, t) => sum + t, 0));
      }
    });
  });
}

/** A short load at one connection first, so caches and JIT are warm before anything is measured. */
export async function warmUp(base: string, paths: readonly string[], request?: LoadOptions['request']) {
  await load(base, paths, { connections: 1, amount: Math.max(20, 4 * paths.length), request });
}

/** Sequential GETs, each timed until its body has arrived; fails on any status but 200. */
export async function sequential(
  url: string,
  warmups: number,
  runs: number,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < warmups + runs; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= warmups) times.push(performance.now() - start);
  }
  return { times, rounds: times, seconds: (performance.now() - started) / 1000, errors: 0 };
}

/** The nearest-rank percentile `p` (0–100) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Milliseconds to one decimal, as the tables print them. */
export const ms = (value: number) => (Number.isNaN(value) ? Number.NaN : Math.round(value * 10) / 10);

/** Responses per second. */
export const perSecond = (m: Measurement) => m.times.length / m.seconds;

/** Rounds per second (a round: the paths of one load, one after the other). */
export const roundsPerSecond = (m: Measurement) => m.rounds.length / m.seconds;

/** The usual columns of a load: throughput, percentiles of single responses and errors. */
export function summary(m: Measurement) {
  return {
    'req/s': Math.round(perSecond(m)),
    'p50 ms': ms(percentile(m.times, 50)),
    'p95 ms': ms(percentile(m.times, 95)),
    'p99 ms': ms(percentile(m.times, 99)),
    errors: m.errors,
  };
}

/** A load's throughput as a share of /healthz's in the same run. */
export const ofHealth = (m: Measurement, health: Measurement) => perSecond(m) / perSecond(health);
