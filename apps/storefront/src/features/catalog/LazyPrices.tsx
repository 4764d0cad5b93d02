'use client';

import type { ShopperProduct } from '@shop/client';
import type { CurrencyCode, PriceInfo, Stock } from '@shop/contracts';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';
import { browserApi } from '@/lib/browser-api';
import { QuantityAvailability } from './QuantityAvailability';

export interface Offer {
  state: 'loading' | 'loaded' | 'failed';
  priceInfo: PriceInfo | null;
  stock: Stock | null;
  priceTiers: ShopperProduct['priceTiers'];
}

const loading: Offer = { state: 'loading', priceInfo: null, stock: null, priceTiers: [] };
const failed: Offer = { state: 'failed', priceInfo: null, stock: null, priceTiers: [] };

const OffersContext = createContext<Map<string, Offer> | null>(null);

/**
 * Lazy price loading (setting isPricesLazyLoadEnabled, and every page customers share): the page
 * renders without prices, then asks for all of its SKUs in one productPriceList call with the
 * shopper's cookies. Items show loading, then their price, or no price when the call failed.
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
  const [offers, setOffers] = useState<Map<string, Offer>>(() => new Map(skus.map((sku) => [sku, loading])));
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
        setOffers(new Map(key.split(',').map((sku) => [sku, failed])));
      });
    return () => controller.abort();
  }, [key, currency]);
  return <OffersContext value={offers}>{children}</OffersContext>;
}

/** The offers on the page by SKU, as their provider has them (failed for a SKU it does not have). */
export function useOffers(): (sku: string) => Offer {
  const offers = use(OffersContext);
  return (sku) => offers?.get(sku) ?? failed;
}

/** A card's or a variant's price and availability, once loaded. */
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
  const offer = useOffers()(sku);
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
