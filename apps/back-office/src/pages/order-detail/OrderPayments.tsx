import type { StaffOrder } from '@shop/client';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';
import { PaymentBadge } from '../../ui/Labels';
import { Table } from '../../ui/Table';

/** The order's payments at their providers, each with the events the provider sent about it. */
export function OrderPayments({ payments }: { payments: StaffOrder['payments'] }) {
  const t = useTranslations();
  const format = useFormat();
  return (
    <Card title={t('order.payments')} className="span-2">
      {payments.length === 0 ? (
        <p className="muted">{t('order.noPayments')}</p>
      ) : (
        <Table
          caption={t('order.payments')}
          columns={[
            t('order.provider'),
            t('order.paymentReference'),
            t('orders.status'),
            { label: t('order.amount'), numeric: true },
            t('order.started'),
            t('order.events'),
          ]}
        >
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>
                {payment.provider}
                <span className="sub">{payment.method}</span>
              </td>
              <td>{payment.reference ?? '—'}</td>
              <td>
                <PaymentBadge status={payment.status} />
              </td>
              <td className="number">{format.money(payment.amount, payment.currency)}</td>
              <td>{format.dateTime(payment.createdDate)}</td>
              <td>
                {payment.events.length === 0 ? (
                  '—'
                ) : (
                  <ul className="plain">
                    {payment.events.map((event) => (
                      <li key={event.eventId}>
                        {event.type} <span className="muted">{format.dateTime(event.receivedDate)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
