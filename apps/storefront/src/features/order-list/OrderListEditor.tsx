'use client';

import { ShopApiError } from '@shop/client';
import type { CurrencyCode, LocaleCode, OrderList } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type BulkAddOutcome, BulkAddReport } from '@/features/cart/BulkAddReport';
import { useCart } from '@/features/cart/cart';
import type { PriceDisplay } from '@/features/pricing/PriceView';
import { Link, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { Field } from '@/ui/Field';
import { Section } from '@/ui/Section';
import { DeleteOrderList } from './DeleteOrderList';
import { ListNameForm } from './ListNameForm';
import { takeMade } from './made-list';
import { OrderListLines } from './OrderListLines';

interface OrderListEditorProps {
  initial: OrderList;
  display: PriceDisplay;
  pricesVisible: boolean;
  /** The setting: each line's item number. */
  displayItemnum: boolean;
  view: { locale: LocaleCode; currency: CurrencyCode };
  /** A business customer's member, whose lists are their own or the company's; null for anyone else. */
  company: { administrator: boolean } | null;
}

/**
 * One order list: its lines with the customer's prices, quantities to change, lines to tick and
 * put into the cart (or all of them), products to add by number, and the list renamed or deleted.
 */
export function OrderListEditor({
  initial,
  display,
  pricesVisible,
  displayItemnum,
  view,
  company,
}: OrderListEditorProps) {
  const t = useTranslations('OrderLists');
  const router = useRouter();
  const addRows = useCart((state) => state.addRows);
  const [list, setList] = useState(initial);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [outcome, setOutcome] = useState<BulkAddOutcome | null>(null);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const listId = list.id;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeMade(listId)) heading.current?.focus();
  }, [listId]);

  /** Runs a change of the list; its answer is the list as it is now. */
  const run = async (work: () => Promise<OrderList | undefined>, failure = t('saveFailed')) => {
    if (busy) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const changed = await work();
      if (changed) setList(changed);
    } catch (error) {
      const status = error instanceof ShopApiError ? error.status : undefined;
      setMessage(status === 409 ? t('nameTaken') : status === 403 ? t('administratorsOnly') : failure);
    } finally {
      setBusy(false);
    }
  };

  const toCart = (lineIds?: number[]) =>
    run(async () => {
      setFailed(false);
      try {
        const rejected = await addRows((cartId, query) =>
          browserApi.addOrderListToCart({ params: { listId }, query, body: { cartId, lineIds } }),
        );
        setOutcome({ added: (lineIds?.length ?? list.items.length) - rejected.length, rejected });
      } catch {
        setFailed(true);
      }
      return undefined;
    });

  const changeLine = (lineId: number, quantity: number) =>
    run(() => browserApi.updateOrderListLine({ params: { listId, lineId }, query: view, body: { quantity } }));

  const rename = async (name: string) =>
    setList(await browserApi.renameOrderList({ params: { listId }, query: view, body: { name } }));

  const share = (shared: boolean) =>
    run(() => browserApi.shareOrderList({ params: { listId }, query: view, body: { shared } }));

  const [number, setNumber] = useState('');
  const [amountText, setAmountText] = useState('1');
  const [addProblem, setAddProblem] = useState<string>();
  const addProduct = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(amountText);
    if (number.trim() === '') return setAddProblem(t('numberRequired'));
    if (!/^\d{1,4}$/.test(amountText) || amount < 1) return setAddProblem(t('wholeQuantity'));
    setAddProblem(undefined);
    void run(async () => {
      const answer = await browserApi.addToOrderList({
        params: { listId },
        query: view,
        body: { items: [{ number: number.trim(), quantity: amount }] },
      });
      if (answer.notFound.length > 0) setAddProblem(t('unknownNumber', { number: number.trim() }));
      else {
        setNumber('');
        setAmountText('1');
      }
      return answer.list;
    });
  };

  const remove = () =>
    run(async () => {
      await browserApi.deleteOrderList({ params: { listId } });
      router.push(paths.orderLists());
      return undefined;
    });

  const all = list.items.map((line) => line.id);
  const tickedIds = all.filter((id) => ticked.has(id));

  return (
    <div className="space-y-8">
      <p>
        <Link href={paths.orderLists()} className="text-sm text-brand underline">
          ‹ {t('backToLists')}
        </Link>
      </p>
      <header className="flex flex-wrap items-center gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {list.name}
        </h2>
        <span className="text-sm text-ink-muted">{t('lineCount', { count: list.items.length })}</span>
        {company && list.shared && <span className="text-sm text-ink-muted">{t('companyList')}</span>}
      </header>
      {!list.mayChange && <p className="text-sm text-ink-muted">{t('companyListNote')}</p>}
      {message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
      {list.items.length === 0 ? (
        <p>{t('emptyList')}</p>
      ) : (
        <OrderListLines
          list={list}
          ticked={ticked}
          onTick={setTicked}
          onQuantity={(lineId, quantity) => void changeLine(lineId, quantity)}
          onInvalidQuantity={() => setMessage(t('wholeQuantity'))}
          display={display}
          pricesVisible={pricesVisible}
          displayItemnum={displayItemnum}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={tickedIds.length === 0}
          onClick={() => void toCart(tickedIds)}
        >
          {t('addTicked', { count: tickedIds.length })}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={list.items.length === 0}
          onClick={() => void toCart()}
        >
          {t('addAll')}
        </button>
      </div>
      <BulkAddReport outcome={outcome} failed={failed} />

      {list.mayChange && (
        <Section id="add-to-list" title={t('addProduct')} size="small" level={3} className="space-y-3">
          <form onSubmit={addProduct} noValidate className="flex flex-wrap items-end gap-3">
            <div className="min-w-48 flex-1">
              <Field
                label={t('itemNumber')}
                value={number}
                error={addProblem}
                onChange={(e) => setNumber(e.currentTarget.value)}
              />
            </div>
            <div className="w-28">
              <Field
                label={t('quantity')}
                inputMode="numeric"
                value={amountText}
                onChange={(e) => setAmountText(e.currentTarget.value.trim())}
              />
            </div>
            <button type="submit" className={buttonClass('secondary')}>
              {t('addToList')}
            </button>
          </form>
        </Section>
      )}

      {list.mayChange && (
        <Section id="list-settings" title={t('settings')} size="small" level={3} className="space-y-3">
          <ListNameForm defaultName={list.name} submitLabel={t('rename')} onSave={rename} />
          {company?.administrator && (
            <div className="space-y-2">
              <p className="text-sm">{list.shared ? t('sharedExplained') : t('ownExplained')}</p>
              <button type="button" className={buttonClass('secondary')} onClick={() => void share(!list.shared)}>
                {list.shared ? t('unshare') : t('share')}
              </button>
            </div>
          )}
          <DeleteOrderList name={list.name} onDelete={() => void remove()} />
        </Section>
      )}
    </div>
  );
}
