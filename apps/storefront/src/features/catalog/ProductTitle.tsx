import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/**
 * A product's title in a card or a row: its item number above it when the shop shows item
 * numbers (`itemnum` given), and its name as an h3 linking to its page.
 */
export function ProductTitle({ name, href, itemnum }: { name: string; href: string; itemnum?: string }) {
  const t = useTranslations('Catalog');
  return (
    <>
      {itemnum !== undefined && (
        <p className="text-xs text-ink-muted">
          {t('itemNo')} {itemnum}
        </p>
      )}
      <h3 className="text-sm font-semibold leading-snug">
        <Link href={href} className="hover:text-brand hover:underline">
          {name}
        </Link>
      </h3>
    </>
  );
}
