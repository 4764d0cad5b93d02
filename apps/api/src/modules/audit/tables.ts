import type { AuditAction } from '@shop/contracts';
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns';

/**
 * Every change made by staff or with the admin key: who, when, what, and the state before and
 * after. Written in the transaction of the change, so a change without its row cannot exist.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    /** 'admin-key' for the machine token; a staff member's e-mail once staff accounts exist. */
    actor: text('actor').notNull(),
    /** What was done, as entity.verb: one of the contracts' auditActions ('product.unlist', …). */
    action: text('action').$type<AuditAction>().notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at').on(t.at.desc(), t.id.desc()), index('audit_log_entity').on(t.entity, t.entityId)],
);
