import type { Readable } from 'node:stream';
import {
  type CatalogFormat,
  type CatalogImport,
  type CatalogImportCounts,
  type CatalogImportOptions,
  type CatalogImportStatus,
  maxReportedRowErrors,
  importReasonText as reason,
} from '@shop/contracts';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import type { MediaStore } from '../media';
import { type ImportPlan, planImport } from './check/plan';
import { type Received, receive } from './read/source';
import { advance, importAudit, runningStatuses } from './status';
import { catalogImports } from './tables';
import { writeKeptRows } from './write/kept-rows';
import { type CatalogueIndex, readCatalogueIndex } from './write/snapshot';
import { type ImportWriter, importWriter } from './write/writer';

/** How often a running import writes its progress where every API instance reads it. */
const FLUSH_MS = 1_000;
/** A running import not heard of for this long died with its process (its transaction rolled back). */
const STALE_MS = 2 * 60_000;

type Row = typeof catalogImports.$inferSelect;

/** An import under way: its row, its file, and the writer of its transaction (none for a dry run). */
interface Job {
  row: Row;
  received: Received;
  writer?: ImportWriter;
}

const noCounts: CatalogImportCounts = {
  rows: 0,
  validated: 0,
  invalid: 0,
  written: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  unlisted: 0,
  categoriesCreated: 0,
  optionsCreated: 0,
  imagesFetched: 0,
};

interface Dependencies {
  media: MediaStore;
  /** The database has one connection (PGlite), which an import's transaction holds while it writes. */
  oneConnection: boolean;
  logError: (error: unknown, message: string) => void;
  /**
   * Tells this process's kept answers at once that the catalogue changed (ADR 0009), and settles
   * when its listings show the new catalogue: an import is done when the shop shows it.
   */
  onWritten: () => Promise<void>;
  now?: () => number;
}

/**
 * Catalogue imports: the file is read while it arrives, then checked and written in the
 * background while the caller asks how far it is (getCatalogImport). The process that runs an
 * import answers from memory, so progress shows even while its transaction holds PGlite's one
 * connection; others read the row it writes every second.
 */
export function catalogImporter(
  db: Database,
  { media, oneConnection, logError, onWritten, now = Date.now }: Dependencies,
) {
  const running = new Map<number, Row>();

  async function save(row: Row) {
    row.updatedAt = new Date(now());
    const { id, ...fields } = row;
    await db.update(catalogImports).set(fields).where(eq(catalogImports.id, id));
  }

  /** Progress of a step: its rate and the seconds left, from when the step began. */
  function progress(row: Row, done: number, total: number, since: number) {
    const seconds = (now() - since) / 1000;
    row.rate = seconds > 0.5 && done > 0 ? Math.round(done / seconds) : null;
    row.secondsLeft = row.rate ? Math.ceil((total - done) / row.rate) : null;
  }

  async function finish(row: Row, status: CatalogImportStatus, message: string | null = null) {
    advance(row, status);
    row.message = message;
    row.rate = null;
    row.secondsLeft = null;
    row.finishedAt = new Date(now());
    await save(row);
    running.delete(row.id);
  }

  /** A writer; the rate and time left are the writing's once the check has ended. */
  const writerFor = (row: Row, index: CatalogueIndex, writing?: { since: number; total: number }) =>
    importWriter(db, index, {
      audit: (result, plan) => importAudit(row, { ...result, unchanged: plan.unchanged }),
      oneConnection,
      onProgress: (count) => {
        row.counts.written = count;
        if (writing) progress(row, count, writing.total, writing.since);
      },
    });

  /**
   * Check: every row against the catalogue, each batch handed to the writer while no row has been
   * refused (not for a dry run); the plan's findings go to the row.
   */
  async function check(job: Job, index: CatalogueIndex): Promise<ImportPlan> {
    const { row, received } = job;
    if (!row.options.dryRun) job.writer = writerFor(row, index);
    const since = now();
    let fetched = 0;
    const plan = await planImport(
      () => job.writer?.reader() ?? db,
      received.source,
      index,
      {
        replace: row.options.replace,
        skipInvalid: row.options.skipInvalid,
        strictMedia: row.options.strictMedia,
        writer: job.writer,
        resolveImages: async (refs) => {
          const resolved = await media.resolve(refs, job.writer?.reader());
          fetched = resolved.fetched;
          return resolved.found;
        },
        onProgress: (validated) => {
          row.counts.validated = validated;
          row.counts.rows = Math.max(row.counts.rows, validated);
          progress(row, validated, row.counts.rows, since);
        },
      },
      received.headerLine,
    );
    row.errors = plan.errors.slice(0, maxReportedRowErrors);
    row.errorCount = plan.errors.length;
    row.warnings = plan.warnings.slice(0, maxReportedRowErrors);
    row.warningCount = plan.warnings.length;
    row.counts = {
      ...row.counts,
      rows: plan.rows,
      validated: plan.rows,
      invalid: plan.invalidRows,
      created: plan.products.filter((p) => p.id === undefined).length,
      updated: plan.products.filter((p) => p.id !== undefined).length,
      unchanged: plan.unchanged,
      unlisted: plan.unlist.length,
      imagesFetched: fetched,
    };
    return plan;
  }

  /**
   * Write: what the check's writer has not written. When rows were refused (--skip-invalid) it
   * abandoned its writing: the kept rows are read and written again by a new writer.
   */
  async function write(job: Job & { writer: ImportWriter }, index: CatalogueIndex, plan: ImportPlan) {
    if (!refusedAny(plan) || job.writer.complete) return;
    job.writer = writerFor(job.row, index, { since: now(), total: plan.products.length });
    await writeKeptRows(job.writer, job.received.source, plan, index, job.row.options.strictMedia);
  }

  /** Commit: the writing's last statements and the commit; the row counts what was written. */
  async function commit({ row, writer }: Job & { writer: ImportWriter }, plan: ImportPlan) {
    const written = await writer.commit(plan);
    row.counts = {
      ...row.counts,
      written: written.created + written.updated,
      categoriesCreated: written.categoriesCreated,
      optionsCreated: written.optionsCreated,
    };
  }

  /** Catch up: done when the shop shows the new catalogue; committed whatever happens here, so a failure is logged. */
  async function catchUp(row: Row) {
    await onWritten().catch((error) => logError(error, `the listings did not catch up with import ${row.id}`));
  }

  /** One import after its file was received (start()): check, write, commit, catch up. */
  async function run(row: Row, received: Received) {
    const flush = setInterval(() => void save(row).catch(() => {}), FLUSH_MS);
    flush.unref();
    const job: Job = { row, received };
    try {
      const index = await readCatalogueIndex(db);
      const plan = await check(job, index);
      const refused = refusedAny(plan);
      if (refused) await job.writer?.abandon();
      if (plan.fatal || (refused && !row.options.skipInvalid)) return await finish(row, 'invalid');
      if (!job.writer) return await finish(row, 'checked');
      // Not awaited: on PGlite the import's transaction holds the one connection until its commit.
      advance(row, 'writing');
      const writing = job as Job & { writer: ImportWriter };
      await write(writing, index, plan);
      await commit(writing, plan);
      await catchUp(row);
      await finish(row, 'done');
    } catch (error) {
      await job.writer?.abandon().catch(() => {});
      logError(error, `catalogue import ${row.id} failed; nothing was written`);
      row.counts.written = 0;
      await finish(row, 'failed', reason('importFailed', { detail: (error as Error).message })).catch(() =>
        running.delete(row.id),
      );
    } finally {
      clearInterval(flush);
      await received.discard().catch(() => {});
    }
  }

  return {
    /**
     * Takes an uploaded file in and starts checking it. Answers once the file has arrived (its
     * rows counted by its lines); the check and the writing go on in the background.
     */
    async start(format: CatalogFormat, options: Omit<CatalogImportOptions, 'format'>, body: Readable, actor: string) {
      const [created] = await db
        .insert(catalogImports)
        .values({ format, options, status: 'validating', counts: { ...noCounts }, actor })
        .returning();
      const row = created!;
      running.set(row.id, row);
      try {
        const received = await receive(body, format);
        row.counts.rows = received.estimatedRows;
        await save(row);
        void run(row, received);
      } catch (error) {
        await finish(row, 'failed', reason('fileNotReceived', { detail: (error as Error).message })).catch(() => {});
        throw error;
      }
      return toImport(row);
    },

    async get(id: number): Promise<CatalogImport> {
      const live = running.get(id);
      if (live) return toImport(live);
      const [row] = await db.select().from(catalogImports).where(eq(catalogImports.id, id));
      if (!row) throw notFound(`No import ${id} exists`);
      return toImport(row);
    },

    async list(limit: number): Promise<CatalogImport[]> {
      const rows = await db.select().from(catalogImports).orderBy(desc(catalogImports.id)).limit(limit);
      return rows.map((row) => ({ ...toImport(running.get(row.id) ?? row), errors: [], warnings: [] }));
    },

    /**
     * Marks imports whose process died as failed (their transaction never committed). On PGlite,
     * which one process holds, every running import found at the start died with the last one.
     */
    async markAbandoned(all: boolean) {
      await db
        .update(catalogImports)
        .set({
          status: 'failed',
          message: reason('importAbandoned'),
          finishedAt: new Date(now()),
        })
        .where(
          and(
            inArray(catalogImports.status, runningStatuses),
            all ? undefined : lt(catalogImports.updatedAt, new Date(now() - STALE_MS)),
          ),
        );
    },
  };
}
export type CatalogImporter = ReturnType<typeof catalogImporter>;

/** Whether the check refused the file or a row of it. */
const refusedAny = (plan: ImportPlan) => plan.fatal || plan.errors.length > 0;

function toImport(row: Row): CatalogImport {
  return {
    id: row.id,
    format: row.format,
    // Imports from before strictMedia existed refused rows whose pictures could not be fetched.
    options: { ...row.options, strictMedia: row.options.strictMedia ?? true },
    status: row.status,
    counts: { ...row.counts },
    rate: row.rate,
    secondsLeft: row.secondsLeft,
    errors: row.errors,
    errorCount: row.errorCount,
    warnings: row.warnings,
    warningCount: row.warningCount,
    message: row.message,
    actor: row.actor,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
