'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { isPassing, maxPolls, paymentPaths, pollHref, pollIntervalMs, serverMessage } from './flow';
import { NoOrder, PaymentPanel, PaymentProblem, PaymentProgress } from './PaymentPanel';

/**
 * Waits for the provider to confirm an order's payment: asks for the order every 2 seconds, at
 * most 60 times, and goes on as soon as the payment is decided.
 */
export function ProcessingOrder({ orderId }: { orderId: number | undefined }) {
  const t = useTranslations('Payment');
  const tp = useTranslations('Pages');
  const router = useRouter();
  const [outOfPolls, setOutOfPolls] = useState(false);
  const [failure, setFailure] = useState<{ message?: string }>();

  useEffect(() => {
    if (orderId === undefined) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const poll = async () => {
      polls += 1;
      try {
        const order = await browserApi.getOrder({ params: { id: orderId } });
        if (stopped) return;
        const href = pollHref(order);
        if (href) return router.replace(href);
      } catch (error) {
        if (stopped) return;
        // A refusal (no such order, not the shopper's) will not change by asking again.
        if (!isPassing(error)) return setFailure({ message: serverMessage(error) });
      }
      if (polls >= maxPolls) return setOutOfPolls(true);
      timer = setTimeout(poll, pollIntervalMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, router]);

  return (
    <PaymentPanel title={tp('processingOrder')}>
      {orderId === undefined ? (
        <NoOrder />
      ) : failure ? (
        <PaymentProblem message={failure.message ?? t('failed')} href="/" linkText={t('toHome')} />
      ) : (
        <>
          <PaymentProgress text={outOfPolls ? t('stillProcessing') : t('confirming')} working={!outOfPolls} />
          {outOfPolls && (
            <Link href={paymentPaths.thankYou(orderId)} className={buttonClass('primary')}>
              {t('toOrder')}
            </Link>
          )}
        </>
      )}
    </PaymentPanel>
  );
}
