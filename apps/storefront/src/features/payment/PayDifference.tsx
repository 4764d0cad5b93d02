'use client';

import type { OrderBalance } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '@/features/pricing/format';
import { Link } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import type { ReturnStatus } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';
import { serverMessage } from './flow';
import { PaymentPanel, PaymentProgress } from './PaymentPanel';

interface PayDifferenceProps {
  orderId: number;
  /** The signed token of the e-mail's link. */
  token: string;
  /** How the provider sent the shopper back, when it did. */
  returned?: ReturnStatus;
  localeIso: string;
}

/**
 * The difference of an order changed after it was paid: what is open, paid with the order's
 * provider. Back from the provider, the API is asked (once) how the payment stands first.
 */
export function PayDifference({ orderId, token, returned, localeIso }: PayDifferenceProps) {
  const t = useTranslations('PayDifference');
  const [balance, setBalance] = useState<OrderBalance>();
  const [failure, setFailure] = useState<{ message?: string }>();
  const [busy, setBusy] = useState(false);
  // A PayPal order is captured on return: ask once, even when React runs effects twice.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const params = { id: orderId };
    void (
      returned
        ? browserApi.completeOrderBalance({ params, body: { token, status: returned } })
        : browserApi.getOrderBalance({ params, query: { token } })
    ).then(setBalance, (error: unknown) => setFailure({ message: serverMessage(error) }));
  }, [orderId, token, returned]);

  async function pay(amount: number) {
    setBusy(true);
    setFailure(undefined);
    try {
      const { redirectUrl } = await browserApi.payOrderBalance({ params: { id: orderId }, body: { token, amount } });
      // Busy until the provider's page replaces this one: no second payment meanwhile.
      window.location.assign(redirectUrl);
    } catch (error) {
      setFailure({ message: serverMessage(error) });
      setBusy(false);
    }
  }

  if (!balance)
    return (
      <PaymentPanel title={t('title')}>
        {failure ? (
          <FormFailure text={failure.message ?? t('failed')} />
        ) : (
          <PaymentProgress text={t('checking')} working />
        )}
      </PaymentPanel>
    );
  const money = (minor: number) => formatPrice(minor, { locale: localeIso, currency: balance.currency });
  return (
    <PaymentPanel title={t('title')}>
      {balance.state === 'settled' ? (
        <div className="space-y-4">
          <p role="status">{balance.paid > 0 ? t('paid', { amount: money(balance.paid) }) : t('nothingDue')}</p>
          <Link href="/" className={buttonClass('primary')}>
            {t('toHome')}
          </Link>
        </div>
      ) : balance.state === 'processing' ? (
        <p role="status">{t('processing')}</p>
      ) : (
        <div className="space-y-4">
          <p>{t(returned === 'failure' || returned === 'cancel' ? returned : 'lead')}</p>
          <p className="text-lg font-semibold">{t('due', { amount: money(balance.due) })}</p>
          {failure && <FormFailure text={failure.message ?? t('failed')} />}
          <button
            type="button"
            className={buttonClass('primary', 'w-full sm:w-auto')}
            disabled={busy}
            onClick={() => void pay(balance.due)}
          >
            {t('pay', { amount: money(balance.due) })}
          </button>
        </div>
      )}
    </PaymentPanel>
  );
}
