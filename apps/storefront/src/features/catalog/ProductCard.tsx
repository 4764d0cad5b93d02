import type { ProductCard as Card } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { AddToListButton } from '@/features/order-list/AddToListButton';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';
import { WishlistHeart } from '@/features/wishlist/WishlistHeart';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { cx } from '@/ui/cx';
import { ProductImage } from '@/ui/ProductImage';
import { LazyOffer } from './LazyPrices';
import { ProductTitle } from './ProductTitle';
import { QuantityAvailability } from './QuantityAvailability';

export interface CardOptions {
  display: PriceDisplay;
  pricesVisible: boolean;
  lazyPrices: boolean;
  displayItemnum: boolean;
  /** A logged-in customer puts products on their order lists from the card. */
  orderLists: boolean;
  view: 'grid' | 'list';
  /**
   * How the card's picture loads: the first row on a phone holds the listing's largest paint
   * (fetched first, from the document's head); the rest of the first screen eagerly; the rest lazily.
   */
  picture?: 'first' | 'eager' | 'lazy';
}

/** A product in a listing: image, item number, title, price and availability with a quantity. */
export async function ProductCard({ product, options }: { product: Card; options: CardOptions }) {
  const [t, tc, tl] = await Promise.all([
    getTranslations('Catalog'),
    getTranslations('Cart'),
    getTranslations('OrderLists'),
  ]);
  const href = paths.product(product.id, product.sku);
  const list = options.view === 'list';
  // A master is bought as one of its variants, chosen on its page.
  const master = product.variantCount > 0;
  return (
    <article
      className={cx(
        'group flex gap-4 rounded-lg border border-line bg-surface p-3 transition-shadow hover:shadow-card',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <div className={cx('relative shrink-0', list ? 'w-28 sm:w-36' : 'w-full')}>
        <Link href={href} tabIndex={-1} aria-hidden="true" className="block">
          <ProductImage
            image={product.image}
            size={{ w: 216, h: 300 }}
            loading={options.picture === 'first' || options.picture === 'eager' ? 'eager' : 'lazy'}
            fetchPriority={options.picture === 'first' ? 'high' : undefined}
            className="aspect-[216/300] w-full rounded-md bg-surface-muted object-cover"
          />
        </Link>
        <WishlistHeart
          product={{ id: product.id, sku: product.sku, name: product.name, image: product.image }}
          className="absolute end-2 top-2"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <ProductTitle name={product.name} href={href} itemnum={options.displayItemnum ? product.itemnum : undefined} />
        {product.variantCount > 0 && (
          <p className="text-xs text-ink-muted">{t('variants', { count: product.variantCount })}</p>
        )}
        <div className="mt-auto space-y-2">
          {!options.pricesVisible ? (
            <p className="text-sm text-ink-muted">{t('loginForPrices')}</p>
          ) : product.hidePrices ? (
            <p className="text-sm text-ink-muted">{t('priceOnRequest')}</p>
          ) : options.lazyPrices ? (
            <LazyOffer sku={product.sku} product={product.name} display={options.display} buyable={!master} />
          ) : (
            <>
              {product.priceInfo && <PriceView price={product.priceInfo} display={options.display} />}
              {!master && <QuantityAvailability stock={product.stock} product={product.name} sku={product.sku} />}
            </>
          )}
          {master && options.pricesVisible && !product.hidePrices && (
            <Link href={href} className={buttonClass('secondary', 'h-10 min-h-10 w-full')}>
              {tc('chooseVariant')}
              <span className="sr-only">: {product.name}</span>
            </Link>
          )}
          {options.orderLists && !master && !product.hidePrices && (
            <AddToListButton sku={product.sku} name={product.name} label={tl('addToOrderList')} />
          )}
        </div>
      </div>
    </article>
  );
}
