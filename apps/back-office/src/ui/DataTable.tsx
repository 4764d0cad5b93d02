import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  type ColumnDef,
  createColumnHelper,
  functionalUpdate,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';
import { pageSize } from '../search';
import { ErrorNote, Loading } from './RouteStates';
import { ScrollBox } from './Table';

/** What the back office's tables do: sort and page, both on the server, both kept in the URL. */
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type Features = typeof features;
// Each column keeps its own value type (what helper.columns gives); a list of them is of any.
// biome-ignore lint/suspicious/noExplicitAny: the column helper's own list type
type Columns<T extends RowData> = Array<ColumnDef<Features, T, any>>;
export const columnsOf = <T extends RowData>() => createColumnHelper<Features, T>();

const noSorting: SortingState = [];

interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
  count: number;
  /** More rows match than `count` (the API stopped counting). */
  countCapped?: boolean;
  onPage: (page: number) => void;
}

/** Rows chosen for a bulk action: a checkbox first in each row, and one for the page's rows in the header. */
export interface Selection<T> {
  /** The chosen rows' ids (rowId). */
  selected: ReadonlySet<string>;
  onChange: (rows: T[], selected: boolean) => void;
  /** A row's checkbox's accessible name: "Select order WH-0000012". */
  label: (row: T) => string;
}

interface TableProps<T extends RowData> {
  /** The table's accessible name. */
  caption: string;
  columns: Columns<T>;
  rowId: (row: T) => string;
  /** Said in the table when it has no rows. */
  empty: string;
  selection?: Selection<T>;
}

/** The header's checkbox: checked when every row of the page is chosen, mixed when some are. */
function PageCheckbox<T>({
  rows,
  selection,
  rowId,
}: {
  rows: T[];
  selection: Selection<T>;
  rowId: (row: T) => string;
}) {
  const t = useTranslations();
  const box = useRef<HTMLInputElement>(null);
  const chosen = rows.filter((row) => selection.selected.has(rowId(row))).length;
  const all = rows.length > 0 && chosen === rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={t('table.selectPage')}
      checked={all}
      disabled={rows.length === 0}
      onChange={(event) => selection.onChange(rows, event.target.checked)}
    />
  );
}

/**
 * A table with a caption (its accessible name), column headers, sortable columns as buttons in
 * their header (aria-sort says the order), and a pager below.
 */
function DataTable<T extends RowData>({
  caption,
  columns,
  data,
  rowId,
  empty,
  selection,
  sorting,
  onSortingChange,
  paging,
}: TableProps<T> & {
  data: T[];
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  paging?: Paging;
}) {
  const t = useTranslations();
  const format = useFormat();
  const pagination: PaginationState = { pageIndex: (paging?.page ?? 1) - 1, pageSize: paging?.pageSize ?? data.length };
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row) => rowId(row),
    state: { sorting: sorting ?? noSorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableSorting: onSortingChange !== undefined,
    enableMultiSort: false,
    enableSortingRemoval: false,
    rowCount: paging?.count ?? data.length,
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting ?? noSorting)),
    onPaginationChange: (updater) => paging?.onPage(functionalUpdate(updater, pagination).pageIndex + 1),
  });
  const rows = table.getRowModel().rows;
  return (
    <div className="table-block">
      <ScrollBox label={caption}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th scope="col" className="select-cell">
                    <PageCheckbox rows={data} selection={selection} rowId={rowId} />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="sort-mark">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (selection ? 1 : 0)} className="empty">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {selection && (
                    <td className="select-cell">
                      <input
                        type="checkbox"
                        aria-label={selection.label(row.original)}
                        checked={selection.selected.has(row.id)}
                        onChange={(event) => selection.onChange([row.original], event.target.checked)}
                      />
                    </td>
                  )}
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollBox>
      {paging && paging.count > paging.pageSize && (
        <nav className="pager" aria-label={t('table.pages', { caption })}>
          <button
            type="button"
            className="button"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            {t('table.previous')}
          </button>
          <span>
            {t(paging.countCapped ? 'table.pageOfMore' : 'table.pageOf', {
              page: format.number(paging.page),
              pages: format.number(table.getPageCount()),
            })}
          </span>
          <button type="button" className="button" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
            {t('table.next')}
          </button>
        </nav>
      )}
      {paging && (
        <p className="table-count">
          {t(paging.countCapped ? 'table.countMore' : 'table.count', { count: format.number(paging.count) })}
        </p>
      )}
    </div>
  );
}

/**
 * The rows a list query read, as a table: "Loading" at first, then the API's error or the rows.
 * A list the API pages (it answers the count of all rows) pages by the URL's `page`, a sorted one
 * sorts by its `sort` (from the first page again): the URL names the list as it is shown.
 */
export function QueryTable<T extends RowData>({
  query,
  sort,
  sortParam = (column, desc) => `${desc ? '-' : ''}${column}`,
  ...table
}: TableProps<T> & {
  query: UseQueryResult<{ data: T[]; count?: number; countCapped?: boolean }>;
  /** The URL's sort: a column's id, after a `-` when descending. */
  sort?: string;
  /** The URL's sort for a column clicked to sort by. */
  sortParam?: (column: string, desc: boolean) => string;
}) {
  const page = useSearch({ strict: false, select: (search) => search.page }) ?? 1;
  const navigate = useNavigate();
  const { data } = query;
  return (
    <>
      {query.isPending && <Loading />}
      <ErrorNote error={query.error} />
      {data && (
        <DataTable
          {...table}
          data={data.data}
          sorting={sort === undefined ? undefined : [{ id: sort.replace('-', ''), desc: sort.startsWith('-') }]}
          onSortingChange={
            sort === undefined
              ? undefined
              : ([first]) => {
                  if (first)
                    void navigate({
                      to: '.',
                      // The route's validateSearch keeps a sort its list knows.
                      search: (prev) => ({
                        ...prev,
                        sort: sortParam(first.id, first.desc) as typeof prev.sort,
                        page: undefined,
                      }),
                    });
                }
          }
          paging={
            data.count === undefined
              ? undefined
              : {
                  page,
                  pageSize,
                  count: data.count,
                  countCapped: data.countCapped,
                  onPage: (next) =>
                    void navigate({ to: '.', search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) }),
                }
          }
        />
      )}
    </>
  );
}
