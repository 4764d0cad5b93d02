import type { SignedNotification } from './signers';

/**
 * The notifications the sandbox sends the shop server to server, as the providers do. A refused or
 * undelivered one is logged, not retried.
 */
export function notificationDeliveries(log: (message: string, details?: object) => void) {
  /** Notifications on their way: closing waits for them, so none is cut off mid-request. */
  const deliveries = new Set<Promise<void>>();
  function track(delivery: Promise<void>) {
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
    return delivery;
  }

  function deliver(url: string, notification: SignedNotification) {
    return track(
      (async () => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: notification.headers,
            body: notification.body,
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) log('payment sandbox: notification refused', { url, status: response.status });
        } catch (error) {
          log('payment sandbox: notification not delivered', { url, error: String(error) });
        }
      })(),
    );
  }

  return {
    deliver,
    /** Counts a delivery that starts later (PayPal's, a moment after its answer) as on its way already. */
    track,
    /** Resolves once every notification sent, including those sent meanwhile, is answered. */
    async drain() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
  };
}
export type NotificationDeliveries = ReturnType<typeof notificationDeliveries>;
