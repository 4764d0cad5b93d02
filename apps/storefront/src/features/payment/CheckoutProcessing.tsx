'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { computopFormUrl, serverMessage, startStep } from './flow';
import { NoOrder, PayAnotherWay, PaymentPanel, PaymentProgress } from './PaymentPanel';

/**
 * After the order is placed (or the shopper chose how to pay it again): starts its payment and
 * forwards the shopper to the provider's page, or Computop's card form. Runs once per visit.
 */
export function CheckoutProcessing({ orderId }: { orderId: number | undefined }) {
  const t = useTranslations('Payment');
  const tp = useTranslations('Pages');
  const router = useRouter();
  const [failure, setFailure] = useState<{ message?: string }>();
  // Starting a payment twice would open two at the provider: once, even when React runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (orderId === undefined || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const order = await browserApi.getOrder({ params: { id: orderId } });
        const step = startStep(order);
        if (step.kind === 'go') return router.replace(step.href);
        if (step.kind === 'computop') {
          const request = await browserApi.createComputopPaymentData({ params: { id: orderId } });
          return window.location.replace(computopFormUrl(request));
        }
        const { redirectUrl } = await browserApi.createPayment({
          params: { id: orderId },
          body: { paymentMethodCode: order.paymentMethodCode, amount: order.cartInfo.grandTotalIncTax },
        });
        window.location.replace(redirectUrl);
      } catch (error) {
        setFailure({ message: serverMessage(error) });
      }
    })();
  }, [orderId, router]);

  return (
    <PaymentPanel title={tp('checkoutProcessing')}>
      {orderId === undefined ? (
        <NoOrder />
      ) : failure ? (
        <PayAnotherWay orderId={orderId} message={failure.message} />
      ) : (
        <PaymentProgress text={t('forwarding')} working />
      )}
    </PaymentPanel>
  );
}
