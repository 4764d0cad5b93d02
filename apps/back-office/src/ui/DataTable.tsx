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
import { useT } from '../i18n/i18n';

/** What the back office's tables do: sort and page, both on the server, both kept in the URL. */
export const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type Features = typeof features;
// Each column keeps its own value type (what helper.columns gives); a list of them is of any.
// biome-ignore lint/suspicious/noExplicitAny: the column helper's own list type
export type Columns<T extends RowData> = Array<ColumnDef<Features, T, any>>;
export const columnsOf = <T extends RowData>() => createColumnHelper<Features, T>();

const noSorting: SortingState = [];

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
}

/**
 * A table with a caption (its accessible name), column headers, sortable columns as buttons in
 * their header (aria-sort says the order), and a pager below.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  data,
  rowId,
  empty,
  sorting,
  onSortingChange,
  paging,
  captionVisible = false,
}: {
  caption: string;
  columns: Columns<T>;
  data: T[];
  rowId: (row: T) => string;
  empty: string;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  paging?: Paging;
  captionVisible?: boolean;
}) {
  const t = useT();
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
      <div className="table-scroll">
        <table>
          <caption className={captionVisible ? 'table-caption' : 'visually-hidden'}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
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
                <td colSpan={columns.length} className="empty">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
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
      </div>
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
          <span>{t('table.pageOf', { page: paging.page, pages: table.getPageCount() })}</span>
          <button type="button" className="button" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
            {t('table.next')}
          </button>
        </nav>
      )}
      {paging && <p className="table-count">{t('table.count', { count: paging.count })}</p>}
    </div>
  );
}
