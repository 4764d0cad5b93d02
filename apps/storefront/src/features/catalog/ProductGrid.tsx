import type { ProductCard as Card, CurrencyCode } from '@shop/contracts';
import { cx } from '@/ui/cx';
import { LazyPricesProvider } from './LazyPrices';
import { type CardOptions, ProductCard } from './ProductCard';

/** A listing's products as a grid or a list; with lazy prices, one price call for the page. */
export function ProductGrid({
  products,
  options,
  currency,
}: {
  products: Card[];
  options: CardOptions;
  currency: CurrencyCode;
}) {
  const grid = (
    <ul
      className={cx(
        options.view === 'grid' ? 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4' : 'flex flex-col gap-3',
      )}
    >
      {products.map((product, index) => (
        <li key={product.id} className="flex" data-list-index={index}>
          <ProductCard
            product={product}
            options={{ ...options, picture: index < 2 ? 'first' : index < 4 ? 'eager' : 'lazy' }}
          />
        </li>
      ))}
    </ul>
  );
  return options.lazyPrices ? (
    <LazyPricesProvider skus={products.map((p) => p.sku)} currency={currency}>
      {grid}
    </LazyPricesProvider>
  ) : (
    grid
  );
}
