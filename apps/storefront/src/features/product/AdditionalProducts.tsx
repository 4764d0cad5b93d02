import type { ProductCard as Card } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type CardOptions, ProductCard } from '@/features/catalog/ProductCard';

/** Products to buy with this one (e.g. a spare battery), as cards. */
export function AdditionalProducts({ products, cardOptions }: { products: Card[]; cardOptions: CardOptions }) {
  const t = useTranslations('Product');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="additional" className="mt-10">
      <h2 id="additional" className="mb-4 text-xl font-bold">
        {t('additional')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {products.map((p) => (
          <li key={p.id} className="flex">
            <ProductCard product={p} options={cardOptions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
