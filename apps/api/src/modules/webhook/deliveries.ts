import type { WebhookDelivery } from '@shop/contracts';
import { and, count, desc, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { endpointShown } from './endpoints';
import { webhookOutbox } from './tables';

/** What the outbox holds, for the people who look after the receivers. */
export function webhookDeliveries(db: Database) {
  return {
    /** Newest first; `failing`: not delivered yet, and tried at least once. */
    async list({ failing, limit, offset }: { failing: boolean; limit: number; offset: number }) {
      const where = failing ? and(isNull(webhookOutbox.deliveredAt), gt(webhookOutbox.attempts, 0)) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(webhookOutbox).where(where).orderBy(desc(webhookOutbox.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(webhookOutbox).where(where),
      ]);
      const data = rows.map(
        (row): WebhookDelivery => ({
          id: row.id,
          eventId: row.eventId,
          type: row.type,
          endpoint: endpointShown(row.endpoint),
          attempts: row.attempts,
          dueAt: row.dueAt.toISOString(),
          deliveredAt: row.deliveredAt?.toISOString() ?? null,
          lastStatus: row.lastStatus,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          data: row.payload,
        }),
      );
      return { data, count: total?.n ?? 0, offset, limit };
    },
  };
}
export type WebhookDeliveries = ReturnType<typeof webhookDeliveries>;
