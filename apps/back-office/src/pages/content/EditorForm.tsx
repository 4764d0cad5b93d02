import type { ContentEntry } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, fieldIssues } from '../../api';
import type { Translate } from '../../i18n/i18n';
import { TextareaField } from '../../ui/Field';
import { EntryHistory, type EntryVersion } from './EntryHistory';
import { type EditorFields, type EntryBody, editorResolver, errorsOf, fieldsOf } from './editor-fields';
import type { ContentKey } from './entry-key';
import { previewDocument } from './preview-document';

/** A field of HTML, JSON or script: monospaced, not spell-checked. */
const CodeField = (props: ComponentProps<typeof TextareaField<EditorFields>>) => (
  <TextareaField {...props} spellCheck={false} className="code" />
);

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
