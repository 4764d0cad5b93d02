import type { StaffOrder } from '@shop/client';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';
import { Table } from '../../ui/Table';

/** The order's parcels, first first: when each left, with which carrier and tracking, and what it held. */
export function OrderShipments({ order }: { order: StaffOrder['order'] }) {
  const t = useTranslations();
  const format = useFormat();
  if (order.shipments.length === 0) return null;
  const items = order.cartInfo.cartItems;
  return (
    <Card title={t('order.shipments')} className="span-2">
      <Table
        caption={t('order.shipments')}
        columns={[
          t('order.parcel'),
          t('order.shippedDate'),
          t('order.carrier'),
          t('order.trackingNumber'),
          t('order.parcelItems'),
        ]}
      >
        {order.shipments.map((parcel) => (
          <tr key={parcel.number}>
            <td>{t('order.parcelNumber', { number: parcel.number })}</td>
            <td>{format.dateTime(parcel.shippedDate)}</td>
            <td>{parcel.carrier}</td>
            <td>
              {parcel.trackingUrl ? (
                <a href={parcel.trackingUrl} target="_blank" rel="noreferrer">
                  {parcel.trackingNumber}
                </a>
              ) : (
                (parcel.trackingNumber ?? <span className="muted">{t('order.noTracking')}</span>)
              )}
            </td>
            <td>
              {parcel.lines.map((line) => (
                <span className="sub" key={line.position}>
                  {format.number(line.quantity)} × {items[line.position]?.name ?? line.itemnum}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </Table>
      {order.shipment?.deliveredDate && (
        <p className="muted">{t('order.deliveredOn', { date: format.dateTime(order.shipment.deliveredDate) })}</p>
      )}
    </Card>
  );
}
