import type { StaffOrder } from '@shop/client';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';
import { Table } from '../../ui/Table';
import { Totals } from '../../ui/Totals';

/** The order's totals as they were booked. */
function OrderTotals({ order }: { order: StaffOrder['order'] }) {
  const t = useTranslations();
  const format = useFormat();
  const info = order.cartInfo;
  return (
    <Totals
      currency={info.currency}
      lines={[
        { label: t('order.subtotal'), amount: info.subtotal },
        ...(info.discountAmount === 0
          ? []
          : [
              {
                label: info.couponCode ? t('order.discountCode', { code: info.couponCode }) : t('order.discount'),
                amount: -Math.abs(info.discountAmount),
              },
            ]),
        { label: t('order.shipping', { method: info.shippingMethod.name }), amount: info.shippingAmount },
        ...info.taxes.map((tax) => ({
          label: t('order.tax', { rate: format.number(tax.rate / 100) }),
          amount: tax.amount,
        })),
      ]}
      grandTotal={info.grandTotalIncTax}
    />
  );
}

/** The order's lines, with the additional products chosen with each, and its totals. */
export function OrderLines({ order }: { order: StaffOrder['order'] }) {
  const t = useTranslations();
  const format = useFormat();
  const info = order.cartInfo;
  const money = (minor: number) => format.money(minor, info.currency);
  // Shipped in parcels: how many of each line left so far.
  const shipped = order.shipments.length > 0;
  return (
    <Card title={t('order.lines')} className="span-2">
      <Table
        caption={t('order.lines')}
        columns={[
          t('order.item'),
          t('order.sku'),
          { label: t('order.quantity'), numeric: true },
          ...(shipped ? [{ label: t('order.shippedQuantity'), numeric: true as const }] : []),
          { label: t('order.unitPrice'), numeric: true },
          { label: t('order.taxRate'), numeric: true },
          { label: t('order.rowTotal'), numeric: true },
        ]}
      >
        {info.cartItems.map((item, position) => (
          <tr key={`${item.sku}-${item.rowTotal}`}>
            <td>
              {item.name}
              <span className="sub">{item.itemnum}</span>
              {Object.values(item.selectedAdditionalProducts).map((extra) => (
                <span className="sub" key={extra.sku}>
                  + {extra.name} ({money(extra.price)})
                </span>
              ))}
            </td>
            <td>
              <code>{item.sku}</code>
            </td>
            <td className="number">{format.number(item.quantity)}</td>
            {shipped && <td className="number">{format.number(order.shippedQuantities[position] ?? 0)}</td>}
            <td className="number">{money(item.price)}</td>
            <td className="number">{format.number(item.taxRate / 100)} %</td>
            <td className="number">{money(item.rowTotal)}</td>
          </tr>
        ))}
      </Table>
      <p className="muted">{info.displayExcludingTaxes ? t('order.taxExempt') : t('order.netPrices')}</p>
      <OrderTotals order={order} />
    </Card>
  );
}
