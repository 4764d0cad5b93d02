'use client';

import type { ShopperCartItem } from '@shop/client';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';

/**
 * What a logged-in customer does with the cart besides ordering it: keep it as an order list, or
 * ask for a quote on it (quantities, a project price), both in the account area.
 */
export function CartAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('Cart');
  const link = 'block text-center text-sm text-brand underline';
  return (
    <>
      <Link href={`${paths.orderLists()}?from=cart`} onClick={onNavigate} className={link}>
        {t('saveAsList')}
      </Link>
      <Link href={`${paths.myAccount('Quotes')}?from=cart`} onClick={onNavigate} className={link}>
        {t('requestQuote')}
      </Link>
    </>
  );
}

/** A line at an accepted quote's price: until when it holds and for how many, or that it expired. */
export function QuotedPriceNote({
  quote,
  localeIso,
}: {
  quote: NonNullable<ShopperCartItem['quote']>;
  localeIso: string;
}) {
  const t = useTranslations('Cart');
  const day = new Intl.DateTimeFormat(localeIso, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${quote.validUntil}T12:00:00Z`),
  );
  return (
    <p className={quote.expired ? 'text-xs text-danger' : 'text-xs text-ink-muted'}>
      {quote.expired
        ? t('quoteExpired', { number: quote.number })
        : t('quotedPrice', { number: quote.number, date: day, quantity: quote.quantity })}
    </p>
  );
}
