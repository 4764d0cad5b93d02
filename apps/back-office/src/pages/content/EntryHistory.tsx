import type { ContentVersion } from '@shop/contracts';
import { useTranslations } from 'use-intl';
import { type Translate, useFormat } from '../../i18n/i18n';
import { Hidden } from '../../ui/Field';
import { Table } from '../../ui/Table';

/** A stored version of an entry. */
export type EntryVersion = Pick<ContentVersion, 'version' | 'createdAt' | 'author'>;

/** Who saved a version: the member's name, else the machine that did (the admin key, the demo data). */
function authorOf(t: Translate, author: EntryVersion['author']) {
  if (author === null) return t('content.authors.unknown');
  if (author.name) return author.name;
  if (author.actor === 'admin-key') return t('content.authors.adminKey');
  if (author.actor === 'seed') return t('content.authors.seed');
  return author.actor;
}

/** The entry's stored versions, each but the current one to restore. */
export function EntryHistory({
  history,
  current,
  restoring,
  onRestore,
}: {
  history: EntryVersion[];
  current: number | undefined;
  restoring: boolean;
  onRestore: (version: number) => void;
}) {
  const t = useTranslations();
  const format = useFormat();
  return (
    <>
      <h3>{t('content.history')}</h3>
      <Table
        caption={t('content.history')}
        columns={[t('content.version'), t('content.savedAt'), t('content.author'), t('common.actions')]}
      >
        {history.length === 0 ? (
          <tr>
            <td colSpan={4} className="empty">
              {t('content.noHistory')}
            </td>
          </tr>
        ) : (
          history.map((version) => (
            <tr key={version.version}>
              <td>v{version.version}</td>
              <td>{format.dateTime(version.createdAt)}</td>
              <td>{authorOf(t, version.author)}</td>
              <td>
                <button
                  type="button"
                  className="button small"
                  disabled={restoring || version.version === current}
                  onClick={() => onRestore(version.version)}
                >
                  {version.version === current ? (
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
    </>
  );
}
