import type { AdminPriceList, AdminPriceListEntry, PriceListEntryInput } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { amountInput } from '../../i18n/amounts';
import { useFormat, useLanguage } from '../../i18n/i18n';
import { type priceListEntryFilters, priceListKeys, priceListQuery } from '../../queries/priceLists';
import type { ListQuery } from '../../search';
import { columnsOf, QueryTable } from '../../ui/DataTable';
import { Hidden } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { showApiError } from '../../ui/forms';
import { ErrorNote, SaveOutcome } from '../../ui/RouteStates';
import { AddEntry } from './AddEntry';
import { EditorButtons, PriceEditor, TierList, TiersEditor } from './EntryEditor';
import { useSaveEntries } from './entries';
import { type EntryFields, entryFields, entryResolver } from './forms';

const helper = columnsOf<AdminPriceListEntry>();

/**
 * A list's entries, found by SKU or name, sorted and paged by the URL; a row's price and tiers are
 * edited in place, amounts typed in the member's language and sent as minor units.
 */
export function PriceListEntries({
  list,
  query,
}: {
  list: AdminPriceList;
  query: ListQuery<typeof priceListEntryFilters>;
}) {
  const t = useTranslations();
  const format = useFormat();
  const { locale } = useLanguage();
  const amount = useMemo(() => amountInput(locale, list.currency), [locale, list.currency]);
  const entries = useQuery({ ...priceListQuery(list.code, query), select: (answer) => answer.entries });
  const [editing, setEditing] = useState<string | null>(null);
  const resolver = useMemo(() => entryResolver(amount, t), [amount, t]);
  const form = useForm<EntryFields, unknown, PriceListEntryInput>({
    resolver,
    defaultValues: { sku: '', price: '', tiers: [] },
  });
  const save = useSaveEntries(list);
  const remove = useSaveEntries(list);
  const formId = useId();
  // The focus goes into the row's price as it opens, and back to the row's Edit button as it closes.
  const table = useRef<HTMLDivElement>(null);
  const closed = useRef<string | null>(null);
  useEffect(() => {
    if (editing) form.setFocus('price', { shouldSelect: true });
    else if (closed.current)
      table.current?.querySelector<HTMLButtonElement>(`[data-edit="${CSS.escape(closed.current)}"]`)?.focus();
  }, [editing, form]);
  const close = () => {
    closed.current = editing;
    setEditing(null);
  };
  const submit = form.handleSubmit((entry) =>
    save.mutate(
      { upsert: [entry] },
      {
        onSuccess: close,
        onError: (error) =>
          showApiError(error, form.setError, ['price', 'tiers'], (path) => path.replace(/^upsert\.0\./, '')),
      },
    ),
  );
  const edit = (entry: AdminPriceListEntry) => {
    save.reset();
    form.reset(entryFields(entry, amount));
    setEditing(entry.sku);
  };
  // Made anew on each render: they hold the row being edited and its form's state.
  const columns = helper.columns([
    helper.accessor('sku', { header: t('priceList.sku'), cell: (info) => <code>{info.getValue()}</code> }),
    helper.accessor('name', { header: t('priceList.product') }),
    helper.accessor('price', {
      header: t('priceList.price'),
      cell: ({ row }) =>
        row.original.sku === editing ? (
          <PriceEditor formId={formId} sku={row.original.sku} />
        ) : (
          format.money(row.original.price, list.currency)
        ),
    }),
    helper.accessor('tiers', {
      header: t('priceList.tiers'),
      enableSorting: false,
      cell: ({ row }) => {
        if (row.original.sku === editing) return <TiersEditor formId={formId} sku={row.original.sku} />;
        return <TierList tiers={row.original.tiers} currency={list.currency} />;
      },
    }),
    helper.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) =>
        row.original.sku === editing ? (
          <EditorButtons
            formId={formId}
            sku={row.original.sku}
            pending={save.isPending}
            onSubmit={submit}
            onCancel={close}
          />
        ) : (
          <div className="row-actions entry-actions">
            <button
              type="button"
              className="button small"
              data-edit={row.original.sku}
              onClick={() => edit(row.original)}
            >
              {t('common.edit')}
              <Hidden> {row.original.sku}</Hidden>
            </button>
            <button
              type="button"
              className="button small"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ remove: [row.original.sku] })}
            >
              {t('common.remove')}
              <Hidden> {row.original.sku}</Hidden>
            </button>
          </div>
        ),
    }),
  ]);
  return (
    <div className="stack">
      <AddEntry list={list} amount={amount} />
      <FilterBar
        label={t('priceList.search')}
        clearable
        filters={[
          {
            name: 'q',
            label: t('priceList.search'),
            type: 'search',
            placeholder: t('priceList.searchHint'),
            wide: true,
          },
        ]}
      />
      <ErrorNote error={remove.error} onReload={() => remove.reset()} />
      {editing && <SaveOutcome form={form} save={save} reload={priceListKeys.all} />}
      <FormProvider {...form}>
        <div ref={table}>
          <QueryTable
            query={entries}
            caption={t('priceList.entriesOf', { name: list.name })}
            columns={columns}
            rowId={(entry) => entry.sku}
            empty={query.q ? t('priceList.noMatch') : t('priceList.noEntries')}
            sort={query.sort}
          />
        </div>
      </FormProvider>
    </div>
  );
}
