import type { ShopperProduct } from '@shop/client';
import { displayUnitPrice } from '@shop/contracts';
import { plainText } from '@/lib/seo';

/** schema.org Product markup; `<` is escaped so the JSON cannot close its script element. */
export function productJsonLd(product: ShopperProduct, withOffer: boolean): string {
  const price = product.priceInfo;
  // The price as the page shows it (with tax unless the shop shows net prices).
  const amount = price && displayUnitPrice(price);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title || product.name,
    sku: product.sku,
    mpn: product.itemnum,
    image: product.gallery.map((g) => `/api${g.image}`),
    description: plainText(product.description),
    brand: product.customAttributes.find((a) => a.attributeCode === 'brand')?.value,
    ...(withOffer && price && !product.hidePrices && amount !== null
      ? {
          offers: {
            '@type': 'Offer',
            priceCurrency: price.currency,
            price: (amount / 100).toFixed(2),
            availability:
              product.stock &&
              (product.stock.markedInStock || product.stock.effectivestock + product.stock.externalstock > 0)
                ? 'https://schema.org/InStock'
                : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
