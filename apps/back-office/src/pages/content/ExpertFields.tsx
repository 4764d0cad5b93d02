import { useTranslations } from 'use-intl';
import type { Draft } from './draft';
import { TextInput } from './FormParts';

/**
 * The entry as the shop stores it: its HTML, its config as JSON, its script. The JSON is the
 * form's config written out; a change here that reads as JSON is the form's at once.
 */
export function ExpertFields({
  draft,
  json,
  onJson,
  change,
  errors,
}: {
  draft: Draft;
  json: string;
  onJson: (text: string) => void;
  change: (change: Partial<Draft>) => void;
  errors: { content?: string; config?: string; script?: string };
}) {
  const t = useTranslations();
  return (
    <>
      <TextInput
        multiline
        code
        rows={8}
        label={t('content.contentField')}
        hint={t('content.contentHint')}
        value={draft.content}
        onChange={(content) => change({ content })}
        error={errors.content}
      />
      <TextInput
        multiline
        code
        rows={16}
        label={t('content.configField')}
        value={json}
        onChange={onJson}
        error={errors.config}
      />
      <TextInput
        multiline
        code
        rows={3}
        label={t('content.scriptField')}
        value={draft.script}
        onChange={(script) => change({ script })}
        error={errors.script}
      />
    </>
  );
}
