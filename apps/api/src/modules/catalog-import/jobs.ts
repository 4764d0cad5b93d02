import type { Readable } from 'node:stream';
import {
  type CatalogFormat,
  type CatalogImport,
  type CatalogImportCounts,
  type CatalogImportOptions,
  type CatalogImportStatus,
  maxReportedRowErrors,
} from '@shop/contracts';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import type { MediaStore } from '../media';
import { planImport } from './check/plan';
import { type Received, receive } from './read/source';
import { catalogImports } from './tables';
import { readCatalogueIndex } from './write/snapshot';
import { type ImportWriter, importWriter, writeKeptRows } from './write/writer';

/** How often a running import writes its progress where every API instance reads it. */
const FLUSH_MS = 1_000;
/** A running import not heard of for this long died with its process (its transaction rolled back). */
const STALE_MS = 2 * 60_000;

type Row = typeof catalogImports.$inferSelect;

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
    row.status = status;
    row.message = message;
    row.rate = null;
    row.secondsLeft = null;
    row.finishedAt = new Date(now());
    await save(row);
    running.delete(row.id);
  }

  async function run(row: Row, received: Received) {
    const flush = setInterval(() => void save(row).catch(() => {}), FLUSH_MS);
    flush.unref();
    let writer: ImportWriter | undefined;
    try {
      const index = await readCatalogueIndex(db);
      /** A writer; the rate and time left are the writing's once the check has ended. */
      const startWriter = (writing?: { since: number; total: number }) =>
        importWriter(db, index, {
          actor: row.actor,
          importId: row.id,
          oneConnection,
          onProgress: (count) => {
            row.counts.written = count;
            if (writing) progress(row, count, writing.total, writing.since);
          },
        });
      if (!row.options.dryRun) writer = startWriter();
      const checkingSince = now();
      let fetched = 0;
      const plan = await planImport(
        () => writer?.reader() ?? db,
        received.source,
        index,
        {
          replace: row.options.replace,
          skipInvalid: row.options.skipInvalid,
          strictMedia: row.options.strictMedia,
          writer,
          resolveImages: async (refs) => {
            const resolved = await media.resolve(refs, writer?.reader());
            fetched = resolved.fetched;
            return resolved.found;
          },
          onProgress: (validated) => {
            row.counts.validated = validated;
            row.counts.rows = Math.max(row.counts.rows, validated);
            progress(row, validated, row.counts.rows, checkingSince);
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
      const refused = plan.fatal || plan.errors.length > 0;
      if (refused) await writer?.abandon();
      if (plan.fatal || (refused && !row.options.skipInvalid)) return await finish(row, 'invalid');
      if (!writer) return await finish(row, 'checked');
      // Not awaited: on PGlite the import's transaction holds the one connection until its commit.
      row.status = 'writing';
      if (refused && !writer.complete) {
        // Rows were refused (--skip-invalid): the kept ones are read and written again.
        writer = startWriter({ since: now(), total: plan.products.length });
        await writeKeptRows(writer, received.source, plan, index, row.options.strictMedia);
      }
      const written = await writer.commit(plan);
      // Written and committed whatever happens next: a failure to catch up is logged, not the import's.
      await onWritten().catch((error) => logError(error, `the listings did not catch up with import ${row.id}`));
      row.counts = {
        ...row.counts,
        written: written.created + written.updated,
        categoriesCreated: written.categoriesCreated,
        optionsCreated: written.optionsCreated,
      };
      await finish(row, 'done');
    } catch (error) {
      await writer?.abandon().catch(() => {});
      logError(error, `catalogue import ${row.id} failed; nothing was written`);
      row.counts.written = 0;
      await finish(row, 'failed', `Nothing was written: ${(error as Error).message}`).catch(() =>
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
        await finish(row, 'failed', `The file could not be received: ${(error as Error).message}`).catch(() => {});
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
          message: 'The API stopped during this import; nothing was written',
          finishedAt: new Date(now()),
        })
        .where(
          and(
            inArray(catalogImports.status, ['validating', 'writing']),
            all ? undefined : lt(catalogImports.updatedAt, new Date(now() - STALE_MS)),
          ),
        );
    },
  };
}
export type CatalogImporter = ReturnType<typeof catalogImporter>;

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
