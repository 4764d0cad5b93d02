import type { ShopperOrder } from '@shop/client';
import type { LocaleCode, OrderDocument } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';

/**
 * The order's parcels, first first: when each left, with which carrier, its tracking page where
 * the shop knows the carrier's, what it held, and its delivery note. Nothing before the first left.
 */
export async function OrderShipments({
  order,
  documents,
  locale,
  date,
}: {
  order: ShopperOrder;
  documents: OrderDocument[];
  locale: LocaleCode;
  date: (iso: string) => string;
}) {
  if (order.shipments.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  const items = order.cartInfo.cartItems;
  return (
    <section aria-labelledby="order-shipments" className="space-y-3">
      <h3 id="order-shipments" className="font-semibold">
        {t('shipments')}
      </h3>
      {order.status === 'partlyShipped' && <p className="text-sm text-ink-muted">{t('partlyShippedNote')}</p>}
      <ol className="space-y-3">
        {order.shipments.map((parcel) => {
          const note = documents.find((d) => d.kind === 'delivery_note' && d.shipment === parcel.number);
          return (
            <li key={parcel.number} className="rounded border border-line p-3 text-sm">
              <p className="font-semibold">
                {t('parcelShipped', { number: parcel.number, date: date(parcel.shippedDate) })}
              </p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>
                  {/* A parcel shipped without a tracking number: its carrier alone. */}
                  {parcel.trackingNumber
                    ? t('shippedWith', { carrier: parcel.carrier, number: parcel.trackingNumber })
                    : parcel.carrier}
                </span>
                {parcel.trackingUrl && (
                  <a
                    href={parcel.trackingUrl}
                    className="font-semibold text-brand underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('trackParcel')}
                  </a>
                )}
                {note && (
                  <a
                    href={`/api/orders/${order.id}/documents/${note.id}`}
                    download={`${note.number}.pdf`}
                    className="font-semibold text-brand underline"
                  >
                    {t('documentKind.delivery_note', { number: note.number })}
                  </a>
                )}
              </p>
              <ul className="mt-1 text-ink-muted">
                {parcel.lines.map((line) => (
                  <li key={line.position}>
                    {line.quantity} × {items[line.position]?.name ?? line.itemnum}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
