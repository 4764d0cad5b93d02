'use client';

import type { CurrencyCode, ItemLookup, LocaleCode, ProductCard } from '@shop/contracts';
import { isQuantity, isTabular } from '@shop/contracts';
import { useCombobox } from 'downshift';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AvailabilityText } from '@/features/inventory/AvailabilityText';
import { availability } from '@/features/inventory/availability';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { IconButton } from '@/ui/IconButton';

/** How long typing in a row rests before suggestions are asked for, and from how many characters. */
const SUGGEST_DELAY_MS = 250;
const SUGGEST_FROM = 2;

export interface RowState {
  key: number;
  number: string;
  /** As typed: checked before it is sent. */
  quantity: string;
}

interface QuickOrderRowProps {
  index: number;
  row: RowState;
  /** What the row names, once looked up; undefined while it is empty or being looked up. */
  lookup: ItemLookup | undefined;
  display: PriceDisplay;
  pricesVisible: boolean;
  view: { locale: LocaleCode; currency: CurrencyCode };
  reasonOf(reason: string): string;
  numberRef(input: HTMLInputElement | null): void;
  onChange(patch: Partial<RowState>): void;
  onNext(): void;
  onPaste(text: string): void;
  onRemove(): void;
}

/** One row of the quick-order grid: the item number with suggestions, the quantity, what it names. */
export function QuickOrderRow({
  index,
  row,
  lookup,
  display,
  pricesVisible,
  view,
  reasonOf,
  numberRef,
  onChange,
  onNext,
  onPaste,
  onRemove,
}: QuickOrderRowProps) {
  const t = useTranslations('QuickOrder');
  const [suggestions, setSuggestions] = useState<ProductCard[]>([]);
  const [typed, setTyped] = useState('');
  const line = index + 1;

  useEffect(() => {
    const prefix = typed.trim();
    if (prefix.length < SUGGEST_FROM) return setSuggestions([]);
    let current = true;
    const timer = setTimeout(() => {
      browserApi
        .suggestItems({ query: { ...view, prefix } })
        .then(({ items }) => current && setSuggestions(items))
        .catch(() => current && setSuggestions([]));
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, view]);

  const combobox = useCombobox<ProductCard>({
    items: suggestions,
    // The field keeps what is typed itself (a controlled value lost keystrokes typed fast); a
    // pasted or uploaded row is a new row, so its number comes in here.
    initialInputValue: row.number,
    itemToString: (item) => item?.itemnum ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      onChange({ number: inputValue });
      if (type === useCombobox.stateChangeTypes.InputChange) setTyped(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onChange({ number: selectedItem.itemnum });
      setTyped('');
    },
  });
  const open = combobox.isOpen && suggestions.length > 0;
  const quantityInvalid = row.quantity !== '' && !isQuantity(row.quantity);
  const feedbackId = `qo-feedback-${row.key}`;

  return (
    <tr className="border-b border-line align-top">
      <td className="py-2 pe-2 text-end tabular-nums text-ink-muted">{line}</td>
      <td className="relative py-2 pe-2">
        <input
          {...combobox.getInputProps({
            ref: numberRef,
            onKeyDown: (event) => {
              if (event.key === 'Enter' && !(open && combobox.highlightedIndex >= 0)) {
                (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
                event.preventDefault();
                onNext();
              }
            },
            onPaste: (event) => {
              const text = event.clipboardData.getData('text');
              if (!isTabular(text)) return;
              event.preventDefault();
              onPaste(text);
            },
          })}
          aria-label={t('itemNumberOfRow', { row: line })}
          aria-describedby={feedbackId}
          autoComplete="off"
          spellCheck={false}
          className="min-h-11 w-full min-w-24 rounded-md border border-line bg-surface px-3 sm:min-w-36"
        />
        <ul
          {...combobox.getMenuProps({ 'aria-label': t('suggestions') })}
          className={
            open
              ? 'absolute start-0 top-full z-20 mt-1 max-h-80 w-[min(28rem,85vw)] overflow-auto rounded-md border border-line bg-surface shadow-lg'
              : 'hidden'
          }
        >
          {open &&
            suggestions.map((item, i) => (
              <li
                key={item.id}
                {...combobox.getItemProps({ item, index: i })}
                className={`block cursor-pointer truncate px-3 py-2 ${combobox.highlightedIndex === i ? 'bg-surface-muted' : ''}`}
              >
                <span className="me-2 font-semibold tabular-nums">{item.itemnum}</span> {item.name}
              </li>
            ))}
        </ul>
      </td>
      <td className="py-2 pe-2">
        <input
          type="text"
          inputMode="numeric"
          value={row.quantity}
          aria-label={t('quantityOfRow', { row: line })}
          aria-invalid={quantityInvalid || undefined}
          aria-describedby={feedbackId}
          onChange={(event) => onChange({ quantity: event.currentTarget.value.trim() })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onNext();
          }}
          className="min-h-11 w-16 rounded-md border border-line bg-surface px-3 tabular-nums sm:w-24"
        />
      </td>
      <td className="py-2 pe-2" id={feedbackId}>
        <RowFeedback
          row={row}
          lookup={lookup}
          display={display}
          pricesVisible={pricesVisible}
          reasonOf={reasonOf}
          quantityInvalid={quantityInvalid}
        />
      </td>
      <td className="py-2 text-end">
        <IconButton
          icon="close"
          iconClassName="size-4"
          label={t('removeRow', { row: line })}
          onClick={onRemove}
          className="size-11 text-ink-muted hover:text-danger"
        />
      </td>
    </tr>
  );
}

/** What a row names: the product at the customer's price and its availability, or what is wrong. */
function RowFeedback({
  row,
  lookup,
  display,
  pricesVisible,
  reasonOf,
  quantityInvalid,
}: Pick<QuickOrderRowProps, 'row' | 'lookup' | 'display' | 'pricesVisible' | 'reasonOf'> & {
  quantityInvalid: boolean;
}) {
  const t = useTranslations('QuickOrder');
  if (quantityInvalid) return <p className="text-danger">{t('wholeQuantity')}</p>;
  if (row.number.trim() === '') return null;
  if (!lookup) return <p className="text-ink-muted">{t('checking')}</p>;
  const { product, problem } = lookup;
  return (
    <div className="space-y-1">
      {product && (
        <p className="font-semibold leading-snug">
          <Link href={paths.product(product.id, product.sku)} className="hover:text-brand hover:underline">
            {product.name}
          </Link>
        </p>
      )}
      {problem ? (
        <p className="text-danger" data-problem={problem.reason}>
          {reasonOf(problem.reason)}
        </p>
      ) : (
        product && (
          <div className="flex flex-wrap items-baseline gap-x-4">
            {pricesVisible && product.priceInfo && (
              <PriceView price={product.priceInfo} display={display} withNote={false} />
            )}
            {product.stock && <AvailabilityText state={availability(product.stock, lookup.quantity)} />}
          </div>
        )
      )}
    </div>
  );
}
