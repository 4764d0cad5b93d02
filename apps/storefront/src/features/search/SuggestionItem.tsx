'use client';

import type { UseComboboxGetItemPropsReturnValue } from 'downshift';
import { useTranslations } from 'next-intl';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';
import { cx } from '@/ui/cx';
import { ProductImage } from '@/ui/ProductImage';
import type { Suggestion } from './live-search';

interface SuggestionItemProps {
  /** The option's props from the combobox: id, role, aria-selected and its pointer handlers. */
  option: UseComboboxGetItemPropsReturnValue;
  product: Suggestion;
  /** Highlighted by the arrow keys or the pointer. */
  active: boolean;
  view: 'default' | 'small-list';
  display: PriceDisplay;
  pricesVisible: boolean;
  displayItemnum: boolean;
}

/**
 * One live result, an option of the suggestions listbox: image, item number, name and price.
 * Options hold no links of their own (their content is presentational); choosing one opens it.
 */
export function SuggestionItem({
  option,
  product,
  active,
  view,
  display,
  pricesVisible,
  displayItemnum,
}: SuggestionItemProps) {
  const t = useTranslations('Catalog');
  const small = view === 'small-list';
  const size = small ? { w: 48, h: 66 } : { w: 216, h: 300 };
  return (
    <div
      {...option}
      className={cx(
        'flex cursor-pointer gap-3 rounded-md p-2 hover:bg-surface-muted',
        small ? 'items-center' : 'flex-col',
        active && 'bg-surface-muted outline-2 outline-brand',
      )}
    >
      <ProductImage
        image={product.image}
        size={size}
        className={cx('shrink-0 rounded-sm bg-surface-muted object-cover', small ? 'w-12' : 'aspect-[216/300] w-full')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {displayItemnum && (
          <span className="text-xs text-ink-muted">
            {t('itemNo')} {product.itemnum}
          </span>
        )}
        <span className="text-sm font-semibold leading-snug">{product.name}</span>
        {pricesVisible && !product.hidePrices && product.priceInfo && (
          <PriceView price={product.priceInfo} display={display} />
        )}
      </div>
    </div>
  );
}
