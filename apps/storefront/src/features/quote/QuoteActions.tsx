'use client';

import { ShopApiError } from '@shop/client';
import { type QuoteRefusal, quoteRefusals } from '@shop/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCart } from '@/features/cart/cart';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';

/** The reason of a quote's refusal the page words, or the general failure. */
function quoteProblem(error: unknown): QuoteRefusal | 'failed' {
  const reason =
    error instanceof ShopApiError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  return quoteRefusals.find((known) => known === reason) ?? 'failed';
}

/**
 * Accept (the quote's lines go into the cart at the quoted prices, and on to the checkout) or
 * decline an offered quote; an accepted one can be put into the cart again.
 */
export function QuoteActions({ quoteId, number, accepted }: { quoteId: number; number: string; accepted: boolean }) {
  const t = useTranslations('Quotes');
  const router = useRouter();
  const locale = useLocale();
  const context = useCart((state) => state.context);
  const receive = useCart((state) => state.receive);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(t(`problems.${quoteProblem(error)}`, { number }));
      setBusy(false);
    }
  };
  const query = { locale: context?.locale ?? (locale as 'de'), currency: context?.currency ?? 'EUR' };
  const accept = () =>
    run(async () => {
      receive(await browserApi.acceptQuote({ params: { quoteId }, query }));
      router.push('/checkout');
    });
  const decline = () =>
    run(async () => {
      await browserApi.declineQuote({ params: { quoteId }, query });
      const cartId = useCart.getState().cart?.id;
      if (cartId) receive(await browserApi.getCart({ params: { cartId }, query }));
      router.refresh();
      setBusy(false);
    });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} aria-disabled={busy || undefined} onClick={accept}>
          {accepted ? t('toCheckout', { number }) : t('accept', { number })}
        </button>
        <button type="button" className={buttonClass('secondary')} aria-disabled={busy || undefined} onClick={decline}>
          {t('decline', { number })}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
