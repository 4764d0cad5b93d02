import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { cx } from './cx';

interface PaginationProps {
  page: number;
  pages: number;
  /** The href of a page number. */
  href: (page: number) => string;
}

/** Page numbers around the current one, with first, last, previous and next. */
export async function Pagination({ page, pages, href }: PaginationProps) {
  if (pages <= 1) return null;
  const t = await getTranslations('Catalog');
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const item = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm';
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} className={cx(item, 'hover:bg-surface-muted')} rel="prev">
              ‹ <span className="sr-only sm:not-sr-only">{t('previous')}</span>
            </Link>
          </li>
        )}
        {shown.map((p, index) => (
          <li key={p} className="flex items-center gap-1">
            {index > 0 && p - shown[index - 1]! > 1 && <span aria-hidden="true">…</span>}
            <Link
              href={href(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('page', { page: p })}
              className={cx(item, p === page ? 'bg-brand text-white' : 'hover:bg-surface-muted')}
            >
              {p}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link href={href(page + 1)} className={cx(item, 'hover:bg-surface-muted')} rel="next">
              <span className="sr-only sm:not-sr-only">{t('next')}</span> ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
