'use client';

import type { ShopperBulkAddResult } from '@shop/client';
import { useTranslations } from 'next-intl';

export interface BulkAddOutcome {
  added: number;
  rejected: ShopperBulkAddResult['rejected'];
}

/** A row's refusal in words: the cart's reasons, and a number that names nothing. */
export function useRowReason() {
  const t = useTranslations('QuickOrder');
  const tc = useTranslations('Cart');
  return (reason: string) => (reason === 'unknown-product' ? t('unknownNumber') : tc(`errors.${reason}`, { limit: 0 }));
}

/**
 * What a bulk add did (quick order, order again, an order list): how many rows went into the
 * cart, and each that did not with why. A status region, so a screen reader hears it.
 */
export function BulkAddReport({ outcome, failed }: { outcome: BulkAddOutcome | null; failed: boolean }) {
  const t = useTranslations('QuickOrder');
  const reasonOf = useRowReason();
  return (
    <div role="status" className="space-y-2 text-sm">
      {failed && <p className="text-danger">{t('addFailed')}</p>}
      {outcome && outcome.added > 0 && (
        <p className="font-semibold text-success">{t('added', { count: outcome.added })}</p>
      )}
      {outcome && outcome.rejected.length > 0 && (
        <>
          <p className="font-semibold text-danger">{t('notAdded', { count: outcome.rejected.length })}</p>
          <ul className="list-disc ps-5">
            {outcome.rejected.map((row) => (
              <li key={row.row}>{t('rejectedRow', { number: row.number, reason: reasonOf(row.reason) })}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
