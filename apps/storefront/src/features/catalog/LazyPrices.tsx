'use client';

import type { CurrencyCode, PriceInfo, Stock } from '@shop/contracts';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';
import { browserApi } from '@/lib/browser-api';
import { QuantityAvailability } from './QuantityAvailability';

interface Offer {
  state: 'loading' | 'loaded' | 'failed';
  priceInfo: PriceInfo | null;
  stock: Stock | null;
}

const OffersContext = createContext<Map<string, Offer> | null>(null);

/**
 * Lazy price loading (setting isPricesLazyLoadEnabled): the listing renders without prices, then
 * asks for all of its SKUs in one productPriceList call. Items show loading, then their price, or
 * no price when the call failed.
 */
export function LazyPricesProvider({
  skus,
  currency,
  children,
}: {
  skus: string[];
  currency: CurrencyCode;
  children: ReactNode;
}) {
  const [offers, setOffers] = useState<Map<string, Offer>>(
    () => new Map(skus.map((sku) => [sku, { state: 'loading', priceInfo: null, stock: null }])),
  );
  const key = [...new Set(skus)].join(',');
  useEffect(() => {
    // The spec: an empty list makes no call.
    if (!key) return;
    const controller = new AbortController();
    browserApi
      .productPriceList({ query: { skus: key, currency } }, { signal: controller.signal })
      .then((body) => setOffers(new Map(body.items.map((item) => [item.sku, { state: 'loaded', ...item }]))))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('prices could not be loaded', error);
        setOffers(new Map(key.split(',').map((sku) => [sku, { state: 'failed', priceInfo: null, stock: null }])));
      });
    return () => controller.abort();
  }, [key, currency]);
  return <OffersContext value={offers}>{children}</OffersContext>;
}

export function LazyOffer({
  sku,
  product,
  display,
  buyable,
}: {
  sku: string;
  product: string;
  display: PriceDisplay;
  /** Whether the card sells this SKU itself (a master sends the shopper to choose a variant). */
  buyable: boolean;
}) {
  const offer = use(OffersContext)?.get(sku) ?? { state: 'failed', priceInfo: null, stock: null };
  return (
    <div className="space-y-2">
      <div aria-busy={offer.state === 'loading'} className="min-h-12">
        {offer.state === 'loading' ? (
          <span className="block h-6 w-24 animate-pulse rounded-sm bg-surface-muted" />
        ) : (
          offer.priceInfo && <PriceView price={offer.priceInfo} display={display} />
        )}
      </div>
      {buyable && (
        <QuantityAvailability stock={offer.stock} loading={offer.state === 'loading'} product={product} sku={sku} />
      )}
    </div>
  );
}
