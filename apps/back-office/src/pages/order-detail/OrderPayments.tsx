import type { StaffOrder } from '@shop/client';
import { paymentMethodCodes } from '@shop/contracts';
import { useTranslations } from 'use-intl';
import { type MessageKey, useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';
import { PaymentBadge } from '../../ui/Labels';
import { Table } from '../../ui/Table';

/** The providers by their names. */
const providerKeys: Record<string, MessageKey> = {
  stripe: 'provider.stripe',
  paypal: 'provider.paypal',
  computop: 'provider.computop',
};

/** The events providers send (the payment module's adapters), in words: a new one is shown by its code. */
const eventKeys: Record<string, MessageKey> = {
  'checkout.session.completed': 'paymentEvent.checkoutCompleted',
  'checkout.session.async_payment_succeeded': 'paymentEvent.paymentSucceeded',
  'checkout.session.async_payment_failed': 'paymentEvent.paymentFailed',
  'checkout.session.expired': 'paymentEvent.checkoutExpired',
  'PAYMENT.CAPTURE.COMPLETED': 'paymentEvent.captureCompleted',
  'PAYMENT.CAPTURE.PENDING': 'paymentEvent.capturePending',
  'PAYMENT.CAPTURE.DENIED': 'paymentEvent.captureDeclined',
  'PAYMENT.CAPTURE.DECLINED': 'paymentEvent.captureDeclined',
  notify: 'paymentEvent.notification',
};

const isMethod = (method: string): method is (typeof paymentMethodCodes)[number] =>
  (paymentMethodCodes as readonly string[]).includes(method);

/** The order's payments at their providers, each with the events the provider sent about it, in words. */
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
                {providerKeys[payment.provider] ? t(providerKeys[payment.provider]!) : payment.provider}
                <span className="sub">{isMethod(payment.method) ? t(`method.${payment.method}`) : payment.method}</span>
                {payment.purpose === 'balance' && <span className="sub">{t('order.purposeBalance')}</span>}
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
                        {eventKeys[event.type] ? t(eventKeys[event.type]!) : event.type}{' '}
                        <span className="muted">{format.dateTime(event.receivedDate)}</span>
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
