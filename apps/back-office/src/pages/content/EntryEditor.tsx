import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { contentEntryQuery, contentHistoryQuery, contentKeys } from '../../queries/content';

import { ErrorNote, Loading } from '../../ui/RouteStates';
import { EditorForm } from './EditorForm';
import type { ContentKey } from './entry-key';

/** The entry and its versions, read for the editor; one not stored yet is edited as new. */
export function EntryEditor({ entryKey }: { entryKey: ContentKey }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const path = { type: entryKey.type, identifier: entryKey.identifier, locale: entryKey.locale };
  const entry = useQuery(contentEntryQuery(path));
  const history = useQuery(contentHistoryQuery(path));
  if (entry.isPending) return <Loading />;
  if (entry.error) return <ErrorNote error={entry.error} />;
  const loaded = entry.data;
  return (
    <EditorForm
      entryKey={entryKey}
      entry={loaded}
      history={history.data ?? []}
      onSaved={async (saved) => {
        queryClient.setQueryData(contentKeys.detail(path), saved);
        await queryClient.invalidateQueries({ queryKey: contentKeys.all });
      }}
      t={t}
    />
  );
}
