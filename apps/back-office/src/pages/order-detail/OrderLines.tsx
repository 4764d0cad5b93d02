import type { StaffOrder } from '@shop/client';
import { useTranslations } from 'use-intl';
import { type Formatters, useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';
import { Table } from '../../ui/Table';

function Totals({ order, format }: { order: StaffOrder['order']; format: Formatters }) {
  const t = useTranslations();
  const info = order.cartInfo;
  const money = (minor: number) => format.money(minor, info.currency);
  return (
    <dl className="totals">
      <div>
        <dt>{t('order.subtotal')}</dt>
        <dd>{money(info.subtotal)}</dd>
      </div>
      {info.discountAmount !== 0 && (
        <div>
          <dt>{info.couponCode ? t('order.discountCode', { code: info.couponCode }) : t('order.discount')}</dt>
          <dd>{money(-Math.abs(info.discountAmount))}</dd>
        </div>
      )}
      <div>
        <dt>{t('order.shipping', { method: info.shippingMethod.name })}</dt>
        <dd>{money(info.shippingAmount)}</dd>
      </div>
      {info.taxes.map((tax) => (
        <div key={tax.rate}>
          <dt>{t('order.tax', { rate: format.number(tax.rate / 100) })}</dt>
          <dd>{money(tax.amount)}</dd>
        </div>
      ))}
      <div className="grand">
        <dt>{t('order.grandTotal')}</dt>
        <dd>{money(info.grandTotalIncTax)}</dd>
      </div>
    </dl>
  );
}

/** The order's lines, with the additional products chosen with each, and its totals. */
export function OrderLines({ order }: { order: StaffOrder['order'] }) {
  const t = useTranslations();
  const format = useFormat();
  const info = order.cartInfo;
  const money = (minor: number) => format.money(minor, info.currency);
  return (
    <Card title={t('order.lines')} className="span-2">
      <Table
        caption={t('order.lines')}
        columns={[
          t('order.item'),
          t('order.sku'),
          { label: t('order.quantity'), numeric: true },
          { label: t('order.unitPrice'), numeric: true },
          { label: t('order.taxRate'), numeric: true },
          { label: t('order.rowTotal'), numeric: true },
        ]}
      >
        {info.cartItems.map((item) => (
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
            <td className="number">{money(item.price)}</td>
            <td className="number">{format.number(item.taxRate / 100)} %</td>
            <td className="number">{money(item.rowTotal)}</td>
          </tr>
        ))}
      </Table>
      <p className="muted">{info.displayExcludingTaxes ? t('order.taxExempt') : t('order.netPrices')}</p>
      <Totals order={order} format={format} />
    </Card>
  );
}
