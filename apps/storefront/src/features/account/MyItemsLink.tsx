import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** The header's My Items link (desktop; for logged-in customers who see prices). */
export function MyItemsLink() {
  const t = useTranslations('Account');
  return (
    <Link
      href="/my-account/my-items"
      className="hidden min-h-10 items-center rounded-md px-3 text-sm font-semibold hover:bg-surface-muted desktop:inline-flex"
    >
      {t('myItems')}
    </Link>
  );
}
