'use client';

import type { Review } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { Stars } from './Stars';

type MyReview = Review & { productName: string; sku: string };

/** The customer's own reviews, each with its product and a way to delete it. */
export function MyReviewsList({ reviews }: { reviews: MyReview[] }) {
  const t = useTranslations('Reviews');
  const router = useRouter();
  if (reviews.length === 0) return <p className="text-ink-muted">{t('noneYet')}</p>;
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-lg border border-line p-4">
          <article className="space-y-2">
            <h3 className="font-semibold">
              <Link href={paths.product(review.productId, review.sku)} className="hover:text-brand hover:underline">
                {review.productName}
              </Link>
            </h3>
            <Stars rating={review.rating} label={t('rated', { rating: review.rating })} />
            <p className="font-medium">{review.title}</p>
            <p className="whitespace-pre-line text-sm">{review.body}</p>
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-label={t('deleteReviewOf', { product: review.productName })}
              onClick={async () => {
                if (!window.confirm(t('confirmDelete'))) return;
                await browserApi.deleteReview({ params: { id: review.id } });
                router.refresh();
              }}
            >
              {t('delete')}
            </button>
          </article>
        </li>
      ))}
    </ul>
  );
}
