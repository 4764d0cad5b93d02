import { contentProblems } from '@shop/contracts';
import type { z } from 'zod';
import type { Translate } from '../../i18n/i18n';
import { type ConfigPath, dotted, getAt } from './config-paths';

/** A problem with the config, at its path ("items.0.href"), in the page's language. */
export interface ContentIssue {
  path: ConfigPath;
  message: string;
}

const ownWords: Record<string, (t: Translate) => string> = Object.fromEntries(
  (Object.keys(contentProblems) as Array<keyof typeof contentProblems>).map((key) => [
    contentProblems[key],
    (t: Translate) => t(`content.problems.${key}`),
  ]),
);

/** A message of the content schemas (or the API, which checks with them) in the page's language, else as it is. */
export const translatedProblem = (t: Translate, message: string) => ownWords[message]?.(t) ?? message;

const typeWords: Record<string, Parameters<Translate>[0]> = {
  string: 'content.problems.text',
  number: 'content.problems.number',
  int: 'content.problems.wholeNumber',
  boolean: 'content.problems.onOff',
  array: 'content.problems.list',
  object: 'content.problems.group',
  record: 'content.problems.group',
};

/** One issue of a content schema, said as a merchant would: "At most 80 characters", not "Too big: …". */
function said(t: Translate, issue: z.core.$ZodIssue, config: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (getAt(config, issue.path as ConfigPath) === undefined) return t('content.problems.required');
      return typeWords[issue.expected] ? t(typeWords[issue.expected]!) : issue.message;
    case 'too_big':
      if (issue.origin === 'string') return t('content.problems.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t('content.problems.tooMany', { max: Number(issue.maximum) });
      return t('content.problems.atMost', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string') return t('content.problems.blank');
      if (issue.origin === 'number' && issue.inclusive === false && Number(issue.minimum) === 0)
        return t('content.problems.positive');
      return t('content.problems.atLeast', { min: Number(issue.minimum) });
    case 'invalid_value':
      return t('content.problems.oneOf', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return t('content.problems.unknownFields', { count: issue.keys.length, keys: issue.keys.join(', ') });
    case 'invalid_union':
      return t('content.problems.localized');
    default:
      return translatedProblem(t, issue.message);
  }
}

/** The schema's issues with the config, each at its path and in the page's language. */
export const issuesOf = (t: Translate, issues: readonly z.core.$ZodIssue[], config: unknown): ContentIssue[] =>
  issues.map((issue) => ({ path: issue.path as ConfigPath, message: said(t, issue, config) }));

/** The issues by the dotted path a form's field looks its own up by. */
export function issuesByPath(issues: readonly ContentIssue[]): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const key = dotted(issue.path);
    byPath.set(key, byPath.has(key) ? `${byPath.get(key)}\n${issue.message}` : issue.message);
  }
  return byPath;
}
