import { zodResolver } from '@hookform/resolvers/zod';
import { type CatalogImport, catalogFormats, catalogImportOptionsSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { api } from '../api';
import { useFormat } from '../i18n/i18n';
import { importKeys, importsQuery } from '../queries/imports';
import { Card } from '../ui/Card';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { CheckboxField, InputField, SelectField, SubmitButton } from '../ui/Field';
import { showApiError } from '../ui/forms';
import { PageHeader } from '../ui/PageHeader';
import { SaveOutcome } from '../ui/RouteStates';
import { FileDownloads } from './catalog-import/FileDownloads';
import { ImportReport, StatusText } from './catalog-import/ImportReport';

const route = getRouteApi('/app/catalog-import');

/** The file and the contract's import options (sent as the query's true/false). */
const uploadFormOf = (chooseFile: string) =>
  z.object({
    file: z.instanceof(FileList, { error: chooseFile }).refine((files) => files.length === 1, chooseFile),
    format: catalogImportOptionsSchema.shape.format,
    dryRun: z.boolean(),
    replace: z.boolean(),
    skipInvalid: z.boolean(),
    strictMedia: z.boolean(),
  });
type UploadForm = ReturnType<typeof uploadFormOf>;
type UploadInput = z.input<UploadForm>;
type UploadOutput = z.output<UploadForm>;

const helper = columnsOf<CatalogImport>();

/** The type a file is sent as: the API takes CSV, JSON Lines, or bytes it reads by the format chosen. */
const contentType = (file: File) =>
  file.type === 'text/csv' || file.type === 'application/x-ndjson' ? file.type : 'application/octet-stream';

export function CatalogImportPage() {
  const t = useTranslations();
  const format = useFormat();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const imports = useQuery(importsQuery);
  const uploadForm = useMemo(() => uploadFormOf(t('import.chooseFile')), [t]);
  const form = useForm<UploadInput, unknown, UploadOutput>({
    resolver: zodResolver(uploadForm),
    defaultValues: { format: 'csv', dryRun: true, replace: false, skipInvalid: false, strictMedia: false },
  });
  const start = useMutation({
    mutationFn: ({ file, format: fileFormat, dryRun, replace, skipInvalid, strictMedia }: UploadOutput) => {
      const chosen = file[0]!;
      return api.importCatalog(
        {
          body: chosen,
          query: {
            format: fileFormat,
            dryRun: String(dryRun),
            replace: String(replace),
            skipInvalid: String(skipInvalid),
            strictMedia: String(strictMedia),
          },
        },
        // A big file takes a while to arrive; the import then runs in the background.
        { headers: { 'content-type': contentType(chosen) }, signal: AbortSignal.timeout(60 * 60_000) },
      );
    },
    onSuccess: (job) => {
      queryClient.setQueryData(importKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: importKeys.all });
      void navigate({ search: { import: job.id } });
    },
    onError: (error) =>
      showApiError(error, form.setError, ['format', 'dryRun', 'replace', 'skipInvalid', 'strictMedia']),
  });
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('id', {
          header: t('import.number'),
          cell: (info) => (
            <Link to="/catalog-import" search={{ import: info.getValue() }}>
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
            t('import.resultLine', {
              rows: row.original.counts.rows,
              created: format.number(row.original.counts.created),
              updated: format.number(row.original.counts.updated),
              invalid: format.number(row.original.counts.invalid),
            }),
        }),
        helper.accessor('actor', { header: t('import.by') }),
      ]),
    [t, format],
  );
  return (
    <>
      <PageHeader title={t('import.title')} lead={t('import.lead')} />
      <Card title={t('catalogFormat.prepare')}>
        <p>
          <Link to="/catalog-import/format">{t('catalogFormat.link')}</Link>
        </p>
        <FileDownloads />
      </Card>
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
            options={catalogFormats.map((f) => ({ value: f, label: t(`import.formats.${f}`) }))}
          />
          <div className="span-all checks">
            <CheckboxField form={form} name="dryRun" label={t('import.dryRunLabel')} />
            <CheckboxField form={form} name="replace" label={t('import.replaceLabel')} />
            <CheckboxField form={form} name="skipInvalid" label={t('import.skipInvalidLabel')} />
            <CheckboxField form={form} name="strictMedia" label={t('import.strictMediaLabel')} />
          </div>
          <div className="span-all">
            <SaveOutcome form={form} save={start} />
            <SubmitButton pending={start.isPending}>
              {start.isPending ? t('import.uploading') : t('import.start')}
            </SubmitButton>
          </div>
        </form>
      </Card>
      {search.import !== undefined && <ImportReport key={search.import} id={search.import} />}
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
