'use client';

import type { ShopperCartItem } from '@shop/client';
import type { AttributesSettingConfig } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AvailabilityText } from '@/features/inventory/AvailabilityText';
import { availability } from '@/features/inventory/availability';
import { useNotifications } from '@/features/notifications/notifications';
import { formatPrice } from '@/features/pricing/format';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';
import { shownAttributes } from '@/features/settings/attribute-layout';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';
import { ProductThumbnail } from '@/ui/ProductThumbnail';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { QuotedPriceNote } from './CartAccountLinks';
import { useCart } from './cart';
import { refusal } from './refusal';

interface CartLineProps {
  item: ShopperCartItem;
  display: PriceDisplay;
  displayItemnum: boolean;
  attributes: AttributesSettingConfig;
  onNavigate: () => void;
}

/** A line of the cart sidebar: picture, name, price, availability, properties, quantity and Remove. */
export function CartLine({ item, display, displayItemnum, attributes, onNavigate }: CartLineProps) {
  const t = useTranslations('Cart');
  const tc = useTranslations('Catalog');
  const tp = useTranslations('Product');
  const setQuantity = useCart((state) => state.setQuantity);
  const remove = useCart((state) => state.remove);
  const notify = useNotifications((state) => state.notify);
  const [pending, setPending] = useState(false);
  const id = useId();
  const properties = shownAttributes(item.customAttributes, attributes);

  // While a change runs the controls refuse clicks but stay focusable (aria-disabled), so the
  // keyboard user's focus stays where it was.
  const change = async (work: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    try {
      await work();
    } catch (error) {
      const { key, values } = refusal(error, 'updateFailed');
      notify({ kind: 'danger', message: t(`errors.${key}`, values) });
    } finally {
      setPending(false);
    }
  };
  const extras = Object.values(item.selectedAdditionalProducts);
  const price = item.priceInfo;
  const money = (minor: number) => formatPrice(minor, { locale: display.localeIso, currency: price!.currency });

  return (
    <li className="flex gap-3 py-4" aria-busy={pending}>
      <ProductThumbnail image={item.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <Link
            href={paths.product(item.productId, item.sku)}
            onClick={onNavigate}
            className="text-sm font-semibold leading-snug hover:text-brand hover:underline"
          >
            {item.name}
          </Link>
          {displayItemnum && (
            <p className="text-xs text-ink-muted">
              {tc('itemNo')} {item.itemnum}
            </p>
          )}
        </div>
        {item.priceInfo && <PriceView price={item.priceInfo} display={display} withNote={false} />}
        {item.quote && <QuotedPriceNote quote={item.quote} localeIso={display.localeIso} />}
        {item.stock !== null && <AvailabilityText state={availability(item.stock, item.quantity)} />}
        {item.included.length > 0 && (
          <div className="text-xs">
            <p className="font-semibold">{tp('included')}</p>
            <ul>
              {item.included.map((included) => (
                <li key={included.itemnum}>
                  {included.quantity} × {included.name}
                  {displayItemnum && (
                    <span className="text-ink-muted">
                      {' '}
                      ({tc('itemNo')} {included.itemnum})
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {extras.length > 0 && (
          <div className="text-xs">
            <p className="font-semibold">{t('addedWith')}</p>
            <ul>
              {extras.map((extra) => (
                <li key={extra.sku} className="flex justify-between gap-2">
                  <span>
                    {extra.name}
                    {displayItemnum && (
                      <span className="text-ink-muted">
                        {' '}
                        ({tc('itemNo')} {extra.itemnum})
                      </span>
                    )}
                  </span>
                  {extra.displayPrice !== null && price && <span>+ {money(extra.displayPrice)}</span>}
                </li>
              ))}
            </ul>
          </div>
        )}
        {properties.length > 0 && (
          <details className="text-xs">
            <summary className="cursor-pointer font-semibold text-brand">{tp('properties')}</summary>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              {properties.map((attribute) => (
                <div key={attribute.attributeCode} className="contents">
                  <dt className="text-ink-muted">{attribute.label}</dt>
                  <dd>{attribute.value}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={id} className="sr-only">
            {tc('quantityOf', { product: item.name })}
          </label>
          <QuantityStepper
            id={id}
            value={item.quantity}
            min={0}
            onChange={(value) => void change(() => setQuantity(item.id, value))}
            lessLabel={tc('less')}
            moreLabel={tc('more')}
            busy={pending}
            size="sm"
          />
          <button
            type="button"
            onClick={() =>
              change(async () => {
                // The line and its button go: focus moves to the sidebar rather than the page.
                const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
                await remove(item.id);
                dialog?.focus();
              })
            }
            aria-disabled={pending}
            aria-label={t('removeProduct', { product: item.name })}
            className="text-sm text-ink-muted underline hover:text-danger"
          >
            {t('remove')}
          </button>
          {item.displayRowTotal !== null && (
            <p className="ms-auto text-sm font-semibold">{money(item.displayRowTotal)}</p>
          )}
        </div>
      </div>
    </li>
  );
}
