// Migration 0040 renames the audit rows written under the older, broader action names: each gets
// the name its before and after show, so the back office has a sentence for every row.
import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../testing/database';
import { auditLog } from './tables';

const migration = readFileSync(new URL('../../db/migrations/0042_audit_actions_in_words.sql', import.meta.url), 'utf8');

const older: Array<[action: string, before: unknown, after: unknown, renamed: string]> = [
  ['product.listed', { active: true }, { active: false }, 'product.unlist'],
  ['product.listed', { active: false }, { active: true }, 'product.list'],
  ['coupon.save', null, { code: 'A', value: 1, active: true, version: 1 }, 'coupon.create'],
  ['coupon.save', { value: 1, active: true, version: 1 }, { value: 1, active: false, version: 2 }, 'coupon.deactivate'],
  ['coupon.save', { value: 1, active: false, version: 2 }, { value: 1, active: true, version: 3 }, 'coupon.activate'],
  ['coupon.save', { value: 1, active: true, version: 3 }, { value: 2, active: false, version: 4 }, 'coupon.update'],
  ['shipping.save', null, { code: 'x', active: true, rates: [] }, 'shipping.create'],
  [
    'shipping.save',
    { active: true, rates: [], version: 1 },
    { active: false, rates: [], version: 2 },
    'shipping.deactivate',
  ],
  [
    'shipping.save',
    { active: true, rates: [], version: 2 },
    { active: true, rates: [{ price: 1 }], version: 3 },
    'shipping.update',
  ],
  ['staff.update', { disabled: true }, { disabled: false }, 'staff.enable'],
  ['staff.update', { role: 'clerk', disabled: false }, { role: 'owner', disabled: false }, 'staff.update'],
  ['customer.update', { blocked: true }, { blocked: false }, 'customer.unblock'],
  ['customer.update', { blocked: false }, { excludeTax: true }, 'customer.update'],
];

describe.each(databaseKinds)('the audit log’s older action names (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  it('become the names of the changes their rows show', async () => {
    const json = (value: unknown) => (value === null ? sql`null` : sql`${JSON.stringify(value)}::jsonb`);
    for (const [action, before, after] of older)
      await database.db.execute(
        sql`insert into audit_log (actor, action, entity, before, after) values ('admin-key', ${action}, 'x', ${json(before)}, ${json(after)})`,
      );
    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
    const rows = await database.db.select({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual(older.map(([, , , renamed]) => renamed));
  });
});
