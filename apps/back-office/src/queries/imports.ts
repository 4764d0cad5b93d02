import type { CatalogImport } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { keysOf } from './keys';

export const importKeys = keysOf('imports');

/** Whether an import is still checking or writing: its answers are polled until it ends. */
export const running = (job: CatalogImport) => job.status === 'validating' || job.status === 'writing';

/**
 * The latest imports, polled while one of them runs (started here, by another member or from the
 * CLI), so that its status and counts do not stay at 'Checking' once it ends.
 */
export const importsQuery = queryOptions({
  queryKey: importKeys.list({ limit: 20 }),
  queryFn: () => api.listCatalogImports({ query: { limit: 20 } }),
  refetchInterval: (query) => (query.state.data?.data.some(running) ? 2000 : false),
});

/** An import's report, polled while it runs; the API answers progress, rate and time left. */
export const importQuery = (id: number) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: () => api.getCatalogImport({ params: { id } }),
    refetchInterval: (query) => (query.state.data && running(query.state.data) ? 1000 : false),
  });
