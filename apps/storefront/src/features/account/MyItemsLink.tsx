import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';

const headerLink =
  'hidden min-h-10 items-center rounded-md px-3 text-sm font-semibold hover:bg-surface-muted desktop:inline-flex';

/**
 * The header's My Items area (desktop; for logged-in customers who see prices): My Items, and
 * Quick order beside it for buyers who order by item number.
 */
export function MyItemsLink() {
  const t = useTranslations('Account');
  return (
    <>
      <Link href="/my-account/my-items" className={headerLink}>
        {t('myItems')}
      </Link>
      <Link href={paths.myAccount('QuickOrder')} className={headerLink}>
        {t('quickOrder')}
      </Link>
    </>
  );
}
