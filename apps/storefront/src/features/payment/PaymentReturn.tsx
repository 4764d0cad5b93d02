'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import type { ReturnStatus } from '@/routes';
import { returnHref, serverMessage } from './flow';
import { PayAnotherWay, PaymentPanel, PaymentProgress } from './PaymentPanel';

/** Computop's encrypted answer, as Paygate appended it to the return address. */
export interface ComputopAnswer {
  Data: string;
  Len: number;
}

/**
 * The shopper is back from the provider: the API asks the provider how the payment stands (or
 * keeps Computop's answer), and the shopper goes on to the thank-you, waiting or pay page.
 */
export function PaymentReturn({
  orderId,
  status,
  computop,
}: {
  orderId: number;
  status: ReturnStatus;
  computop?: ComputopAnswer;
}) {
  const t = useTranslations('Payment');
  const router = useRouter();
  const [failure, setFailure] = useState<{ message?: string }>();
  // A PayPal order is captured on return: ask once, even when React runs effects twice.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const params = { id: orderId };
    void (
      computop
        ? browserApi.createComputopPayment({ params, body: computop })
        : browserApi.completePayment({ params, body: { status } })
    ).then(
      (outcome) => router.replace(returnHref(orderId, outcome)),
      (error: unknown) => setFailure({ message: serverMessage(error) }),
    );
  }, [orderId, status, computop, router]);

  return (
    <PaymentPanel title={t('checkingTitle')}>
      {failure ? (
        <PayAnotherWay orderId={orderId} message={failure.message} />
      ) : (
        <PaymentProgress text={t('checking')} working />
      )}
    </PaymentPanel>
  );
}
