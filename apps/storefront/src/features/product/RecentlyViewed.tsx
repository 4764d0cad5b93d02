'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';
import { ProductImage } from '@/ui/ProductImage';
import { Section } from '@/ui/Section';
import { useRecentlyViewed, type ViewedProduct } from './recently-viewed';

/** Remembers this product and lists the others viewed in this session, newest first. */
export function RecentlyViewed({ product }: { product: ViewedProduct }) {
  const t = useTranslations('Product');
  const { items, add } = useRecentlyViewed();
  // The list lives in sessionStorage: show it only after hydration, so server and client agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    add(product);
    setMounted(true);
  }, [add, product]);
  const others = mounted ? items.filter((item) => item.id !== product.id) : [];
  if (others.length === 0) return null;
  return (
    <Section id="recently-viewed" title={t('recentlyViewed')} className="mt-12 space-y-4">
      <ul className="relative flex gap-3 overflow-x-auto pb-2">
        {others.map((item) => (
          <li key={item.id} className="w-36 shrink-0">
            <Link href={paths.product(item.id, item.sku)} className="block text-sm hover:text-brand">
              {item.image && (
                <ProductImage
                  image={item.image}
                  size={{ w: 150, h: 150 }}
                  className="mb-2 aspect-square w-full rounded-md bg-surface-muted"
                />
              )}
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
