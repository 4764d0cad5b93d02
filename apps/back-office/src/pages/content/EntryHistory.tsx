import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { Hidden } from '../../ui/Field';
import { Table } from '../../ui/Table';

/** A stored version of an entry. */
export interface EntryVersion {
  version: number;
  createdAt: string;
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
      <Table caption={t('content.history')} columns={[t('content.version'), t('content.savedAt'), t('common.actions')]}>
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
