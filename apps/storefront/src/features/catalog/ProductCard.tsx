import type { ProductCard as Card } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';
import { WishlistHeart } from '@/features/wishlist/WishlistHeart';
import { Link } from '@/i18n/navigation';
import { mediaUrl } from '@/lib/media';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { cx } from '@/ui/cx';
import { LazyOffer } from './LazyPrices';
import { QuantityAvailability } from './QuantityAvailability';

export interface CardOptions {
  display: PriceDisplay;
  pricesVisible: boolean;
  lazyPrices: boolean;
  displayItemnum: boolean;
  view: 'grid' | 'list';
  /** The first cards of a page are above the fold: their images load eagerly. */
  eager?: boolean;
}

/** A product in a listing: image, item number, title, price and availability with a quantity. */
export async function ProductCard({ product, options }: { product: Card; options: CardOptions }) {
  const [t, tc] = await Promise.all([getTranslations('Catalog'), getTranslations('Cart')]);
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
          {product.image ? (
            // biome-ignore lint/performance/noImgElement: product images are SVGs from the media service, sized by the spec
            <img
              src={mediaUrl(`${product.image}?w=216&h=300`)}
              alt=""
              width={216}
              height={300}
              loading={options.eager ? 'eager' : 'lazy'}
              className="aspect-[216/300] w-full rounded-md bg-surface-muted object-cover"
            />
          ) : (
            <div className="aspect-[216/300] w-full rounded-md bg-surface-muted" />
          )}
        </Link>
        <WishlistHeart
          product={{ id: product.id, sku: product.sku, name: product.name, image: product.image }}
          className="absolute end-2 top-2"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {options.displayItemnum && (
          <p className="text-xs text-ink-muted">
            {t('itemNo')} {product.itemnum}
          </p>
        )}
        <h3 className="text-sm font-semibold leading-snug">
          <Link href={href} className="hover:text-brand hover:underline">
            {product.name}
          </Link>
        </h3>
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
        </div>
      </div>
    </article>
  );
}
