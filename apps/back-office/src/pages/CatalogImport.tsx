import { zodResolver } from '@hookform/resolvers/zod';
import { type CatalogImport, catalogFormats, catalogImportOptionsSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../api';
import { useFormat, useT, useTn } from '../i18n/i18n';
import { Card } from '../ui/Card';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { CheckboxField, InputField, SelectField, SubmitButton } from '../ui/Field';
import { showApiError } from '../ui/forms';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading, SaveOutcome } from '../ui/RouteStates';
import { Table } from '../ui/Table';

const route = getRouteApi('/app/catalog-import');

/** The file and the contract's import options (sent as the query's true/false). */
const uploadFormOf = (chooseFile: string) =>
  z.object({
    file: z.instanceof(FileList, { error: chooseFile }).refine((files) => files.length === 1, chooseFile),
    format: catalogImportOptionsSchema.shape.format,
    dryRun: z.boolean(),
    replace: z.boolean(),
    skipInvalid: z.boolean(),
  });
type UploadForm = ReturnType<typeof uploadFormOf>;
type UploadInput = z.input<UploadForm>;
type UploadOutput = z.output<UploadForm>;

const running = (job: CatalogImport) => job.status === 'validating' || job.status === 'writing';
const helper = columnsOf<CatalogImport>();

/** The type a file is sent as: the API takes CSV, JSON Lines, or bytes it reads by the format chosen. */
const contentType = (file: File) =>
  file.type === 'text/csv' || file.type === 'application/x-ndjson' ? file.type : 'application/octet-stream';

function StatusText({ job }: { job: CatalogImport }) {
  const t = useT();
  return <span className={`badge badge-import-${job.status}`}>{t(`import.status.${job.status}`)}</span>;
}

function ImportReport({ id }: { id: number }) {
  const t = useT();
  const format = useFormat();
  const job = useQuery({
    queryKey: ['import', id],
    queryFn: () => api.getCatalogImport({ params: { id } }),
    // Polled while it runs; the API answers progress, rate and time left.
    refetchInterval: (query) => (query.state.data && running(query.state.data) ? 1000 : false),
  });
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
      {data.message && <p className="error-note">{data.message}</p>}
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
        {data.options.skipInvalid && `, ${t('import.skipInvalid')}`} · {data.actor} · {format.dateTime(data.startedAt)}
      </p>
      {data.errorCount > 0 && (
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
                <td>{e.reason}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </Card>
  );
}

export function CatalogImportPage() {
  const t = useT();
  const tn = useTn();
  const format = useFormat();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const imports = useQuery({
    queryKey: ['imports'],
    queryFn: () => api.listCatalogImports({ query: { limit: 20 } }),
    // Polled while one of them runs (started here, by another member or from the CLI), so that
    // its status and counts do not stay at 'Checking' once it ends.
    refetchInterval: (query) => (query.state.data?.data.some(running) ? 2000 : false),
  });
  const uploadForm = useMemo(() => uploadFormOf(t('import.chooseFile')), [t]);
  const form = useForm<UploadInput, unknown, UploadOutput>({
    resolver: zodResolver(uploadForm),
    defaultValues: { format: 'csv', dryRun: true, replace: false, skipInvalid: false },
  });
  const start = useMutation({
    mutationFn: ({ file, format: fileFormat, dryRun, replace, skipInvalid }: UploadOutput) => {
      const chosen = file[0]!;
      return api.importCatalog(
        {
          body: chosen,
          query: {
            format: fileFormat,
            dryRun: String(dryRun),
            replace: String(replace),
            skipInvalid: String(skipInvalid),
          },
        },
        // A big file takes a while to arrive; the import then runs in the background.
        { headers: { 'content-type': contentType(chosen) }, signal: AbortSignal.timeout(60 * 60_000) },
      );
    },
    onSuccess: (job) => {
      queryClient.setQueryData(['import', job.id], job);
      void queryClient.invalidateQueries({ queryKey: ['imports'] });
      void navigate({ search: { import: String(job.id) } });
    },
    onError: (error) => showApiError(error, form.setError, ['format', 'dryRun', 'replace', 'skipInvalid']),
  });
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('id', {
          header: t('import.number'),
          cell: (info) => (
            <Link to="/catalog-import" search={{ import: String(info.getValue()) }}>
              {t('import.numbered', { id: info.getValue() })}
            </Link>
          ),
        }),
        helper.accessor('startedAt', { header: t('import.started'), cell: (info) => format.dateTime(info.getValue()) }),
        helper.accessor('status', {
          header: t('orders.status'),
          cell: (info) => <StatusText job={info.row.original} />,
        }),
        helper.display({
          id: 'counts',
          header: t('import.result'),
          cell: ({ row }) =>
            tn('import.resultLine', row.original.counts.rows, {
              rows: format.number(row.original.counts.rows),
              created: format.number(row.original.counts.created),
              updated: format.number(row.original.counts.updated),
              invalid: format.number(row.original.counts.invalid),
            }),
        }),
        helper.accessor('actor', { header: t('import.by') }),
      ]),
    [t, tn, format],
  );
  const shownId = Number(search.import);
  return (
    <>
      <PageHeader title={t('import.title')} lead={t('import.lead')} />
      <Card title={t('import.upload')}>
        <form noValidate className="form-grid" onSubmit={form.handleSubmit((values) => start.mutate(values))}>
          <InputField
            form={form}
            name="file"
            label={t('import.file')}
            hint={t('import.fileHint')}
            type="file"
            accept=".csv,.jsonl,.ndjson,text/csv"
          />
          <SelectField
            form={form}
            name="format"
            label={t('import.format')}
            options={catalogFormats.map((f) => ({ value: f, label: t(`import.format.${f}`) }))}
          />
          <div className="span-all checks">
            <CheckboxField form={form} name="dryRun" label={t('import.dryRunLabel')} />
            <CheckboxField form={form} name="replace" label={t('import.replaceLabel')} />
            <CheckboxField form={form} name="skipInvalid" label={t('import.skipInvalidLabel')} />
          </div>
          <div className="span-all">
            <SaveOutcome form={form} save={start} />
            <SubmitButton pending={start.isPending}>
              {start.isPending ? t('import.uploading') : t('import.start')}
            </SubmitButton>
          </div>
        </form>
      </Card>
      {Number.isInteger(shownId) && shownId > 0 && <ImportReport key={shownId} id={shownId} />}
      <Card title={t('import.latest')}>
        <QueryTable
          query={imports}
          caption={t('import.latest')}
          columns={columns}
          rowId={(job) => String(job.id)}
          empty={t('import.none')}
        />
      </Card>
    </>
  );
}
