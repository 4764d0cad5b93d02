import type { ContentType, LocaleCode } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../api';
import { keysOf } from './keys';

export const contentKeys = {
  ...keysOf('content'),
  history: (path: EntryPath) => [...contentKeys.all, 'history', path] as const,
};

/** Where an entry is: its type, identifier and language. */
interface EntryPath {
  type: ContentType;
  identifier: string;
  locale: LocaleCode;
}

/** The stored entries, without their contents. */
export const contentListQuery = queryOptions({ queryKey: contentKeys.list(), queryFn: () => api.listContent() });

/** An entry; null when none is stored yet (it is edited as new). */
export const contentEntryQuery = (path: EntryPath) =>
  queryOptions({
    queryKey: contentKeys.detail(path),
    queryFn: async () => {
      try {
        return await api.readContent({ params: path });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
  });

/** An entry's versions, newest first; none for one not stored yet. */
export const contentHistoryQuery = (path: EntryPath) =>
  queryOptions({
    queryKey: contentKeys.history(path),
    queryFn: async () => {
      try {
        return (await api.contentHistory({ params: path })).versions;
      } catch (error) {
        if (isApiError(error, 404)) return [];
        throw error;
      }
    },
  });
