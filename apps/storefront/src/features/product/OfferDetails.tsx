import type { ShopperProduct } from '@shop/client';
import { displayUnitPrice, type PriceInfo, type Stock } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { QuantityAvailability } from '@/features/catalog/QuantityAvailability';
import { formatPrice } from '@/features/pricing/format';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';

/** An additional product offered with the item, with its price when shown. */
interface AdditionalOffer {
  sku: string;
  name: string;
  priceInfo: PriceInfo | null;
}

interface OfferDetailsProps {
  product: Pick<ShopperProduct, 'name' | 'sku'>;
  priceInfo: PriceInfo | null;
  tiers: ShopperProduct['priceTiers'];
  stock: Stock | null;
  /** Prices and availability are still being asked for (a page customers share). */
  loading?: boolean;
  /** Whether the product is bought here (a master is bought in its variant table). */
  buyable: boolean;
  additional: AdditionalOffer[];
  display: PriceDisplay;
}

/**
 * The product page's price, quantity prices, tax note, and for a product bought here the quantity,
 * its availability, the additional products to add with it and Add to cart. Rendered on the server,
 * or in the browser once the customer's prices are in (LazyProductOffer).
 */
export function OfferDetails({
  product,
  priceInfo,
  tiers,
  stock,
  loading = false,
  buyable,
  additional,
  display,
}: OfferDetailsProps) {
  const tp = useTranslations('Price');
  const formatUnit = (price: PriceInfo) =>
    formatPrice(displayUnitPrice(price), { locale: display.localeIso, currency: price.currency });
  return (
    <>
      {loading ? (
        <div aria-busy="true" className="h-12">
          <span className="block h-8 w-32 animate-pulse rounded-sm bg-surface-muted" />
        </div>
      ) : (
        priceInfo && <PriceView price={priceInfo} display={display} size="lg" />
      )}
      {priceInfo && tiers.length > 0 && <PriceTiers tiers={tiers} price={priceInfo} display={display} />}
      {display.excludeTax && (
        <p role="note" className="rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
          {tp('excludedFromTax')}
        </p>
      )}
      {buyable && (
        <QuantityAvailability
          stock={stock}
          loading={loading}
          product={product.name}
          sku={product.sku}
          additional={additional.flatMap((extra) =>
            extra.priceInfo ? [{ sku: extra.sku, name: extra.name, price: formatUnit(extra.priceInfo) }] : [],
          )}
        />
      )}
    </>
  );
}

interface PriceTiersProps {
  tiers: ShopperProduct['priceTiers'];
  price: PriceInfo;
  display: PriceDisplay;
}

/** Everyone's quantity prices, as a unit price from so many units on (the cart applies them). */
function PriceTiers({ tiers, price, display }: PriceTiersProps) {
  const tp = useTranslations('Price');
  return (
    <table className="w-full text-sm" data-live>
      <caption className="text-start font-semibold">{tp('tierPrices')}</caption>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minQty} className="border-t border-line">
            <th scope="row" className="py-1 text-start font-normal text-ink-muted">
              {tp('fromQuantity', { qty: tier.minQty })}
            </th>
            <td className="py-1 text-end font-semibold tabular-nums">
              {formatPrice(tier.displayPrice, { locale: display.localeIso, currency: price.currency })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
