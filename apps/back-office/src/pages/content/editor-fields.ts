import { type ContentEntry, contentConfigSchema, contentWriteSchema } from '@shop/contracts';
import type { Resolver } from 'react-hook-form';
import type { FieldIssue } from '../../api';
import type { Translate } from '../../i18n/i18n';
import type { ContentKey } from './entry-key';

export interface EditorFields {
  content: string;
  config: string;
  script: string;
}
export type EntryBody = { content: string; config: Record<string, unknown>; script: string | null };

export const fieldsOf = (entry: ContentEntry | null): EditorFields => ({
  content: entry?.content ?? '',
  config: JSON.stringify(entry?.config ?? {}, null, 2),
  script: entry?.script ?? '',
});

/**
 * Checks the form with the contracts' schemas before anything is sent: the body (contentWriteSchema)
 * and the config of this kind of entry (contentConfigSchema), issues named by their path as the API
 * names them (config.items.0.kind).
 */
export function editorResolver(key: ContentKey, t: Translate): Resolver<EditorFields, unknown, EntryBody> {
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
export function errorsOf(issues: FieldIssue[]) {
  const fields: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = ['content', 'script'].includes(issue.path.split('.')[0]!) ? issue.path.split('.')[0]! : 'config';
    const line = `${issue.path}: ${issue.message}`;
    fields[field] = { type: 'validation', message: fields[field] ? `${fields[field].message}\n${line}` : line };
  }
  return fields;
}
