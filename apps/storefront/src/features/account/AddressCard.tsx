import type { Address } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

interface AddressCardProps {
  address: Address;
  countryName: string;
  /** Says whether it is a shipping or a billing address (on the page that lists both). */
  showUses: boolean;
  children: ReactNode;
}

/** One saved address with its default badges; `children` are its actions. */
export function AddressCard({ address, countryName, showUses, children }: AddressCardProps) {
  const t = useTranslations('AccountPages');
  const badge = 'rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong';
  const uses = [address.isShipping && t('usedForShipping'), address.isBilling && t('usedForBilling')].filter(Boolean);
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold">
          {address.firstName} {address.lastName}
        </h2>
        {(address.isDefaultShipping || address.isDefaultBilling) && (
          <p className="flex flex-wrap gap-1">
            {address.isDefaultShipping && <span className={badge}>{t('defaultShipping')}</span>}
            {address.isDefaultBilling && <span className={badge}>{t('defaultBilling')}</span>}
          </p>
        )}
      </div>
      <div className="text-sm">
        {address.company && <p>{address.company}</p>}
        <p>{address.street}</p>
        {address.apartment && <p>{address.apartment}</p>}
        <p>
          {address.postalCode} {address.city}
        </p>
        {address.region && <p>{address.region}</p>}
        <p>{countryName}</p>
        {address.vatId && <p className="mt-1 text-ink-muted">{t('vatIdValue', { vatId: address.vatId })}</p>}
      </div>
      {showUses && <p className="text-xs text-ink-muted">{uses.join(' · ')}</p>}
      <div className="mt-auto flex flex-wrap gap-2">{children}</div>
    </article>
  );
}
