import type { ShopperCartInfo } from '@shop/client';
import { useTranslations } from 'next-intl';

export interface ShownLine {
  key: string | number;
  quantity: number;
  name: string;
  itemnum: string;
  /** The additional products chosen with it, each with its net unit price (in the line's total). */
  selectedAdditionalProducts: Record<string, { sku: string; name: string; price: number | null }>;
  rowTotal: number | null;
}

/** A placed order's line: its SKU with the additional products chosen with it is unique in the order. */
export const placedLineKey = (item: ShopperCartInfo['cartItems'][number]) =>
  `${item.sku}-${Object.keys(item.selectedAdditionalProducts).join('+')}`;

/** A placed order's lines, keyed for OrderLines. */
export const placedLines = (info: ShopperCartInfo): ShownLine[] =>
  info.cartItems.map((item) => ({ ...item, key: placedLineKey(item) }));

interface OrderLinesProps {
  lines: ShownLine[];
  money: (minor: number | null) => string;
  /** The setting: the lines' item numbers. */
  displayItemnum: boolean;
}

/** What is ordered, a line each: quantity, name, item number, what was added with it and the line's net total. */
export function OrderLines({ lines, money, displayItemnum }: OrderLinesProps) {
  const t = useTranslations('Checkout');
  return (
    <ul className="divide-y divide-line text-sm" aria-label={t('items')}>
      {lines.map((line) => (
        <li key={line.key} className="flex justify-between gap-3 py-2">
          <span>
            {line.quantity} × {line.name}
            {displayItemnum && <span className="block text-xs text-ink-muted">{line.itemnum}</span>}
            {Object.values(line.selectedAdditionalProducts).map((extra) => (
              <span key={extra.sku} className="block text-xs text-ink-muted">
                {t('addedWithLine', { name: extra.name, price: money(extra.price) })}
              </span>
            ))}
          </span>
          <span className="tabular-nums">{money(line.rowTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
