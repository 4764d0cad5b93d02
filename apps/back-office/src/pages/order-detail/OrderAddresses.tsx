import type { StaffOrder } from '@shop/client';
import type { PostalAddress } from '@shop/contracts';
import { useTranslations } from 'use-intl';
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

/** The shipping and billing addresses (its parcels: OrderShipments). */
export function OrderAddresses({ order }: { order: StaffOrder['order'] }) {
  const t = useTranslations();
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
    </Card>
  );
}
