import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { type AccountPage, paths } from '@/routes';
import { cx } from '@/ui/cx';

/** The account area's pages, the current one marked; /my-account itself is the overview. */
export async function AccountNav({ current, pages }: { current: AccountPage | undefined; pages: AccountPage[] }) {
  const t = await getTranslations('AccountPages');
  const links = [
    { href: paths.myAccount(), label: t('overview'), active: current === undefined },
    ...pages.map((page) => ({ href: paths.myAccount(page), label: t(`pages.${page}`), active: page === current })),
  ];
  return (
    <nav aria-label={t('navigation')}>
      <ul className="flex flex-wrap gap-2 desktop:flex-col desktop:gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.active ? 'page' : undefined}
              className={cx(
                'block rounded-md border px-3 py-2 text-sm desktop:border-0',
                link.active
                  ? 'border-brand bg-brand-soft font-semibold text-brand-strong'
                  : 'border-line hover:bg-surface-muted hover:text-brand',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
