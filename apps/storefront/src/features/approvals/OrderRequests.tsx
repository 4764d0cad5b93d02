'use client';

import type { ShopperOrderRequest as OrderRequest } from '@shop/client';
import type { LocaleCode } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCart } from '@/features/cart/cart';
import { failureMessage } from '@/features/forms/field-issues';
import { failureOf } from '@/features/forms/use-call';
import { formatPrice } from '@/features/pricing/format';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';
import { DecisionDialog } from './DecisionDialog';

interface OrderRequestsProps {
  initial: OrderRequest[];
  administrator: boolean;
  locale: LocaleCode;
  localeIso: string;
}

type Decision = 'approve' | 'reject' | 'return';

/** The order requests with their lines and totals; an administrator decides the open ones of others. */
export function OrderRequests({ initial, administrator, locale, localeIso }: OrderRequestsProps) {
  const t = useTranslations('Approvals');
  const tr = useTranslations();
  const receive = useCart((s) => s.receive);
  const [requests, setRequests] = useState(initial);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const replace = (saved: OrderRequest) => setRequests((list) => list.map((r) => (r.id === saved.id ? saved : r)));

  /** Runs a step; a refusal is said in the page's language, by its reason when it has one. */
  async function act(work: () => Promise<string | undefined>) {
    setFailure(undefined);
    setNotice(undefined);
    try {
      setNotice(await work());
      return true;
    } catch (error) {
      const called = failureOf(error);
      const lines = (called.details?.lines as { name: string }[] | undefined)?.map((l) => l.name).join(', ') ?? '';
      if (called.reason && t.has(`refused.${called.reason}`))
        setFailure(t(`refused.${called.reason}` as 'refused.requestDecided', { lines }));
      else {
        const { key, values } = failureMessage(called);
        setFailure(tr(key, values));
      }
      return false;
    }
  }

  const decide = (request: OrderRequest, decision: Decision, note: string) =>
    act(async () => {
      const params = { requestId: request.id };
      if (decision === 'reject') {
        replace(await browserApi.rejectOrderRequest({ params, body: { reason: note } }));
        return t('rejected', { number: request.number });
      }
      if (decision === 'return') {
        replace(await browserApi.returnOrderRequest({ params, body: { comment: note } }));
        return t('returned', { number: request.number });
      }
      const answer = await browserApi.approveOrderRequest({ params, query: { locale } });
      replace(answer.request);
      const total = money(answer.request.orderTotal ?? 0, request);
      return answer.priceChanges.length > 0
        ? t('approvedChanged', { number: answer.request.orderNumber ?? '', total })
        : t('approved', { number: answer.request.orderNumber ?? '', total });
    });

  const restore = (request: OrderRequest) =>
    act(async () => {
      const cart = await browserApi.createCart({ query: { locale }, body: {} });
      const result = await browserApi.restoreOrderRequest({
        params: { requestId: request.id },
        query: { locale },
        body: { cartId: cart.id },
      });
      receive(result.cart);
      return t('restored');
    });

  const money = (cents: number, request: OrderRequest) =>
    formatPrice(cents, { locale: localeIso, currency: request.cartInfo.currency });
  const date = (iso: string) => new Intl.DateTimeFormat(localeIso, { dateStyle: 'medium' }).format(new Date(iso));

  if (requests.length === 0) return <p>{t('none')}</p>;
  return (
    <div className="space-y-4">
      <div role="status" aria-live="polite">
        {notice && <p className="rounded-md bg-success/10 p-3 text-sm">{notice}</p>}
      </div>
      <FormFailure text={failure} />
      <ul className="space-y-4" aria-label={t('requests')}>
        {requests.map((request) => (
          <li key={request.id} className="space-y-3 rounded-lg border border-line p-4">
            <h3 className="font-semibold">
              {t('requestTitle', { number: request.number, name: request.requestedBy })}
            </h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-ink-muted">{t('state')}</dt>
              <dd>{t(`states.${request.state}`)}</dd>
              <dt className="text-ink-muted">{t('requestedOn')}</dt>
              <dd>{date(request.requestedDate)}</dd>
              <dt className="text-ink-muted">{t('why')}</dt>
              <dd>{t(`reasons.${request.why}`, { limit: money(request.limit ?? 0, request) })}</dd>
              <dt className="text-ink-muted">{t('total')}</dt>
              <dd>{money(request.cartInfo.grandTotalIncTax, request)}</dd>
              {request.decidedBy && (
                <>
                  <dt className="text-ink-muted">{t('decidedBy')}</dt>
                  <dd>{request.decidedBy}</dd>
                </>
              )}
              {request.note && (
                <>
                  <dt className="text-ink-muted">{request.state === 'rejected' ? t('reason') : t('comment')}</dt>
                  <dd>{request.note}</dd>
                </>
              )}
              {request.orderNumber && (
                <>
                  <dt className="text-ink-muted">{t('order')}</dt>
                  <dd>
                    <Link
                      className="text-brand underline"
                      href={`${paths.myAccount('OrderHistory')}?order=${request.orderId}`}
                    >
                      {request.orderNumber}
                    </Link>
                  </dd>
                </>
              )}
            </dl>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('linesOf', { number: request.number })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('item')}</th>
                  <th scope="col" className="text-right">
                    {t('quantity')}
                  </th>
                  <th scope="col" className="text-right">
                    {t('lineTotal')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {request.cartInfo.cartItems.map((line) => (
                  <tr key={line.sku}>
                    <td>{line.name}</td>
                    <td className="text-right">{line.quantity}</td>
                    <td className="text-right">{money(line.rowTotal, request)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {administrator && !request.own && request.state === 'open' && (
              <div className="flex flex-wrap gap-2">
                {(['approve', 'reject', 'return'] as const).map((decision) => (
                  <DecisionDialog
                    key={decision}
                    decision={decision}
                    number={request.number}
                    total={money(request.cartInfo.grandTotalIncTax, request)}
                    onDecide={(note) => decide(request, decision, note)}
                  />
                ))}
              </div>
            )}
            {request.own && request.state === 'returned' && (
              <button type="button" className={buttonClass('secondary')} onClick={() => restore(request)}>
                {t('restore')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
