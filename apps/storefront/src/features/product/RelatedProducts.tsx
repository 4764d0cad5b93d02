import type { ShopperProduct } from '@shop/client';
import type { CurrencyCode, LocaleCode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { LazyPricesProvider } from '@/features/catalog/LazyPrices';
import { type CardOptions, ProductCard } from '@/features/catalog/ProductCard';
import { shopperApi } from '@/lib/shopper';
import { RelatedCarousel } from './RelatedCarousel';

interface RelatedProductsProps {
  product: ShopperProduct;
  locale: LocaleCode;
  currency: CurrencyCode;
  cardOptions: CardOptions;
}

/**
 * Up to ten products of the product's own category in the carousel. Its own component, so the
 * recommendations are asked for while the reviews load; without them the page just has no carousel.
 */
export async function RelatedProducts({ product, locale, currency, cardOptions }: RelatedProductsProps) {
  const api = await shopperApi();
  const catId = product.category.at(-1)?.id ?? -1;
  const [t, related] = await Promise.all([
    getTranslations({ locale, namespace: 'Product' }),
    api
      .productRecommendations({ query: { locale, currency, catId, exclude: product.id, limit: 10 } })
      .then((r) => r.data)
      .catch(() => []),
  ]);
  if (related.length === 0) return null;
  const carousel = (
    <RelatedCarousel title={t('related')}>
      {related.map((p) => (
        <ProductCard key={p.id} product={p} options={cardOptions} />
      ))}
    </RelatedCarousel>
  );
  // Loaded apart from the page, so its prices are asked for apart from the page's too.
  return cardOptions.lazyPrices ? (
    <LazyPricesProvider skus={related.filter((p) => !p.hidePrices).map((p) => p.sku)} currency={currency}>
      {carousel}
    </LazyPricesProvider>
  ) : (
    carousel
  );
}
