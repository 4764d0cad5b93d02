import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** The phones' bottom bar (below 1024 px). */
export function BottomNavigation() {
  const t = useTranslations('Layout');
  return (
    <nav
      aria-label={t('quickNavigation')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface desktop:hidden"
    >
      <ul className="mx-auto flex max-w-page justify-around">
        <li>
          <Link href="/" className="flex min-h-14 min-w-16 flex-col items-center justify-center gap-0.5 text-xs">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5" />
            </svg>
            {t('home')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
