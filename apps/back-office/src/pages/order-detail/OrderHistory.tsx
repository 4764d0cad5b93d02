import type { StaffOrder } from '@shop/client';
import { useTranslations } from 'use-intl';
import { type MessageKey, useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';

/** The audit's actions on an order, as staff read them; an action without a text shows its name. */
const actionKeys: Record<string, MessageKey> = {
  'order.place': 'history.order.place',
  'order.confirm': 'history.order.confirm',
  'order.invoice-payment': 'history.order.invoice-payment',
  'order.ship': 'history.order.ship',
  'order.shipment': 'history.order.shipment',
  'order.deliver': 'history.order.deliver',
  'order.cancel': 'history.order.cancel',
  'order.refund': 'history.order.refund',
  'order.part-refund': 'history.order.part-refund',
  'order.edit': 'history.order.edit',
  'order.note': 'history.order.note',
  'order.message': 'history.order.message',
  'order.document-resend': 'history.order.document-resend',
};

/** What was done to the order, by whom and when. */
export function OrderHistory({ history }: { history: StaffOrder['history'] }) {
  const t = useTranslations();
  const format = useFormat();
  const label = (action: string) => {
    const key = actionKeys[action];
    return key ? t(key) : action;
  };
  return (
    <Card title={t('order.history')}>
      {history.length === 0 ? (
        <p className="muted">{t('order.noHistory')}</p>
      ) : (
        <ul className="timeline">
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>
              {label(entry.action)}
              {entry.reason && <span className="sub">{t('order.historyReason', { reason: entry.reason })}</span>}
              <span className="sub">
                {entry.actor} · {format.dateTime(entry.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
