'use client';

import { PREFERENCE_COOKIE_SECONDS } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { cx } from '@/ui/cx';

/** The grid/list switch of a listing; the choice is kept in a cookie (category-view or myitems-view). */
export function ViewSwitch({ view, viewCookie }: { view: 'grid' | 'list'; viewCookie: string }) {
  const t = useTranslations('Catalog');
  const router = useRouter();
  const setView = (next: 'grid' | 'list') => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves
    document.cookie = `${viewCookie}=${next}; path=/; max-age=${PREFERENCE_COOKIE_SECONDS}; samesite=lax`;
    router.refresh();
  };
  return (
    <fieldset className="flex rounded-md border border-line">
      <legend className="sr-only">{t('view')}</legend>
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => setView(option)}
          className={cx('h-10 px-3 text-sm', view === option ? 'bg-brand text-white' : 'hover:bg-surface-muted')}
        >
          {option === 'grid' ? t('viewGrid') : t('viewList')}
        </button>
      ))}
    </fieldset>
  );
}
