import type {
  CatalogFormat,
  CatalogImportCounts,
  CatalogImportOptions,
  CatalogImportStatus,
  ImportWarning,
  RowError,
} from '@shop/contracts';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant, updatedAt } from '../../db/columns';

/**
 * One catalogue import: its options, where it stands and what it found. The process that runs it
 * writes its progress here every second, so any API instance can answer how far it is.
 */
export const catalogImports = pgTable(
  'catalog_import',
  {
    id: serial('id').primaryKey(),
    format: text('format').$type<CatalogFormat>().notNull(),
    options: jsonb('options').$type<Omit<CatalogImportOptions, 'format'>>().notNull(),
    status: text('status').$type<CatalogImportStatus>().notNull(),
    counts: jsonb('counts').$type<CatalogImportCounts>().notNull(),
    rate: integer('rate'),
    secondsLeft: integer('seconds_left'),
    errors: jsonb('errors').$type<RowError[]>().notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    warnings: jsonb('warnings').$type<ImportWarning[]>().notNull().default([]),
    warningCount: integer('warning_count').notNull().default(0),
    message: text('message'),
    actor: text('actor').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    /** Written with every progress report: a running import not heard of for a minute has died. */
    updatedAt: updatedAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [index('catalog_import_started').on(t.startedAt.desc())],
);
