'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useUiStore } from '@/features/chrome/ui-store';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { Field, TextAreaField } from '@/ui/Field';

/** Writing a review: for logged-in customers; guests are offered the login. */
export function ReviewForm({ productId, loggedIn, locale }: { productId: number; loggedIn: boolean; locale: string }) {
  const t = useTranslations('Reviews');
  const router = useRouter();
  const openLogin = useUiStore((s) => s.setLoginModalOpen);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!loggedIn)
    return (
      <button type="button" className={buttonClass('secondary')} onClick={() => openLogin(true)}>
        {t('loginToReview')}
      </button>
    );
  if (saved) return <p role="status">{t('thanks')}</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const rating = Number(data.get('rating'));
    const title = String(data.get('title') ?? '').trim();
    const body = String(data.get('body') ?? '').trim();
    const found: Record<string, string> = {};
    if (!rating) found.rating = t('chooseRating');
    if (!title) found.title = t('required');
    if (!body) found.body = t('required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await browserApi.writeReview({ body: { productId, rating, title, body, locale: locale as 'de' } });
      setSaved(true);
      router.refresh();
    } catch {
      setFailed(true);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4">
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {t('failed')}
        </p>
      )}
      <fieldset aria-invalid={errors.rating ? true : undefined}>
        <legend className="text-sm font-medium">{t('rating')}</legend>
        <div className="mt-1 flex gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input type="radio" name="rating" value={n} className="size-4" />
              {t('stars', { count: n })}
            </label>
          ))}
        </div>
        {errors.rating && <p className="text-sm text-danger">{errors.rating}</p>}
      </fieldset>
      <Field label={t('title')} name="title" maxLength={120} error={errors.title} />
      <TextAreaField label={t('body')} name="body" rows={4} maxLength={4000} error={errors.body} />
      <button type="submit" className={buttonClass('primary')}>
        {t('submit')}
      </button>
    </form>
  );
}
