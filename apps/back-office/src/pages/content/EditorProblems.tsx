import { useTranslations } from 'use-intl';
import type { Translate } from '../../i18n/i18n';
import { dotted } from './config-paths';
import type { ContentIssue } from './content-issues';
import type { DraftProblems } from './draft';
import { parseJsonText } from './json-text';

/**
 * The expert view's fields' problems: the JSON's mistake at its line, else each issue of the
 * config at the line its value is on ("Line 4: items.0.href: …"), the HTML's and the script's.
 */
export function expertErrors(
  t: Translate,
  {
    problems,
    configIssues,
    errors,
    jsonText,
  }: { problems: DraftProblems; configIssues: ContentIssue[]; errors: Map<string, string>; jsonText: string },
) {
  let config = problems.json;
  if (!config && configIssues.length > 0) {
    const read = parseJsonText(jsonText);
    const lineOf = (path: ContentIssue['path']) => {
      if (!read.ok) return undefined;
      // An issue of a missing key is at its object's line.
      for (let end = path.length; end >= 0; end--) {
        const line = read.lineOf(path.slice(0, end));
        if (line !== undefined) return line;
      }
      return undefined;
    };
    config = configIssues
      .map((issue) => {
        const field = dotted(issue.path) || t('content.json.wholeConfig');
        const line = lineOf(issue.path);
        const said = `${field}: ${issue.message}`;
        return line === undefined ? said : t('content.json.issueAt', { line, issue: said });
      })
      .join('\n');
  }
  // The notification bar's link is written in its HTML.
  const content = [errors.get('content'), errors.get('link')].filter(Boolean).join('\n') || undefined;
  return { config, content, script: errors.get('script') };
}

/** What the page says when something stands in the way of saving, for screen readers too. */
export function EditorProblems({
  refusal,
  count,
  jsonBroken,
  unplaced,
}: {
  refusal?: string;
  count: number;
  jsonBroken: boolean;
  /** Problems by path ("items.0", "" for the whole config) that the view shows at no field. */
  unplaced: Array<[string, string]>;
}) {
  const t = useTranslations();
  const lines = [
    ...(count > 0 ? [t('content.fixProblems', { count })] : []),
    ...(jsonBroken ? [t('content.fixJsonFirst')] : []),
    ...unplaced.map(([path, message]) => `${path || t('content.json.wholeConfig')}: ${message}`),
    ...(refusal ? [refusal] : []),
  ];
  return (
    <div role="alert">
      {lines.length > 0 && (
        <ul className="error-list">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
