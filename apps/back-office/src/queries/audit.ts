import { auditQuerySchema } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import type { ListQuery } from '../search';
import { keysOf } from './keys';

const auditKeys = keysOf('audit');

/** The audit log's filters, as its URL keeps them. */
export const auditFilters = auditQuerySchema.omit({ offset: true, limit: true });

/** A page of the audit log; the page shown stays until the next has arrived. */
export const auditQuery = (query: ListQuery<typeof auditFilters>) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => api.listAuditLog({ query }),
    placeholderData: keepPreviousData,
  });
