'use client';

import type { ShopperProduct } from '@shop/client';
import { useOffers } from '@/features/catalog/LazyPrices';
import type { PriceDisplay } from '@/features/pricing/PriceView';
import { OfferDetails } from './OfferDetails';

/** The product page's offer on a page customers share: the customer's prices, once loaded. */
export function LazyProductOffer({
  product,
  buyable,
  additional,
  display,
}: {
  product: Pick<ShopperProduct, 'name' | 'sku'>;
  buyable: boolean;
  /** Additional products bought with it (SKU and name): their prices are loaded too. */
  additional: Array<{ sku: string; name: string }>;
  display: PriceDisplay;
}) {
  const offerOf = useOffers();
  const offer = offerOf(product.sku);
  return (
    <OfferDetails
      product={product}
      priceInfo={offer.priceInfo}
      tiers={offer.priceTiers}
      stock={offer.stock}
      loading={offer.state === 'loading'}
      buyable={buyable}
      additional={additional.map((extra) => ({ ...extra, priceInfo: offerOf(extra.sku).priceInfo }))}
      display={display}
    />
  );
}
