import * as Tabs from '@radix-ui/react-tabs';
import {
  blockIdentifiers,
  type ContentEntry,
  type ContentType,
  contentConfigSchema,
  contentTypes,
  contentWriteSchema,
  type LocaleCode,
  localize,
  type MenuItem,
  settingIdentifiers,
  siteConfig,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { api, type FieldIssue, fieldIssues, isApiError } from '../api';
import { type Translate, useFormat, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages/en';
import { Card } from '../ui/Card';
import { Hidden, TextareaField } from '../ui/Field';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { Table } from '../ui/Table';

const route = getRouteApi('/app/content');
const localeCodes = siteConfig.locales.map((l) => l.code) as LocaleCode[];

interface ContentKey {
  type: ContentType;
  identifier: string;
  locale: LocaleCode;
}

/** What the shop calls its known entries; other identifiers (pages) are shown as they are. */
const entryNames: Record<string, MessageKey> = {
  'block/menu': 'content.name.menu',
  'block/footer': 'content.name.footer',
  'block/notification-bar': 'content.name.notification-bar',
  'block/top-banner': 'content.name.top-banner',
  'block/cart-header': 'content.name.cart-header',
  'setting/branding': 'content.name.branding',
  'setting/locale': 'content.name.locale',
  'setting/attributes': 'content.name.attributes',
};
const nameOf = (t: Translate, type: string, identifier: string) => {
  const key = entryNames[`${type}/${identifier}`];
  return key ? `${t(key)} (${identifier})` : identifier;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function menuHtml(items: MenuItem[] | undefined, locale: LocaleCode): string {
  return `<ul>${(items ?? [])
    .map(
      (item) =>
        `<li><strong>${escapeHtml(localize(item.title, locale))}</strong> <small>${escapeHtml(item.kind ?? 'link')} ${escapeHtml(
          item.href ?? item.slug ?? '',
        )}</small>${item.items ? menuHtml(item.items, locale) : ''}</li>`,
    )
    .join('')}</ul>`;
}

/**
 * The preview's document: the entry's (cleaned) HTML, a menu as a list of its titles as text, or
 * a setting's JSON. It is shown in a sandboxed frame, so nothing in it can run.
 */
function previewDocument(entry: Pick<ContentEntry, 'type' | 'identifier' | 'locale' | 'content' | 'config'>) {
  let html = entry.content;
  if (entry.type === 'block' && entry.identifier === 'menu')
    html = menuHtml((entry.config as { items?: MenuItem[] }).items, entry.locale);
  else if (entry.type === 'setting' || !html) html = `<pre>${escapeHtml(JSON.stringify(entry.config, null, 2))}</pre>`;
  return `<!doctype html><meta charset="utf-8"><body style="font-family:system-ui,sans-serif;margin:1rem">${html}`;
}

interface EditorFields {
  content: string;
  config: string;
  script: string;
}
type EntryBody = { content: string; config: Record<string, unknown>; script: string | null };

/**
 * Checks the form with the contracts' schemas before anything is sent: the body (contentWriteSchema)
 * and the config of this kind of entry (contentConfigSchema), issues named by their path as the API
 * names them (config.items.0.kind).
 */
function editorResolver(key: ContentKey, t: Translate): Resolver<EditorFields, unknown, EntryBody> {
  return async (values) => {
    const issues: FieldIssue[] = [];
    let config: unknown = {};
    try {
      config = JSON.parse(values.config.trim() || '{}');
    } catch (error) {
      issues.push({ path: 'config', message: t('content.badJson', { message: (error as Error).message }) });
    }
    if (issues.length === 0) {
      const schema = contentConfigSchema(key.type, key.identifier);
      if (!schema) issues.push({ path: 'identifier', message: t('content.unknownIdentifier') });
      else {
        const parsed = schema.safeParse(config);
        if (!parsed.success)
          issues.push(
            ...parsed.error.issues.map((i) => ({
              path: ['config', ...i.path.map(String)].join('.'),
              message: i.message,
            })),
          );
      }
    }
    if (key.type === 'setting' && values.content.trim() !== '')
      issues.push({ path: 'content', message: t('content.settingContent') });
    const body = contentWriteSchema.safeParse({ content: values.content, config, script: values.script || null });
    if (!body.success)
      issues.push(...body.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));
    if (issues.length === 0) return { values: body.data as EntryBody, errors: {} };
    return { values: {}, errors: errorsOf(issues) };
  };
}

/** Issues by the field they belong to (content, config, script), each field's as lines of "path: message". */
function errorsOf(issues: FieldIssue[]) {
  const fields: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = ['content', 'script'].includes(issue.path.split('.')[0]!) ? issue.path.split('.')[0]! : 'config';
    const line = `${issue.path}: ${issue.message}`;
    fields[field] = { type: 'validation', message: fields[field] ? `${fields[field].message}\n${line}` : line };
  }
  return fields;
}

function EntryEditor({ entryKey }: { entryKey: ContentKey }) {
  const t = useT();
  const format = useFormat();
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
      format={format}
      t={t}
    />
  );
}

/** A field of HTML, JSON or script: monospaced, not spell-checked. */
const CodeField = (props: ComponentProps<typeof TextareaField<EditorFields>>) => (
  <TextareaField {...props} spellCheck={false} className="code" />
);

const fieldsOf = (entry: ContentEntry | null): EditorFields => ({
  content: entry?.content ?? '',
  config: JSON.stringify(entry?.config ?? {}, null, 2),
  script: entry?.script ?? '',
});

function EditorForm({
  entryKey,
  entry,
  history,
  onSaved,
  format,
  t,
}: {
  entryKey: ContentKey;
  entry: ContentEntry | null;
  history: Array<{ version: number; createdAt: string }>;
  onSaved: (entry: ContentEntry) => Promise<void>;
  format: ReturnType<typeof useFormat>;
  t: Translate;
}) {
  const path = { type: entryKey.type, identifier: entryKey.identifier, locale: entryKey.locale };
  const [status, setStatus] = useState(entry ? '' : t('content.newEntry'));
  const [preview, setPreview] = useState(() => previewDocument(entry ?? { ...path, content: '', config: {} }));
  const form = useForm<EditorFields, unknown, EntryBody>({
    resolver: editorResolver(entryKey, t),
    defaultValues: fieldsOf(entry),
  });
  const showRefusal = (error: unknown) => {
    setStatus('');
    const issues = fieldIssues(error);
    for (const [field, value] of Object.entries(errorsOf(issues))) form.setError(field as keyof EditorFields, value);
    form.setError('root.server', { type: 'server', message: error instanceof Error ? error.message : String(error) });
  };
  const write = useMutation({
    mutationFn: ({ body, dryRun }: { body: EntryBody; dryRun: boolean }) =>
      api.writeContent({ params: path, query: { dryRun: dryRun ? 'true' : undefined }, body }),
  });
  const restore = useMutation({
    mutationFn: (version: number) => api.restoreContent({ params: path, body: { version } }),
    onSuccess: async (restored, version) => {
      form.reset(fieldsOf(restored));
      setPreview(previewDocument(restored));
      await onSaved(restored);
      setStatus(t('content.restored', { version }));
    },
    onError: showRefusal,
  });
  const submit = (dryRun: boolean) =>
    form.handleSubmit(
      (body) =>
        write.mutate(
          { body, dryRun },
          {
            onSuccess: async (result) => {
              setPreview(previewDocument(result));
              if (dryRun) return setStatus(t('content.valid'));
              form.reset({ ...form.getValues(), content: result.content });
              // The history and the list show the new version before the status says it was saved.
              await onSaved(result);
              setStatus(t('content.saved', { version: result.version }));
            },
            onError: showRefusal,
          },
        ),
      () => setStatus(''),
    );
  const { errors } = form.formState;
  const problems = [
    errors.root?.server?.message,
    errors.content?.message,
    errors.config?.message,
    errors.script?.message,
  ]
    .filter(Boolean)
    .flatMap((m) => m!.split('\n'));
  return (
    <form
      className="editor"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(false)();
      }}
    >
      <div className="editor-fields">
        <CodeField
          form={form}
          name="content"
          label={t('content.contentField')}
          hint={t('content.contentHint')}
          rows={10}
        />
        <CodeField form={form} name="config" label={t('content.configField')} rows={16} />
        <CodeField form={form} name="script" label={t('content.scriptField')} rows={3} />
        <div className="button-row">
          <button type="button" className="button" onClick={() => void submit(true)()} disabled={write.isPending}>
            {t('content.validate')}
          </button>
          <button type="submit" className="button primary" disabled={write.isPending}>
            {t('common.save')}
          </button>
        </div>
        <p role="status" className="ok">
          {status}
        </p>
        <div role="alert">
          {problems.length > 0 && (
            <ul className="error-list">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="editor-side">
        <h3>{t('content.preview')}</h3>
        <iframe title={t('content.preview')} sandbox="" srcDoc={preview} className="preview" />
        <h3>{t('content.history')}</h3>
        <Table
          caption={t('content.history')}
          columns={[t('content.version'), t('content.savedAt'), t('common.actions')]}
        >
          {history.length === 0 ? (
            <tr>
              <td colSpan={3} className="empty">
                {t('content.noHistory')}
              </td>
            </tr>
          ) : (
            history.map((version) => (
              <tr key={version.version}>
                <td>v{version.version}</td>
                <td>{format.dateTime(version.createdAt)}</td>
                <td>
                  <button
                    type="button"
                    className="button small"
                    disabled={restore.isPending || version.version === entry?.version}
                    onClick={() => restore.mutate(version.version)}
                  >
                    {version.version === entry?.version ? (
                      t('content.current')
                    ) : (
                      <>
                        {t('content.restore')}
                        <Hidden> {t('content.versionN', { version: version.version })}</Hidden>
                      </>
                    )}
                  </button>
                </td>
              </tr>
            ))
          )}
        </Table>
      </div>
    </form>
  );
}

export function ContentPage() {
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery({ queryKey: ['content-list'], queryFn: () => api.listContent() });
  const key: ContentKey | undefined =
    search.type && search.identifier && search.locale
      ? {
          type: search.type as ContentType,
          identifier: search.identifier,
          locale: search.locale as LocaleCode,
        }
      : undefined;
  const tab = (search.tab as ContentType | undefined) ?? key?.type ?? 'block';
  const entries = list.data?.entries ?? [];
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void navigate({
      search: {
        type: String(data.get('type')),
        identifier: String(data.get('identifier')).trim(),
        locale: String(data.get('locale')),
      },
    });
  };
  const known: Record<ContentType, string[]> = { block: blockIdentifiers, setting: settingIdentifiers, page: [] };

  return (
    <>
      <PageHeader title={t('content.title')} lead={t('content.lead')} />
      <div className="content-layout">
        <Card title={t('content.entries')} className="entries">
          {list.isPending && <Loading />}
          <ErrorNote error={list.error} />
          <Tabs.Root
            value={tab}
            onValueChange={(value) => void navigate({ search: (prev) => ({ ...prev, tab: value }) })}
          >
            <Tabs.List className="tab-list" aria-label={t('content.kinds')}>
              {contentTypes.map((type) => (
                <Tabs.Trigger key={type} value={type} className="tab">
                  {t(`content.type.${type}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {contentTypes.map((type) => {
              const identifiers = [
                ...new Set([...known[type], ...entries.filter((e) => e.type === type).map((e) => e.identifier)]),
              ];
              return (
                <Tabs.Content key={type} value={type} className="tab-panel">
                  {identifiers.length === 0 && <p className="muted">{t('content.noEntries')}</p>}
                  {identifiers.map((identifier) => (
                    <div key={identifier} className="entry-group">
                      <h3>{nameOf(t, type, identifier)}</h3>
                      <ul className="locale-links">
                        {localeCodes.map((locale) => {
                          const stored = entries.find(
                            (e) => e.type === type && e.identifier === identifier && e.locale === locale,
                          );
                          const current = key?.type === type && key.identifier === identifier && key.locale === locale;
                          return (
                            <li key={locale}>
                              <Link
                                to="/content"
                                search={{ type, identifier, locale, tab: type }}
                                aria-current={current ? 'true' : undefined}
                                className={stored ? 'locale-link' : 'locale-link missing'}
                              >
                                <Hidden>{identifier}: </Hidden>
                                {locale}
                                {stored && <small> v{stored.version}</small>}
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    </div>
                  ))}
                </Tabs.Content>
              );
            })}
          </Tabs.Root>
          <h3>{t('content.openOther')}</h3>
          <form className="stack" onSubmit={open}>
            <label className="filter">
              {t('content.type')}
              <select name="type" defaultValue={key?.type ?? 'page'}>
                {contentTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </label>
            <label className="filter">
              {t('content.identifier')}
              <input name="identifier" required pattern="[a-z0-9][a-z0-9\-]*" autoComplete="off" />
            </label>
            <label className="filter">
              {t('content.locale')}
              <select name="locale" defaultValue={key?.locale ?? siteConfig.defaultLocale}>
                {localeCodes.map((locale) => (
                  <option key={locale}>{locale}</option>
                ))}
              </select>
            </label>
            <button type="submit" className="button">
              {t('content.open')}
            </button>
          </form>
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
