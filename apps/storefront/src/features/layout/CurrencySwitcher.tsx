'use client';

import type { CurrencyCode, SiteConfig } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotifications } from '@/features/notifications/notifications';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { cx } from '@/ui/cx';
import { HeaderDropdown } from '@/ui/HeaderDropdown';

/**
 * Chooses the currency prices, the cart and the checkout are shown in (setDefaultCurrency: the
 * vsf-currency cookie, and the account's currency when logged in); shown when the shop has more
 * than one.
 */
export function CurrencySwitcher({
  current,
  currencies,
}: {
  current: CurrencyCode;
  /** The shop's currencies (site configuration), from the server: the browser does not validate the file. */
  currencies: SiteConfig['currencies'];
}) {
  const t = useTranslations('Layout');
  const router = useRouter();
  const notify = useNotifications((state) => state.notify);
  const [busy, setBusy] = useState(false);
  if (currencies.length < 2) return null;
  const currentLabel = currencies.find((c) => c.name === current)?.label ?? current;

  async function choose(currency: CurrencyCode, close: () => void) {
    close();
    if (currency === current) return;
    setBusy(true);
    try {
      await browserApi.setDefaultCurrency({ body: { currency } });
      // Every price on the page, and the cart, follow the new currency.
      router.refresh();
    } catch {
      notify({ kind: 'danger', message: t('currencyFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <HeaderDropdown
      listLabel={t('currency')}
      button={
        <>
          <span className="sr-only">{t('currentCurrency', { currency: currentLabel })} </span>
          <span aria-busy={busy || undefined}>{current}</span>
        </>
      }
    >
      {(close) =>
        currencies.map((currency) => (
          <li key={currency.name}>
            <button
              type="button"
              aria-current={currency.name === current ? 'true' : undefined}
              onClick={() => void choose(currency.name, close)}
              className={cx(
                'flex min-h-10 w-full items-center justify-between gap-4 rounded-sm px-3 text-sm hover:bg-surface-muted',
                currency.name === current && 'font-semibold text-brand',
              )}
            >
              {currency.label}
              <span className="text-xs text-ink-muted">
                {currency.sign} {currency.name}
              </span>
            </button>
          </li>
        ))
      }
    </HeaderDropdown>
  );
}
