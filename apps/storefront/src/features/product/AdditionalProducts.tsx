import type { ProductCard as Card } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type CardOptions, ProductCard } from '@/features/catalog/ProductCard';
import { Section } from '@/ui/Section';

/** Products to buy with this one (e.g. a spare battery), as cards. */
export function AdditionalProducts({ products, cardOptions }: { products: Card[]; cardOptions: CardOptions }) {
  const t = useTranslations('Product');
  if (products.length === 0) return null;
  return (
    <Section id="additional" title={t('additional')} className="mt-10 space-y-4">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {products.map((p) => (
          <li key={p.id} className="flex">
            <ProductCard product={p} options={cardOptions} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
