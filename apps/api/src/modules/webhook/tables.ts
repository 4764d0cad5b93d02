import type { OrderEventData, WebhookEventType } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns';

/**
 * Events for other systems (an ERP): one row per event and endpoint, written in the transaction
 * of the change it tells of, and delivered after the commit until the endpoint takes it.
 */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: serial('id').primaryKey(),
    /** The event's id, the same for every endpoint: receivers drop a repeated delivery by it. */
    eventId: uuid('event_id').notNull().defaultRandom(),
    /** order.placed, order.paid, order.shipped, order.cancelled */
    type: text('type').$type<WebhookEventType>().notNull(),
    endpoint: text('endpoint').notNull(),
    /** The event's data, as its body's `data`. */
    payload: jsonb('payload').$type<OrderEventData>().notNull(),
    /** When a delivery may take it next: at once, after a failure's back-off, or once a claim lapses. */
    dueAt: instant('due_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: instant('delivered_at'),
    /** The endpoint's last HTTP status, or null when it could not be reached. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_outbox_due').on(t.dueAt).where(sql`delivered_at is null`),
    index('webhook_outbox_event').on(t.eventId),
  ],
);
