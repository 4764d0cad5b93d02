import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslations } from 'use-intl';
import { contentListQuery } from '../queries/content';

import { Card } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { EntryEditor } from './content/EntryEditor';
import { EntryList } from './content/EntryList';
import type { ContentKey } from './content/entry-key';
import { OpenEntryForm } from './content/OpenEntryForm';

const route = getRouteApi('/app/content');

export function ContentPage() {
  const t = useTranslations();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(contentListQuery);
  const { type, identifier, locale } = search;
  const key: ContentKey | undefined = type && identifier && locale ? { type, identifier, locale } : undefined;
  const tab = search.tab ?? key?.type ?? 'block';

  return (
    <>
      <PageHeader title={t('content.title')} lead={t('content.lead')} />
      <div className="content-layout">
        <Card title={t('content.entries')} className="entries">
          {list.isPending && <Loading />}
          <ErrorNote error={list.error} />
          <EntryList
            entries={list.data?.entries ?? []}
            current={key}
            tab={tab}
            onTabChange={(value) => void navigate({ search: (prev) => ({ ...prev, tab: value }) })}
          />
          <OpenEntryForm current={key} onOpen={(entry) => void navigate({ search: entry })} />
        </Card>
        <Card
          title={key ? `${key.type} · ${key.identifier} · ${key.locale}` : t('content.choose')}
          className="editor-card"
        >
          {key && <EntryEditor key={`${key.type}/${key.identifier}/${key.locale}`} entryKey={key} />}
        </Card>
      </div>
    </>
  );
}
