'use client';

import {
  type CurrencyCode,
  type ItemLookup,
  isQuantity,
  type LocaleCode,
  maxBulkRows,
  type ParseProblem,
  parseRows,
  type TypedRow,
} from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { type BulkAddOutcome, BulkAddReport, useRowReason } from '@/features/cart/BulkAddReport';
import { useCart } from '@/features/cart/cart';
import { SaveAsOrderList } from '@/features/order-list/SaveAsOrderList';
import type { PriceDisplay } from '@/features/pricing/PriceView';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { Section } from '@/ui/Section';
import { QuickOrderRow, type RowState } from './QuickOrderRow';

/** How long typing rests before the rows are looked up. */
const LOOKUP_DELAY_MS = 400;
const EMPTY_ROWS = 5;

let nextKey = 0;
const emptyRow = (): RowState => ({ key: nextKey++, number: '', quantity: '1' });
const filledRow = (row: TypedRow): RowState => ({ key: nextKey++, number: row.number, quantity: String(row.quantity) });
/** A row the API can read: a number and a whole quantity. */
const ready = (row: RowState) => row.number.trim() !== '' && isQuantity(row.quantity);

interface QuickOrderProps {
  display: PriceDisplay;
  pricesVisible: boolean;
  /** The page's language and the shopper's currency: rows are read as the page shows prices. */
  view: { locale: LocaleCode; currency: CurrencyCode };
}

/**
 * Quick order: rows of item number and quantity, typed with suggestions, pasted from a spreadsheet
 * or uploaded as CSV; each row shows what it names at the customer's price, and "Add all to cart"
 * puts the rows into the cart in one call and reports those that could not go in.
 */
export function QuickOrder({ display, pricesVisible, view }: QuickOrderProps) {
  const t = useTranslations('QuickOrder');
  const reasonOf = useRowReason();
  const addRows = useCart((state) => state.addRows);
  const [rows, setRows] = useState<RowState[]>(() => Array.from({ length: EMPTY_ROWS }, emptyRow));
  const [lookups, setLookups] = useState<Map<number, ItemLookup>>(new Map());
  const [problems, setProblems] = useState<ParseProblem[]>([]);
  const [report, setReport] = useState<BulkAddOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const numberInputs = useRef(new Map<number, HTMLInputElement>());
  const focusNext = useRef<number | null>(null);

  // Every change of the rows is looked up once typing rests; a later answer replaces an earlier one.
  useEffect(() => {
    const wanted = rows.filter(ready);
    if (wanted.length === 0) return setLookups(new Map());
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const { items } = await browserApi.lookupItems({
          query: view,
          body: { items: wanted.map((row) => ({ number: row.number.trim(), quantity: Number(row.quantity) })) },
        });
        if (current) setLookups(new Map(wanted.map((row, i) => [row.key, items[i]!])));
      } catch {
        if (current) setLookups(new Map());
      }
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [rows, view]);

  useEffect(() => {
    if (focusNext.current === null) return;
    numberInputs.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (key: number, patch: Partial<RowState>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  /** Enter: on to the next row's item number, a new row after the last. */
  const next = (key: number) => {
    const following = rows[rows.findIndex((row) => row.key === key) + 1];
    if (following) return numberInputs.current.get(following.key)?.focus();
    const added = emptyRow();
    focusNext.current = added.key;
    setRows((all) => [...all, added]);
  };

  /** Rows from a spreadsheet, from this row on: filled rows after it are kept below. */
  const paste = async (key: number, text: string) => {
    const parsed = await parseRows(text);
    setProblems(parsed.problems);
    setRows((all) => {
      const at = all.findIndex((row) => row.key === key);
      const before = all.slice(0, at);
      const after = all.slice(at + 1).filter((row) => row.number.trim() !== '');
      return [...before, ...parsed.rows.map(filledRow), ...after, emptyRow()].slice(0, maxBulkRows + 1);
    });
  };

  const upload = async (file: File) => {
    const parsed = await parseRows(await file.text());
    setProblems(parsed.problems);
    setReport(null);
    setRows([...parsed.rows.map(filledRow), emptyRow()]);
  };

  const addAll = async () => {
    const wanted = rows.filter(ready);
    if (wanted.length === 0) return;
    setBusy(true);
    setFailed(false);
    try {
      const items = wanted.map((row) => ({ number: row.number.trim(), quantity: Number(row.quantity) }));
      const rejected = await addRows((cartId, query) =>
        browserApi.addItemsToCart({ params: { cartId }, query, body: { items } }),
      );
      const left = new Set(rejected.map((row) => wanted[row.row]!.key));
      setReport({ added: wanted.length - rejected.length, rejected });
      // The rows that went in leave the grid; those that did not stay, with their reason, and so do
      // the rows not sent (a quantity still to correct).
      const sent = new Set(wanted.map((row) => row.key));
      setRows((all) => {
        const kept = all.filter((row) => left.has(row.key) || (!sent.has(row.key) && row.number.trim() !== ''));
        return [...kept, ...Array.from({ length: Math.max(1, EMPTY_ROWS - kept.length) }, emptyRow)];
      });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const filled = rows.filter(ready).length;

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label className={buttonClass('secondary', 'cursor-pointer focus-within:outline-2')}>
          {t('uploadCsv')}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
        <p className="text-xs text-ink-muted">{t('csvHint')}</p>
      </div>
      {problems.length > 0 && (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-3 text-sm">
          <p className="font-semibold">{t('parseProblems')}</p>
          <ul className="mt-1 list-disc ps-5">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.kind}`}>
                {problem.kind === 'too-many'
                  ? t('parse.too-many', { line: problem.line, max: maxBulkRows })
                  : t(`parse.${problem.kind}`, { line: problem.line, value: problem.value })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('gridCaption')}</caption>
          <thead>
            <tr className="border-b border-line text-start">
              <th scope="col" className="w-10 py-2 pe-2 text-end font-semibold">
                <span className="sr-only">{t('row')}</span>#
              </th>
              <th scope="col" className="py-2 pe-2 text-start font-semibold">
                {t('itemNumber')}
              </th>
              <th scope="col" className="py-2 pe-2 text-start font-semibold sm:w-28">
                {t('quantity')}
              </th>
              <th scope="col" className="py-2 pe-2 text-start font-semibold">
                {t('product')}
              </th>
              <th scope="col" className="w-12 py-2">
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <QuickOrderRow
                key={row.key}
                index={index}
                row={row}
                lookup={ready(row) ? lookups.get(row.key) : undefined}
                display={display}
                pricesVisible={pricesVisible}
                view={view}
                reasonOf={reasonOf}
                numberRef={(input) => {
                  if (input) numberInputs.current.set(row.key, input);
                  else numberInputs.current.delete(row.key);
                }}
                onChange={(patch) => change(row.key, patch)}
                onNext={() => next(row.key)}
                onPaste={(text) => void paste(row.key, text)}
                onRemove={() =>
                  setRows((all) => (all.length > 1 ? all.filter((r) => r.key !== row.key) : [emptyRow()]))
                }
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() =>
            setRows((all) => [...all, ...Array.from({ length: EMPTY_ROWS }, emptyRow)].slice(0, maxBulkRows))
          }
        >
          {t('moreRows')}
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => {
            setRows(Array.from({ length: EMPTY_ROWS }, emptyRow));
            setProblems([]);
            setReport(null);
          }}
        >
          {t('clear')}
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'ms-auto')}
          disabled={filled === 0}
          aria-disabled={busy || undefined}
          onClick={() => !busy && void addAll()}
        >
          {t('addAll')}
        </button>
      </div>
      <BulkAddReport outcome={report} failed={failed} />
      {filled > 0 && (
        <Section id="save-rows" title={t('saveAsList')} size="small" className="space-y-3 border-t border-line pt-6">
          <SaveAsOrderList
            items={() =>
              rows.filter(ready).map((row) => ({ number: row.number.trim(), quantity: Number(row.quantity) }))
            }
            submitLabel={t('saveAsListButton')}
          />
        </Section>
      )}
    </div>
  );
}
