import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, updatedAt } from '../../db/columns';

/** The shop's staff: people who run it in the back office. Not customers: their own accounts. */
export const staffMembers = pgTable(
  'staff_member',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** owner: everything; clerk: orders and customers (contracts' staffRoles). */
    role: text('role', { enum: ['owner', 'clerk'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    disabledAt: instant('disabled_at'),
    /** Their latest sign-in to the back office; null if never. Not a change: the version stays. */
    lastSignInAt: instant('last_sign_in_at'),
    /** Raised by every change: a change names the version it read. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_member_email').on(sql`lower(${t.email})`),
    check('staff_member_role', sql`${t.role} in ('owner', 'clerk')`),
  ],
);

/**
 * A back-office session: the cookie holds a random token, this table its SHA-256, so a copy of the
 * database signs nobody in. Deleted at logout, and all of a member's when their password changes
 * or they are disabled.
 */
export const staffSessions = pgTable(
  'staff_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: belongsTo('staff_id', () => staffMembers.id),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('staff_session_staff').on(t.staffId)],
);
