import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPriceList, priceListFileErrorsSchema } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { api, isApiError } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { priceListKeys } from '../../queries/priceLists';
import { CheckboxField, InputField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';
import { importReasonWords } from '../../ui/refusals';

const uploadFormOf = (chooseFile: string) =>
  z.object({
    file: z.instanceof(FileList, { error: chooseFile }).refine((files) => files.length === 1, chooseFile),
    dryRun: z.boolean(),
  });
type UploadForm = ReturnType<typeof uploadFormOf>;

/** The lines of a CSV the API refused, each with its reason, if it named them. */
function RefusedLines({ error }: { error: unknown }) {
  const t = useTranslations();
  const refused = isApiError(error, 400) ? priceListFileErrorsSchema.safeParse(error.details) : null;
  if (!refused?.success) return null;
  return (
    <ul className="error-list" aria-label={t('priceList.refusedLines')}>
      {refused.data.errors.map((line) => (
        <li key={`${line.line}-${line.column}`}>
          {line.column
            ? t('priceList.refusedLineColumn', { line: line.line, column: line.column })
            : t('priceList.refusedLine', { line: line.line })}{' '}
          {importReasonWords(t, line.reason)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A list's entries as a CSV (sku;price;min_qty, prices as people type them): downloaded, or
 * replaced by a file the API checks line by line first (a dry run only checks).
 */
export function PriceListFile({ list }: { list: AdminPriceList }) {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  const uploadForm = useMemo(() => uploadFormOf(t('priceList.chooseFile')), [t]);
  const form = useForm<z.input<UploadForm>, unknown, z.output<UploadForm>>({
    resolver: zodResolver(uploadForm),
    defaultValues: { dryRun: true },
  });
  const upload = useMutation({
    mutationFn: ({ file, dryRun }: z.output<UploadForm>) =>
      api.importPriceList(
        { params: { code: list.code }, query: { dryRun: String(dryRun) as 'true' | 'false' }, body: file[0]! },
        { headers: { 'content-type': 'text/csv' }, signal: AbortSignal.timeout(10 * 60_000) },
      ),
    onSuccess: (report) => {
      if (!report.dryRun) void queryClient.invalidateQueries({ queryKey: priceListKeys.all });
    },
    onError: (error) => showApiError(error, form.setError, ['dryRun']),
  });
  const report = upload.data;
  return (
    <div className="stack">
      <p>
        <a className="button" href={`/admin/api/price-lists/${encodeURIComponent(list.code)}/entries`} download>
          {t('priceList.export')}
        </a>
      </p>
      <p className="hint">{t('priceList.fileHint')}</p>
      <form noValidate className="stack" onSubmit={form.handleSubmit((values) => upload.mutate(values))}>
        <InputField form={form} name="file" label={t('priceList.file')} type="file" accept=".csv,text/csv,text/plain" />
        <CheckboxField form={form} name="dryRun" label={t('priceList.dryRun')} />
        <SaveOutcome form={form} save={upload} />
        <RefusedLines error={upload.error} />
        <p role="status" className="ok status-line">
          {report &&
            t(report.dryRun ? 'priceList.checked' : 'priceList.imported', {
              rows: format.number(report.rows),
              products: format.number(report.products),
              removed: format.number(report.removed),
            })}
        </p>
        <div>
          <SubmitButton pending={upload.isPending}>{t('priceList.import')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
