'use client';

import type { PaymentMethod, PaymentMethodCode } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';
import { paymentPaths, serverMessage } from './flow';
import { PaymentMethodChoice } from './PaymentMethodChoice';

interface PayFormProps {
  orderId: number;
  /** The methods that can pay this order (its currency, its billing country). */
  methods: PaymentMethod[];
  /** The order's method now: chosen at first. */
  current: PaymentMethodCode;
}

/**
 * Pays an order that is not paid yet: choose a method (the order's is preselected) and pay. An
 * invoice confirms the order at once; an online method goes on to the provider.
 */
export function PayForm({ orderId, methods, current }: PayFormProps) {
  const t = useTranslations('Payment');
  const router = useRouter();
  const [method, setMethod] = useState(methods.some((m) => m.id === current) ? current : methods[0]?.id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message?: string }>();

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!method || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await browserApi.postOrderPaymentMethod({ params: { id: orderId }, body: { method } });
      if (method === 'invoice') {
        await browserApi.confirmOrder({ params: { id: orderId } });
        router.push(paymentPaths.thankYou(orderId));
      } else {
        router.push(paymentPaths.checkoutProcessing(orderId));
      }
      // Busy until the next page replaces this one: no second payment meanwhile.
    } catch (error) {
      setFailure({ message: serverMessage(error) });
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={pay} aria-label={t('payNow')} className="space-y-4">
      <PaymentMethodChoice methods={methods} value={method} onChange={setMethod} legend="visible" />
      {failure && <FormFailure text={failure.message ?? t('failed')} />}
      <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')} disabled={busy || !method}>
        {t('payNow')}
      </button>
    </form>
  );
}
