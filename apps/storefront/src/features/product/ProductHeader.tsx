import type { ShopperCustomAttribute, ShopperProduct } from '@shop/client';
import { useTranslations } from 'next-intl';
import { WishlistHeart } from '@/features/wishlist/WishlistHeart';

/**
 * The product's name with its wishlist heart, item number (unless the setting displayItemnum is
 * off) and the attributes shown in the header.
 */
export function ProductHeader({
  product,
  header,
  displayItemnum,
}: {
  product: ShopperProduct;
  /** The attributes the header shows, in order (attributeLayout). */
  header: ShopperCustomAttribute[];
  displayItemnum: boolean;
}) {
  const t = useTranslations('Catalog');
  return (
    <header className="space-y-2">
      <div className="flex items-start gap-3">
        <h1 className="flex-1 text-2xl font-bold md:text-3xl">{product.name}</h1>
        <WishlistHeart
          product={{
            id: product.id,
            sku: product.sku,
            name: product.name,
            image: product.gallery[0]?.image ?? null,
          }}
        />
      </div>
      {displayItemnum && (
        <p className="text-sm text-ink-muted">
          {t('itemNo')} {product.itemnum}
        </p>
      )}
      {header.length > 0 && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {header.map((a) => (
            <div key={a.attributeCode} className="flex gap-1">
              <dt className="text-ink-muted">{a.label}:</dt>
              <dd className="font-semibold">{a.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}
