import { randomUUID } from 'node:crypto';
import type { OrderEventData, WebhookEvent, WebhookEventType } from '@shop/contracts';
import { and, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { outboxBacklog } from '../../lib/outbox-backlog';
import { endpointShown, type WebhookEndpoint } from './endpoints';
import { SIGNATURE_HEADER, signWebhook } from './signature';
import { webhookOutbox } from './tables';

const BATCH = 20;
/**
 * How long a delivery holds the events it took: longer than a batch of sends can last (20 times
 * the timeout), so no other process sends them meanwhile; a process that died holding them leaves
 * them to the next delivery after this.
 */
const CLAIM_MS = 5 * 60_000;
/** Back-off after a failed delivery: the receiver is down for a while, not for ever. Then hourly. */
const RETRY_MS = [1, 5, 15, 60].map((minutes) => minutes * 60_000);
const TIMEOUT_MS = 10_000;
// Due times are this process's clock (as `now` in deliver), never the database's, as in the mail outbox.

type Row = typeof webhookOutbox.$inferSelect;

/** The events not delivered yet, and when the oldest of them was queued (the API's metrics). */
export const webhookBacklog = (db: Database) =>
  outboxBacklog(db, webhookOutbox, webhookOutbox.createdAt, webhookOutbox.deliveredAt);
export interface WebhookLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WebhookOutbox {
  /** Whether any endpoint is configured: without one, nothing is queued. */
  readonly configured: boolean;
  /** Queues the event for every endpoint in the caller's transaction: it exists if, and only if, that commits. */
  enqueue(tx: Transaction, type: WebhookEventType, data: OrderEventData): Promise<void>;
  /**
   * Delivers every event that is due; a failed delivery, or a database that is away, leaves the
   * event for a later try. Never throws: it runs after commits that must stand. Answers how many
   * were delivered.
   */
  deliver(now?: Date): Promise<number>;
  /** After a commit that queued events: delivers them without keeping the caller waiting for the receivers. */
  deliverInBackground(): void;
  /** Resolves once the deliveries started in the background are done (closing, tests). */
  idle(): Promise<void>;
  /** Makes every undelivered event due now: for a database only this process uses, at its start. */
  releaseClaims(): Promise<void>;
}

/** Why a delivery failed, in a line: the connection's error rather than fetch's "fetch failed". */
const reasonOf = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);

/**
 * Events for other systems, delivered at least once: queued in the database with the change they
 * tell of, then POSTed, signed, to each endpoint until it answers 2xx. A crash or a receiver that
 * is down delays an event; it never loses one. Receivers drop repeats by the event's id.
 */
export function webhookOutboxOf(
  db: Database,
  { endpoints, log }: { endpoints: readonly WebhookEndpoint[]; log: WebhookLog },
): WebhookOutbox {
  const secrets = new Map(endpoints.map((endpoint) => [endpoint.url, endpoint.secret]));

  /** One POST: the status the receiver answered, and the error unless it was 2xx. */
  async function send(row: Row, secret: string) {
    const event: WebhookEvent = {
      id: row.eventId,
      type: row.type,
      createdAt: row.createdAt.toISOString(),
      data: row.payload,
    };
    const body = JSON.stringify(event);
    // Signed when sent, not when queued: the receiver compares t with its own clock.
    const signature = signWebhook(body, secret, Math.floor(Date.now() / 1000));
    try {
      const response = await fetch(row.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Werkhaus-Webhooks/1',
          [SIGNATURE_HEADER]: signature,
          'Werkhaus-Event-Id': row.eventId,
          'Werkhaus-Event-Type': row.type,
        },
        body,
        // A redirect is a misconfigured endpoint, not a place to send order data on to.
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = await response.text().catch(() => '');
      if (response.ok) return { status: response.status, error: null };
      return { status: response.status, error: `HTTP ${response.status}: ${answer.slice(0, 300)}` };
    } catch (error) {
      return { status: null, error: reasonOf(error) };
    }
  }

  async function deliverDue(now: Date) {
    let delivered = 0;
    // An endpoint that failed in this round is not tried again in it: its other events wait.
    const failed = new Set<string>();
    const later = (ms: number) => new Date(now.getTime() + ms);
    for (;;) {
      // Taken in one statement: a concurrent delivery skips these rows, then finds them not due.
      const due = db
        .select({ id: webhookOutbox.id })
        .from(webhookOutbox)
        .where(
          and(
            isNull(webhookOutbox.deliveredAt),
            lte(webhookOutbox.dueAt, now),
            failed.size > 0 ? notInArray(webhookOutbox.endpoint, [...failed]) : undefined,
          ),
        )
        .orderBy(webhookOutbox.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const taken = await db
        .update(webhookOutbox)
        .set({ dueAt: later(CLAIM_MS), attempts: sql`${webhookOutbox.attempts} + 1` })
        .where(inArray(webhookOutbox.id, due))
        .returning();
      for (const row of taken.sort((a, b) => a.id - b.id)) {
        if (failed.has(row.endpoint)) {
          // Not tried: its count stays, and it comes back with the next round.
          await db
            .update(webhookOutbox)
            .set({ dueAt: later(RETRY_MS[0]!), attempts: row.attempts - 1 })
            .where(eq(webhookOutbox.id, row.id));
          continue;
        }
        const secret = secrets.get(row.endpoint);
        const result = secret
          ? await send(row, secret)
          : { status: null, error: 'This endpoint is no longer in WEBHOOK_URL' };
        if (result.error === null) {
          await db
            .update(webhookOutbox)
            .set({ deliveredAt: new Date(), lastStatus: result.status, lastError: null })
            .where(eq(webhookOutbox.id, row.id));
          delivered++;
          continue;
        }
        failed.add(row.endpoint);
        log.warn(
          {
            endpoint: endpointShown(row.endpoint),
            eventId: row.eventId,
            type: row.type,
            attempts: row.attempts,
            status: result.status,
            error: result.error,
          },
          'webhook not delivered; it is tried again later',
        );
        const wait = RETRY_MS[Math.min(row.attempts, RETRY_MS.length) - 1]!;
        await db
          .update(webhookOutbox)
          .set({ dueAt: later(wait), lastStatus: result.status, lastError: result.error.slice(0, 500) })
          .where(eq(webhookOutbox.id, row.id));
      }
      if (taken.length < BATCH) return delivered;
    }
  }

  async function deliver(now = new Date()) {
    try {
      return await deliverDue(now);
    } catch (error) {
      log.error({ err: error }, 'webhook delivery stopped; the queued events are tried again later');
      return 0;
    }
  }

  // One background delivery at a time; a commit meanwhile asks it for one more round.
  let running: Promise<void> | undefined;
  let again = false;

  return {
    configured: endpoints.length > 0,
    async enqueue(tx, type, data) {
      if (endpoints.length === 0) return;
      const eventId = randomUUID();
      const at = new Date();
      await tx
        .insert(webhookOutbox)
        .values(
          endpoints.map(({ url }) => ({ eventId, type, endpoint: url, payload: data, dueAt: at, createdAt: at })),
        );
    },
    deliver,
    deliverInBackground() {
      if (endpoints.length === 0) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await deliver();
        } while (again);
      })().finally(() => {
        running = undefined;
      });
    },
    idle: async () => {
      await running;
    },
    async releaseClaims() {
      await db.update(webhookOutbox).set({ dueAt: new Date() }).where(isNull(webhookOutbox.deliveredAt));
    },
  };
}
