import type { ShopperProduct } from '@shop/client';
import { useTranslations } from 'next-intl';
import type { PriceDisplay } from '@/features/pricing/PriceView';
import { LazyProductOffer } from './LazyProductOffer';
import { OfferDetails } from './OfferDetails';

interface ProductOfferProps {
  product: ShopperProduct;
  display: PriceDisplay;
  pricesVisible: boolean;
  /** The shopper's prices load in the browser (a page customers share): none are in the product. */
  lazyPrices: boolean;
}

/**
 * The product's price, and for a product without variants the quantity, its availability, the
 * additional products to add with it and Add to cart; a master is bought in its variant table.
 */
export function ProductOffer({ product, display, pricesVisible, lazyPrices }: ProductOfferProps) {
  const tc = useTranslations('Catalog');
  const buyable = product.variants.length === 0;
  const additional = product.additionalProducts.filter((extra) => extra.variantCount === 0 && !extra.hidePrices);
  return (
    <div className="space-y-3 rounded-lg border border-line p-4">
      {!pricesVisible ? (
        <p className="text-ink-muted">{tc('loginForPrices')}</p>
      ) : product.hidePrices ? (
        <p className="text-ink-muted">{tc('priceOnRequest')}</p>
      ) : lazyPrices ? (
        <LazyProductOffer
          product={{ name: product.name, sku: product.sku }}
          buyable={buyable}
          additional={additional.map(({ sku, name }) => ({ sku, name }))}
          display={display}
        />
      ) : (
        <OfferDetails
          product={product}
          priceInfo={product.priceInfo}
          tiers={product.priceTiers}
          stock={product.stock}
          buyable={buyable}
          additional={additional}
          display={display}
        />
      )}
    </div>
  );
}
