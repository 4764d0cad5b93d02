'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type BulkAddOutcome, BulkAddReport } from '@/features/cart/BulkAddReport';
import { useCart } from '@/features/cart/cart';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';

/**
 * "Order again": every line of the order that can still be bought goes into the cart at today's
 * price; the report says which lines could not, and why.
 */
export function OrderAgain({ orderId, number, lines }: { orderId: number; number: string; lines: number }) {
  const t = useTranslations('AccountPages');
  const addRows = useCart((state) => state.addRows);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BulkAddOutcome | null>(null);
  const [failed, setFailed] = useState(false);
  const orderAgain = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const rejected = await addRows((cartId, query) =>
        browserApi.reorder({ params: { id: orderId }, query, body: { cartId } }),
      );
      setOutcome({ added: lines - rejected.length, rejected });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonClass('secondary', 'min-h-9 px-3')}
        aria-label={t('orderAgainNamed', { number })}
        aria-disabled={busy || undefined}
        onClick={() => !busy && void orderAgain()}
      >
        {t('orderAgain')}
      </button>
      <BulkAddReport outcome={outcome} failed={failed} />
    </div>
  );
}
