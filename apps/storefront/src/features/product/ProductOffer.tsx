import type { PriceInfo, ProductDetail } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { QuantityAvailability } from '@/features/catalog/QuantityAvailability';
import { formatPrice, shownAmount } from '@/features/pricing/format';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';

interface ProductOfferProps {
  product: ProductDetail;
  display: PriceDisplay;
  pricesVisible: boolean;
}

/**
 * The product's price, and for a product without variants the quantity, its availability, the
 * additional products to add with it and Add to cart; a master is bought in its variant table.
 */
export function ProductOffer({ product, display, pricesVisible }: ProductOfferProps) {
  const tc = useTranslations('Catalog');
  const tp = useTranslations('Price');
  const formatUnit = (price: PriceInfo) =>
    formatPrice(shownAmount(price.special ?? price.regular ?? 0, price.taxRate, display), {
      locale: display.localeIso,
      currency: price.currency,
    });
  return (
    <div className="space-y-3 rounded-lg border border-line p-4">
      {!pricesVisible ? (
        <p className="text-ink-muted">{tc('loginForPrices')}</p>
      ) : product.hidePrices ? (
        <p className="text-ink-muted">{tc('priceOnRequest')}</p>
      ) : (
        <>
          {product.priceInfo && <PriceView price={product.priceInfo} display={display} size="lg" />}
          {product.priceInfo && product.priceTiers.length > 0 && (
            <PriceTiers tiers={product.priceTiers} price={product.priceInfo} display={display} />
          )}
          {display.excludeTax && (
            <p role="note" className="rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
              {tp('excludedFromTax')}
            </p>
          )}
          {product.variants.length === 0 && (
            <QuantityAvailability
              stock={product.stock}
              product={product.name}
              sku={product.sku}
              additional={product.additionalProducts
                .filter((extra) => extra.variantCount === 0 && !extra.hidePrices && extra.priceInfo)
                .map((extra) => ({
                  sku: extra.sku,
                  name: extra.name,
                  price: extra.priceInfo ? formatUnit(extra.priceInfo) : null,
                }))}
            />
          )}
        </>
      )}
    </div>
  );
}

interface PriceTiersProps {
  tiers: ProductDetail['priceTiers'];
  price: PriceInfo;
  display: PriceDisplay;
}

/** Everyone's quantity prices, as a unit price from so many units on (the cart applies them). */
function PriceTiers({ tiers, price, display }: PriceTiersProps) {
  const tp = useTranslations('Price');
  return (
    <table className="w-full text-sm">
      <caption className="text-start font-semibold">{tp('tierPrices')}</caption>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minQty} className="border-t border-line">
            <th scope="row" className="py-1 text-start font-normal text-ink-muted">
              {tp('fromQuantity', { qty: tier.minQty })}
            </th>
            <td className="py-1 text-end font-semibold tabular-nums">
              {formatPrice(shownAmount(tier.price, price.taxRate, display), {
                locale: display.localeIso,
                currency: price.currency,
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
