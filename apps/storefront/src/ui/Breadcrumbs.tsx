import type { Breadcrumb } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** The trail to a page; the last crumb is the page itself (aria-current). */
export async function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const t = await getTranslations('Catalog');
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href="/" className="hover:text-brand hover:underline">
            {t('home')}
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={item.link} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            {index === items.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {item.text}
              </span>
            ) : (
              <Link href={item.link} className="hover:text-brand hover:underline">
                {item.text}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
