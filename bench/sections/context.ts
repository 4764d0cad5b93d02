/**
 * What bench/run.ts hands each of its sections: the sections' names in the table's order, the
 * run's settings, its table, and how a part is attempted; with the loads and labels they share.
 */
import { type LoadOptions, load, warmUp } from '../lib/load';
import { count, type Report } from '../lib/report';

export const sections = [
  'import',
  'api-pglite',
  'api-postgres',
  'processes',
  'sale',
  'listing',
  'postgres-100k',
  'catalog-import',
  'price-lists',
  'product-table',
  'product-editor',
  'customers',
  'back-office',
  'documents',
  'mails',
  'storefront',
  'lighthouse',
] as const;
export type Section = (typeof sections)[number];

/** The connections of a load unless it says otherwise. */
export const connections = 20;

/** The run's settings (bench/run.ts's header names their variables). */
export interface Settings {
  /** BENCH_QUICK=1: tiny catalogues, short loads, one Lighthouse run per page. */
  quick: boolean;
  /** BENCH_SECONDS: how long each load lasts. */
  seconds: number;
  /** BENCH_LIGHTHOUSE_RUNS: Lighthouse runs per page, their median reported. */
  lighthouseRuns: number;
  /** BENCH_PAGES: the Lighthouse pages by name; empty for every page. */
  pages: string[];
  /** The catalogues' sizes in products. */
  sizes: { small: number; medium: number; large: number };
}

export interface Bench extends Settings {
  /** The run's one table. */
  report: Report;
  /** Whether any of `names` was asked for (BENCH_ONLY, BENCH_SKIP). */
  wanted: (...names: Section[]) => boolean;
  /** Runs one part; a failure becomes a row (and a non-zero exit code) and the others go on. */
  attempt: (section: Section, measured: string, work: () => Promise<void>) => Promise<void>;
}

export const products = ({ quick }: Settings, n: number) => `${count(n)} products${quick ? ' (quick)' : ''}`;

/** A warm-up, then `paths` in turn on each of `conns` connections for the load's seconds. */
export async function measure(
  { seconds }: Settings,
  base: string,
  paths: readonly string[],
  conns = connections,
  request?: LoadOptions['request'],
) {
  await warmUp(base, paths, request);
  return load(base, paths, { connections: conns, seconds, request });
}
