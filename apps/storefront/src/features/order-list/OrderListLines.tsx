'use client';

import type { OrderList } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { AvailabilityText } from '@/features/inventory/AvailabilityText';
import { availability } from '@/features/inventory/availability';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';
import { tableCell } from '@/ui/DataTable';
import { IconButton } from '@/ui/IconButton';

interface OrderListLinesProps {
  list: OrderList;
  ticked: Set<number>;
  onTick: (lineIds: Set<number>) => void;
  /** A line's new quantity; 0 removes it. */
  onQuantity: (lineId: number, quantity: number) => void;
  onInvalidQuantity: () => void;
  display: PriceDisplay;
  pricesVisible: boolean;
  displayItemnum: boolean;
}

/**
 * An order list's lines as a table: a box to tick each (or all), the product, its quantity (saved
 * when the field is left; anything but a whole number goes back to what it was), the customer's
 * price and availability, and a button to remove the line; a list the customer may not change
 * (their company's, for all but its administrators) shows its quantities only.
 */
export function OrderListLines({
  list,
  ticked,
  onTick,
  onQuantity,
  onInvalidQuantity,
  display,
  pricesVisible,
  displayItemnum,
}: OrderListLinesProps) {
  const t = useTranslations('OrderLists');
  const all = list.items.map((line) => line.id);
  const tickedCount = all.filter((id) => ticked.has(id)).length;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t('linesCaption', { name: list.name })}</caption>
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className={tableCell}>
              <input
                type="checkbox"
                aria-label={t('tickAll')}
                checked={tickedCount === all.length}
                onChange={(event) => onTick(event.currentTarget.checked ? new Set(all) : new Set())}
                className="size-5"
              />
            </th>
            <th scope="col" className={tableCell}>
              {t('product')}
            </th>
            <th scope="col" className={tableCell}>
              {t('quantity')}
            </th>
            <th scope="col" className={tableCell}>
              {t('priceAndAvailability')}
            </th>
            <th scope="col" className={tableCell}>
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((line) => (
            <tr key={line.id} className="align-top">
              <td className={tableCell}>
                <input
                  type="checkbox"
                  aria-label={t('tick', { name: line.product.name })}
                  checked={ticked.has(line.id)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    const next = new Set(ticked);
                    if (checked) next.add(line.id);
                    else next.delete(line.id);
                    onTick(next);
                  }}
                  className="size-5"
                />
              </td>
              <td className={tableCell}>
                {displayItemnum && <p className="text-xs text-ink-muted">{line.product.itemnum}</p>}
                <Link
                  href={paths.product(line.product.id, line.product.sku)}
                  className="font-semibold hover:text-brand hover:underline"
                >
                  {line.product.name}
                </Link>
              </td>
              <td className={tableCell}>
                {!list.mayChange ? (
                  <span className="tabular-nums">{line.quantity}</span>
                ) : (
                  <input
                    type="text"
                    inputMode="numeric"
                    defaultValue={line.quantity}
                    key={`${line.id}-${line.quantity}`}
                    aria-label={t('quantityOf', { name: line.product.name })}
                    className="min-h-11 w-24 rounded-md border border-line px-3 tabular-nums"
                    onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
                    onBlur={(event) => {
                      const value = event.currentTarget.value.trim();
                      if (!/^\d{1,4}$/.test(value)) {
                        event.currentTarget.value = String(line.quantity);
                        return onInvalidQuantity();
                      }
                      if (Number(value) !== line.quantity) onQuantity(line.id, Number(value));
                    }}
                  />
                )}
              </td>
              <td className={tableCell}>
                {pricesVisible && line.product.priceInfo && (
                  <PriceView price={line.product.priceInfo} display={display} withNote={false} />
                )}
                {line.product.stock && <AvailabilityText state={availability(line.product.stock, line.quantity)} />}
              </td>
              <td className={`${tableCell} text-end`}>
                {list.mayChange && (
                  <IconButton
                    icon="close"
                    iconClassName="size-4"
                    label={t('removeLine', { name: line.product.name })}
                    onClick={() => onQuantity(line.id, 0)}
                    className="size-11 text-ink-muted hover:text-danger"
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
