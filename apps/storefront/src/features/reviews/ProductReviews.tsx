import { getFormatter, getTranslations } from 'next-intl/server';
import { publicApi } from '@/lib/shop-api';
import { Section } from '@/ui/Section';
import { ReviewForm } from './ReviewForm';
import { Stars } from './Stars';

/** A product's reviews with their average, and the form to write one. */
export async function ProductReviews({
  productId,
  loggedIn,
  locale,
}: {
  productId: number;
  loggedIn: boolean;
  locale: string;
}) {
  const [t, format, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'Reviews' }),
    getFormatter({ locale }),
    publicApi.getProductReviews({ params: { id: productId }, query: { limit: 10 } }).catch(() => undefined),
  ]);
  return (
    <Section id="reviews" title={t('heading')} className="mt-12 max-w-3xl space-y-6">
      {reviews && reviews.count > 0 && reviews.average !== null ? (
        <p className="flex items-center gap-2 text-sm">
          <Stars rating={reviews.average} label={t('average', { rating: reviews.average })} />
          {t('count', { count: reviews.count })}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{t('none')}</p>
      )}
      {reviews && reviews.data.length > 0 && (
        <ul className="space-y-4">
          {reviews.data.map((review) => (
            <li key={review.id} className="rounded-lg border border-line p-4">
              <article>
                <h3 className="font-semibold">{review.title}</h3>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                  <Stars rating={review.rating} label={t('rated', { rating: review.rating })} />
                  {review.authorName} · {format.dateTime(new Date(review.createdAt), { dateStyle: 'medium' })}
                </p>
                <p className="mt-2 whitespace-pre-line text-sm" lang={review.locale}>
                  {review.body}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <ReviewForm productId={productId} loggedIn={loggedIn} locale={locale} />
    </Section>
  );
}
