import type { CatalogImportStatus } from '@shop/contracts';
import type { AuditEntry } from '../audit';

/**
 * Where an import may go from each status, in one place: checked while it arrives ('validating'),
 * then refused ('invalid'), checked only (a dry run), or written and committed ('writing', then
 * 'done'); 'failed' from any running status. The job row's status only ever takes these steps.
 */
const next: Record<CatalogImportStatus, readonly CatalogImportStatus[]> = {
  validating: ['invalid', 'checked', 'writing', 'failed'],
  writing: ['done', 'failed'],
  invalid: [],
  checked: [],
  done: [],
  failed: [],
};

/** The statuses of an import under way: those it can still leave. */
export const runningStatuses = (Object.keys(next) as CatalogImportStatus[]).filter((status) => next[status].length > 0);

/** Moves a job to `to`, or throws when its status allows no such step (a bug, never a file's fault). */
export function advance(job: { id: number; status: CatalogImportStatus }, to: CatalogImportStatus) {
  if (!next[job.status].includes(to)) throw new Error(`import ${job.id} cannot go from ${job.status} to ${to}`);
  job.status = to;
}

/** An import's audit row: who ran it and what it wrote. */
export const importAudit = (job: { id: number; actor: string }, counts: object): AuditEntry => ({
  actor: job.actor,
  action: 'catalog.import',
  entity: 'catalog_import',
  entityId: String(job.id),
  after: counts,
});
