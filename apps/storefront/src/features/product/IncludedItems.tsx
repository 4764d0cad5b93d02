import type { ShopperProduct } from '@shop/client';
import { useTranslations } from 'next-intl';
import { Section } from '@/ui/Section';

/** What comes in the box with the product, with each item's number unless displayItemnum is off. */
export function IncludedItems({
  items,
  displayItemnum,
}: {
  items: ShopperProduct['included'];
  displayItemnum: boolean;
}) {
  const t = useTranslations('Product');
  const tc = useTranslations('Catalog');
  if (items.length === 0) return null;
  return (
    <Section id="included" title={t('included')} size="small" className="space-y-2">
      <ul className="space-y-1 text-sm">
        {items.map((item) => (
          <li key={item.itemnum}>
            {item.quantity} × {item.name}
            {displayItemnum && (
              <span className="text-ink-muted">
                {' '}
                ({tc('itemNo')} {item.itemnum})
              </span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
