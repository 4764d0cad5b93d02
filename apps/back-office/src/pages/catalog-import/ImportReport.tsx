import type { CatalogImport } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { importQuery, running } from '../../queries/imports';
import { Card } from '../../ui/Card';
import { ErrorNote, Loading } from '../../ui/RouteStates';
import { importReasonWords } from '../../ui/refusals';
import { Table } from '../../ui/Table';

export function StatusText({ job }: { job: CatalogImport }) {
  const t = useTranslations();
  return <span className={`badge badge-import-${job.status}`}>{t(`import.status.${job.status}`)}</span>;
}

/** Bad rows: what was refused, by line, column and value. */
function BadRows({ data }: { data: CatalogImport }) {
  const t = useTranslations();
  const format = useFormat();
  return (
    <>
      <h3>{t('import.badRows', { count: format.number(data.errorCount) })}</h3>
      {data.errorCount > data.errors.length && (
        <p className="muted">{t('import.firstRows', { shown: format.number(data.errors.length) })}</p>
      )}
      <Table
        caption={t('import.badRowsCaption')}
        columns={[t('import.line'), t('import.sku'), t('import.column'), t('import.value'), t('import.reason')]}
        tall
      >
        {data.errors.map((e) => (
          <tr key={`${e.line}-${e.column}-${e.reason}`}>
            <td className="number">{e.line}</td>
            <td>{e.sku ? <code>{e.sku}</code> : '—'}</td>
            <td>{e.column ?? '—'}</td>
            <td className="break">{e.value ?? '—'}</td>
            <td>{importReasonWords(t, e.reason)}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** Pictures left out: their products were imported without them (warnings, not refusals). */
function MissingPictures({ data }: { data: CatalogImport }) {
  const t = useTranslations();
  const format = useFormat();
  return (
    <>
      <h3>{t('import.missingPictures', { count: format.number(data.warningCount) })}</h3>
      <p className="muted">
        {t('import.missingPicturesLead')}
        {data.warningCount > data.warnings.length &&
          ` ${t('import.firstRows', { shown: format.number(data.warnings.length) })}`}
      </p>
      <Table
        caption={t('import.missingPicturesCaption')}
        columns={[t('import.line'), t('import.sku'), t('import.picture'), t('import.reason')]}
        tall
      >
        {data.warnings.map((w) => (
          <tr key={`${w.line}-${w.url}`}>
            <td className="number">{w.line}</td>
            <td>
              <code>{w.sku}</code>
            </td>
            <td className="break">{w.url}</td>
            <td>{importReasonWords(t, w.reason)}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** An import's status, progress, counts, bad rows and pictures left out; polled while it runs. */
export function ImportReport({ id }: { id: number }) {
  const t = useTranslations();
  const format = useFormat();
  const job = useQuery(importQuery(id));
  if (job.isPending) return <Loading />;
  if (!job.data) return <ErrorNote error={job.error} />;
  const data = job.data;
  const c = data.counts;
  const progress = c.rows > 0 ? (data.status === 'writing' ? c.written : c.validated) / c.rows : 0;
  return (
    <Card title={t('import.report', { id: data.id })}>
      <p aria-live="polite">
        <StatusText job={data} /> {t(`import.statusLead.${data.status}`)}
        {running(data) && data.secondsLeft !== null && (
          <> {t('import.secondsLeft', { seconds: format.number(Math.ceil(data.secondsLeft)) })}</>
        )}
      </p>
      {running(data) && (
        <progress max={1} value={progress} aria-label={t('import.progress')}>
          {format.percent(progress)}
        </progress>
      )}
      {data.message && <p className="error-note">{importReasonWords(t, data.message)}</p>}
      <dl className="figures compact">
        {(
          [
            ['rows', c.rows],
            ['validated', c.validated],
            ['invalid', c.invalid],
            ['created', c.created],
            ['updated', c.updated],
            ['unchanged', c.unchanged],
            ['unlisted', c.unlisted],
            ['categoriesCreated', c.categoriesCreated],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt>{t(`import.count.${key}`)}</dt>
            <dd>{format.number(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        {t('import.options')}: {data.format}
        {data.options.dryRun && `, ${t('import.dryRun')}`}
        {data.options.replace && `, ${t('import.replace')}`}
        {data.options.skipInvalid && `, ${t('import.skipInvalid')}`}
        {data.options.strictMedia && `, ${t('import.strictMedia')}`} · {data.actor} · {format.dateTime(data.startedAt)}
      </p>
      {data.errorCount > 0 && <BadRows data={data} />}
      {data.warningCount > 0 && <MissingPictures data={data} />}
    </Card>
  );
}
