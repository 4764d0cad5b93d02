import type { StaffOrder } from '@shop/client';
import type { PostalAddress } from '@shop/contracts';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';

function Address({ address }: { address: PostalAddress }) {
  return (
    <address>
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      {address.apartment && `, ${address.apartment}`}
      <br />
      {address.postalCode} {address.city}
      {address.region && `, ${address.region}`}
      <br />
      {address.country}
      {address.vatId && (
        <>
          <br />
          {address.vatId}
        </>
      )}
    </address>
  );
}

/** The shipping and billing addresses, and the shipment once the order was sent. */
export function OrderAddresses({ order }: { order: StaffOrder['order'] }) {
  const t = useTranslations();
  const format = useFormat();
  const info = order.cartInfo;
  return (
    <Card title={t('order.addresses')}>
      <div className="two-columns">
        <div>
          <h3>{t('order.shippingAddress')}</h3>
          <Address address={info.shippingAddress} />
        </div>
        <div>
          <h3>{t('order.billingAddress')}</h3>
          <Address address={info.billingAddress} />
        </div>
      </div>
      {order.shipment && (
        <>
          <h3>{t('order.shipment')}</h3>
          <p>
            {order.shipment.carrier}{' '}
            {order.shipment.trackingUrl ? (
              <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
                {order.shipment.trackingNumber}
              </a>
            ) : (
              (order.shipment.trackingNumber ?? <span className="muted">{t('order.noTracking')}</span>)
            )}
            <span className="sub">{t('order.shippedOn', { date: format.dateTime(order.shipment.shippedDate) })}</span>
            {order.shipment.deliveredDate && (
              <span className="sub">
                {t('order.deliveredOn', { date: format.dateTime(order.shipment.deliveredDate) })}
              </span>
            )}
          </p>
        </>
      )}
    </Card>
  );
}
