import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { api, isApiError } from '../../api';

import { ErrorNote, Loading } from '../../ui/RouteStates';
import { EditorForm } from './EditorForm';
import type { ContentKey } from './entry-key';

/** The entry and its versions, read for the editor; one not stored yet is edited as new. */
export function EntryEditor({ entryKey }: { entryKey: ContentKey }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const path = { type: entryKey.type, identifier: entryKey.identifier, locale: entryKey.locale };
  const entry = useQuery({
    queryKey: ['content', path],
    queryFn: async () => {
      try {
        return await api.readContent({ params: path });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
  });
  const history = useQuery({
    queryKey: ['content-history', path],
    queryFn: async () => {
      try {
        return (await api.contentHistory({ params: path })).versions;
      } catch (error) {
        if (isApiError(error, 404)) return [];
        throw error;
      }
    },
  });
  if (entry.isPending) return <Loading />;
  if (entry.error) return <ErrorNote error={entry.error} />;
  const loaded = entry.data;
  return (
    <EditorForm
      entryKey={entryKey}
      entry={loaded}
      history={history.data ?? []}
      onSaved={async (saved) => {
        queryClient.setQueryData(['content', path], saved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['content-history', path] }),
          queryClient.invalidateQueries({ queryKey: ['content-list'] }),
        ]);
      }}
      t={t}
    />
  );
}
