import { type ContentEntry, contentConfigSchema, contentWriteSchema, type LocaleCode } from '@shop/contracts';
import type { Translate } from '../../i18n/i18n';
import { barLinkProblem, barTextOf } from './bar-text';
import { type ConfigPath, listOf } from './config-paths';
import { type ContentIssue, issuesOf } from './content-issues';
import type { ContentKey } from './entry-key';
import type { JsonText } from './json-text';

/** An entry as it is being edited: the form and the expert view change the same draft. */
export interface Draft {
  content: string;
  config: Record<string, unknown>;
  script: string;
}

export const draftOf = (entry: Pick<ContentEntry, 'content' | 'config' | 'script'> | null): Draft => ({
  content: entry?.content ?? '',
  config: entry?.config ?? {},
  script: entry?.script ?? '',
});

/** What a save sends: no script is null. */
export const bodyOf = (draft: Draft) => ({
  content: draft.content,
  config: draft.config,
  script: draft.script === '' ? null : draft.script,
});

/** What a form of an entry is given: the draft, a way to change it, and the problems by path. */
export interface FormProps {
  locale: LocaleCode;
  draft: Draft;
  change: (change: Partial<Draft>) => void;
  edit: (path: ConfigPath, value: unknown) => void;
  errors: ReadonlyMap<string, string>;
}

/** The expert view's JSON mistake in the page's language, at its line and column. */
export function jsonMistake(t: Translate, mistake: Extract<JsonText, { ok: false }>): string {
  const { problem } = mistake;
  const said =
    'bracket' in problem
      ? t(`content.json.${problem.kind}`, { bracket: problem.bracket })
      : t(`content.json.${problem.kind}`);
  return t('content.json.at', { line: mistake.line, column: mistake.column, problem: said });
}

const isBlank = (text: unknown) =>
  typeof text === 'string'
    ? text.trim() === ''
    : typeof text === 'object' && text !== null && Object.values(text).some((t) => typeof t === 'string' && !t.trim());

/**
 * The texts a shopper reads as a link or a heading that the form has left empty: the API takes
 * them (the CLI may write them), the editor asks for them, as an empty link helps nobody.
 */
function blankLabels(key: ContentKey, config: Record<string, unknown>): ConfigPath[] {
  const blank: ConfigPath[] = [];
  const menu = (items: unknown, path: ConfigPath) => {
    for (const [i, item] of listOf<{ title?: unknown; items?: unknown }>(items).entries()) {
      if (isBlank(item?.title)) blank.push([...path, i, 'title']);
      menu(item?.items, [...path, i, 'items']);
    }
  };
  if (key.type === 'block' && key.identifier === 'menu') menu(config.items, ['items']);
  if (key.type === 'block' && key.identifier === 'footer')
    for (const [c, column] of listOf<{ header?: unknown; items?: unknown }>(config.columns).entries()) {
      if (isBlank(column?.header)) blank.push(['columns', c, 'header']);
      for (const [l, link] of listOf<{ label?: unknown }>(column?.items).entries())
        if (isBlank(link?.label)) blank.push(['columns', c, 'items', l, 'label']);
    }
  return blank;
}

/** What is wrong with a draft, found before anything is sent, each problem at its field. */
export interface DraftProblems {
  /** The expert view's JSON does not read (the config is the last one that did). */
  json?: string;
  /** The config's issues, by the schema of the entry's type and identifier. */
  config: ContentIssue[];
  content?: string;
  /** The notification bar's link, written in its text. */
  link?: string;
  script?: string;
}

/**
 * Checks a draft with the contracts' schemas, as the API will: the config of this kind of entry
 * (contentConfigSchema) and the body (contentWriteSchema); settings keep their content empty.
 */
export function checkDraft(t: Translate, key: ContentKey, draft: Draft, json?: JsonText): DraftProblems {
  const problems: DraftProblems = { config: [] };
  if (json && !json.ok) problems.json = jsonMistake(t, json);
  const schema = contentConfigSchema(key.type, key.identifier);
  if (!schema) problems.config.push({ path: [], message: t('content.unknownIdentifier') });
  else {
    const parsed = schema.safeParse(draft.config);
    if (!parsed.success) problems.config.push(...issuesOf(t, parsed.error.issues, draft.config));
  }
  problems.config.push(
    ...blankLabels(key, draft.config).map((path) => ({ path, message: t('content.problems.blank') })),
  );
  if (key.type === 'setting' && draft.content.trim() !== '') problems.content = t('content.settingContent');
  const bar = key.type === 'block' && key.identifier === 'notification-bar' ? barTextOf(draft.content) : undefined;
  const link = bar && barLinkProblem(bar);
  if (link) problems.link = t(link === 'href' ? 'content.problems.href' : 'content.bar.incompleteLink');
  const body = contentWriteSchema.safeParse(bodyOf(draft));
  if (!body.success)
    for (const issue of issuesOf(t, body.error.issues, bodyOf(draft))) {
      const field = issue.path[0] === 'script' ? 'script' : 'content';
      problems[field] = issue.message;
    }
  return problems;
}

export const hasProblems = (problems: DraftProblems) =>
  Boolean(problems.json || problems.content || problems.link || problems.script || problems.config.length > 0);
