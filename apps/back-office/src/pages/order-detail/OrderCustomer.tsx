import type { StaffOrder } from '@shop/client';
import { Link } from '@tanstack/react-router';
import { useTranslations } from 'use-intl';

import { Card } from '../../ui/Card';

/** Who ordered (a customer's account, else the guest's e-mail) and how: payment, reference, comment, language. */
export function OrderCustomer({ detail }: { detail: StaffOrder }) {
  const t = useTranslations();
  const { order, customer } = detail;
  const info = order.cartInfo;
  return (
    <Card title={t('order.customer')}>
      {customer ? (
        <p>
          <Link to="/customers/$customerId" params={{ customerId: String(customer.id) }}>
            {customer.name}
          </Link>
          <span className="sub">{customer.customerNumber}</span>
          <span className="sub">{customer.email}</span>
        </p>
      ) : (
        <p>
          {t('orders.guest')}
          <span className="sub">{order.email}</span>
        </p>
      )}
      <dl className="facts">
        <div>
          <dt>{t('order.method')}</dt>
          <dd>{t(`method.${order.paymentMethodCode}`)}</dd>
        </div>
        <div>
          <dt>{t('order.reference')}</dt>
          <dd>{info.orderReference || '—'}</dd>
        </div>
        <div>
          <dt>{t('order.comment')}</dt>
          <dd className="pre">{info.comment || '—'}</dd>
        </div>
        <div>
          <dt>{t('order.language')}</dt>
          <dd>{order.locale}</dd>
        </div>
        {order.placedBy && (
          <div>
            <dt>{t('order.placedBy')}</dt>
            <dd>{order.placedBy}</dd>
          </div>
        )}
        <div>
          <dt>{t('order.takenBy')}</dt>
          <dd>{detail.takenBy ?? t('order.placedInShop')}</dd>
        </div>
      </dl>
    </Card>
  );
}
