import * as Tabs from '@radix-ui/react-tabs';
import type { ContentEntry } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { api, fieldIssues } from '../../api';
import type { Translate } from '../../i18n/i18n';
import { BarForm, barPlaced } from './BarForm';
import { BrandingForm, brandingPlaced } from './BrandingForm';
import { type ConfigPath, setAt } from './config-paths';
import { type ContentIssue, issuesByPath, translatedProblem } from './content-issues';
import { bodyOf, checkDraft, type Draft, draftOf, type FormProps, hasProblems } from './draft';
import { EditorProblems, expertErrors } from './EditorProblems';
import { EntryHistory, type EntryVersion } from './EntryHistory';
import { ExpertFields } from './ExpertFields';
import type { ContentKey } from './entry-key';
import { FooterForm, footerPlaced } from './FooterForm';
import { jsonTextOf, parseJsonText } from './json-text';
import { MenuForm, menuPlaced } from './MenuForm';
import { previewDocument } from './preview-document';

/** The entries the editor has a form for, and which problems (by path) that form shows at a field. */
const forms: Record<
  string,
  { Form: (props: FormProps) => React.ReactNode; placed: (locale: string) => (path: string) => boolean }
> = {
  'block/menu': { Form: MenuForm, placed: () => menuPlaced },
  'block/footer': { Form: FooterForm, placed: () => (path) => path === 'content' || footerPlaced(path) },
  'block/notification-bar': { Form: (props) => <BarForm {...props} banner={false} />, placed: () => barPlaced(false) },
  'block/top-banner': { Form: (props) => <BarForm {...props} banner />, placed: () => barPlaced(true) },
  'setting/branding': { Form: BrandingForm, placed: brandingPlaced },
};

/** The API's refusal: its message, and its issues at the paths the form uses (config's without "config."). */
function refusalOf(t: Translate, error: unknown) {
  const issues: ContentIssue[] = fieldIssues(error).map((issue) => ({
    path: issue.path
      .replace(/^config\.?/, '')
      .split('.')
      .filter(Boolean) as ConfigPath,
    message: translatedProblem(t, issue.message),
  }));
  return { message: error instanceof Error ? error.message : String(error), issues };
}

/**
 * An entry's editor: a form for the kinds of entry it knows, the expert view (HTML, JSON, script)
 * for every entry, both editing one draft, which is checked with the contracts' schemas before it
 * is sent; a preview, and the versions to restore.
 */
export function EditorForm({
  entryKey,
  entry,
  history,
  onSaved,
  t,
}: {
  entryKey: ContentKey;
  entry: ContentEntry | null;
  history: EntryVersion[];
  onSaved: (entry: ContentEntry) => Promise<void>;
  t: Translate;
}) {
  const path = { type: entryKey.type, identifier: entryKey.identifier, locale: entryKey.locale };
  const form = forms[`${entryKey.type}/${entryKey.identifier}`];
  const [draft, setDraft] = useState(() => draftOf(entry));
  /** The expert view's own JSON text, while it differs from the draft's config written out. */
  const [ownJson, setOwnJson] = useState<string | null>(null);
  const [view, setView] = useState<'form' | 'expert'>(form ? 'form' : 'expert');
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf>>();
  const [status, setStatus] = useState(entry ? '' : t('content.newEntry'));
  const [preview, setPreview] = useState(() => previewDocument(entry ?? { ...path, content: '', config: {} }));
  const editor = useRef<HTMLFormElement>(null);
  const sent = useRef<Draft>(null);

  const jsonText = ownJson ?? jsonTextOf(draft.config);
  const jsonRead = useMemo(() => (ownJson === null ? undefined : parseJsonText(ownJson)), [ownJson]);
  const problems = useMemo(() => checkDraft(t, entryKey, draft, jsonRead), [t, entryKey, draft, jsonRead]);
  const configIssues = [...(checked ? problems.config : []), ...(refusal?.issues ?? [])];
  const errors = issuesByPath(configIssues);
  for (const field of ['content', 'link', 'script'] as const) {
    const message = (checked && problems[field]) || errors.get(field);
    if (message) errors.set(field, message);
  }

  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    if (next.config) setOwnJson(null);
  };
  const edit = (at: ConfigPath, value: unknown) => change({ config: setAt(draft.config, at, value) });
  const onJson = (text: string) => {
    setOwnJson(text);
    const read = text.trim() === '' ? { ok: true as const, value: {} } : parseJsonText(text);
    if (read.ok) setDraft((current) => ({ ...current, config: read.value as Draft['config'] }));
  };

  const saved = async (result: ContentEntry, message: string) => {
    setPreview(previewDocument(result));
    // The saved entry (its HTML cleaned, its defaults filled in), unless it was changed meanwhile.
    setDraft((current) => (current === sent.current ? draftOf(result) : current));
    setOwnJson(null);
    await onSaved(result);
    setStatus(message);
  };
  const showRefusal = (error: unknown) => {
    setStatus('');
    setRefusal(refusalOf(t, error));
  };
  const write = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) =>
      api.writeContent({ params: path, query: { dryRun: dryRun ? 'true' : undefined }, body: bodyOf(draft) }),
  });
  const restore = useMutation({
    mutationFn: (version: number) => api.restoreContent({ params: path, body: { version } }),
    onSuccess: async (restored, version) => {
      sent.current = null;
      setDraft(draftOf(restored));
      setRefusal(undefined);
      await saved(restored, t('content.restored', { version }));
    },
    onError: showRefusal,
  });
  const submit = (dryRun: boolean) => {
    setChecked(true);
    setRefusal(undefined);
    setStatus('');
    if (hasProblems(problems)) {
      // The first field with a problem takes the focus, once the problems are shown.
      requestAnimationFrame(() => editor.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    sent.current = draft;
    write.mutate(
      { dryRun },
      {
        onSuccess: async (result) => {
          if (!dryRun) return saved(result, t('content.saved', { version: result.version }));
          setPreview(previewDocument(result));
          setStatus(t('content.valid'));
        },
        onError: showRefusal,
      },
    );
  };
  const switchView = (next: string) => {
    // A form cannot show JSON that does not read: the mistake is said at the JSON's field first.
    if (next === 'form' && jsonRead && !jsonRead.ok) {
      setChecked(true);
      setStatus('');
      return;
    }
    setView(next as 'form' | 'expert');
  };

  const expert = (
    <ExpertFields
      draft={draft}
      json={jsonText}
      onJson={onJson}
      change={change}
      errors={expertErrors(t, { problems: checked ? problems : { config: [] }, configIssues, errors, jsonText })}
    />
  );
  // The form's view lists above its buttons what it has no field for; the expert view has a field for all.
  const placed = form?.placed(entryKey.locale);
  const unplaced = view === 'form' && placed ? [...errors].filter(([at]) => !placed(at)) : [];
  return (
    <form
      ref={editor}
      className="editor"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <div className="editor-fields">
        {form ? (
          <Tabs.Root value={view} onValueChange={switchView}>
            <Tabs.List className="tab-list" aria-label={t('content.views')}>
              <Tabs.Trigger value="form" className="tab">
                {t('content.formView')}
              </Tabs.Trigger>
              <Tabs.Trigger value="expert" className="tab">
                {t('content.expertView')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="form" className="tab-panel">
              <form.Form locale={entryKey.locale} draft={draft} change={change} edit={edit} errors={errors} />
            </Tabs.Content>
            <Tabs.Content value="expert" className="tab-panel">
              <p className="hint">{t('content.expertHint')}</p>
              {expert}
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          expert
        )}
        <div className="button-row">
          <button type="button" className="button" onClick={() => submit(true)} disabled={write.isPending}>
            {t('content.validate')}
          </button>
          <button type="submit" className="button primary" disabled={write.isPending}>
            {t('common.save')}
          </button>
        </div>
        <p role="status" className="ok">
          {status}
        </p>
        <EditorProblems
          refusal={refusal?.message}
          count={checked && hasProblems(problems) ? problemCount(problems) : 0}
          jsonBroken={checked && view === 'expert' && jsonRead?.ok === false && form !== undefined}
          unplaced={unplaced}
        />
      </div>
      <div className="editor-side">
        <h3>{t('content.preview')}</h3>
        <iframe title={t('content.preview')} sandbox="" srcDoc={preview} className="preview" />
        <EntryHistory
          history={history}
          current={entry?.version}
          restoring={restore.isPending}
          onRestore={(version) => restore.mutate(version)}
        />
      </div>
    </form>
  );
}

const problemCount = (problems: ReturnType<typeof checkDraft>) =>
  problems.config.length + [problems.json, problems.content, problems.link, problems.script].filter(Boolean).length;
