import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  fieldProblems,
  type StaffMember,
  type StaffMemberCreate,
  type StaffMemberUpdate,
  type StaffRole,
} from '@shop/contracts';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { invalidField, notFound, staffRefusal } from '../../lib/domain-errors';
import { type AuditEntry, recordAudit, recordAudits } from '../audit';
import { hashToken, randomToken, type ThrottleStore, throttleLimits } from '../customer';
import { staffMembers, staffSessions } from './tables';

type StaffRow = typeof staffMembers.$inferSelect;

/** A back-office session lasts a working day; logging in again starts a new one. */
export const STAFF_SESSION_HOURS = 12;

const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  createdDate: row.createdAt.toISOString(),
  lastSignInDate: row.lastSignInAt?.toISOString() ?? null,
  version: row.version,
});

/** What the audit log keeps of a member: never the password's hash, nor when they signed in. */
const audited = (member: StaffMember) => ({ ...member, createdDate: undefined, lastSignInDate: undefined });

const invalidCredentials = () => staffRefusal('UNAUTHORIZED', 'wrongCredentials');

const emailTaken = (email: string) => staffRefusal('CONFLICT', 'staffEmailTaken', { email });

/**
 * Staff accounts and their back-office sessions. A failed login counts against the address and
 * against the account whatever the address, with growing waits, so guessing one member's password
 * from many addresses is as slow as from one.
 */
export function staffService(
  db: Database,
  { throttle, now = Date.now }: { throttle: ThrottleStore; now?: () => number },
) {
  // Unknown e-mails are checked against this hash too, so the answer takes as long either way.
  const dummyHash = hash(randomUUID());

  const byEmail = async (email: string) => {
    const [row] = await db
      .select()
      .from(staffMembers)
      .where(sql`lower(${staffMembers.email}) = ${email.toLowerCase()}`);
    return row;
  };

  return {
    async login(email: string, password: string, address: string) {
      const keys = [`staff-ip:${address}`, `staff:${email.toLowerCase()}`] as const;
      const wait = Math.max(...(await Promise.all(keys.map((k) => throttle.blockedFor(k)))));
      if (wait > 0) throw staffRefusal('TOO_MANY_REQUESTS', 'tooManyAttempts', { seconds: wait }, { retryAfter: wait });
      const row = await byEmail(email);
      const valid = row ? await verify(row.passwordHash, password) : await verify(await dummyHash, password);
      if (!row || !valid || row.disabledAt) {
        await throttle.failure(keys[0], throttleLimits.address);
        await throttle.failure(keys[1], throttleLimits.account);
        throw invalidCredentials();
      }
      await throttle.success(keys[1]);
      const token = randomToken();
      const signedIn = await db.transaction(async (tx) => {
        await tx.insert(staffSessions).values({
          tokenHash: hashToken(token),
          staffId: row.id,
          expiresAt: new Date(now() + STAFF_SESSION_HOURS * 3600_000),
        });
        // When, for the staff list; the member's version stays (signing in changes nothing of theirs).
        const [member] = await tx
          .update(staffMembers)
          .set({ lastSignInAt: new Date(now()) })
          .where(eq(staffMembers.id, row.id))
          .returning();
        return member!;
      });
      return { token, member: toStaffMember(signedIn) };
    },

    async logout(token: string | undefined) {
      if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
    },

    /** The member behind a session cookie that is current and whose account is enabled. */
    async authenticate(token: string | undefined): Promise<StaffMember | undefined> {
      if (!token) return undefined;
      const [row] = await db
        .select({ member: staffMembers })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, hashToken(token)),
            gt(staffSessions.expiresAt, new Date(now())),
            isNull(staffMembers.disabledAt),
          ),
        );
      return row && toStaffMember(row.member);
    },

    async list() {
      const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.email));
      return rows.map(toStaffMember);
    },

    async add(input: StaffMemberCreate & { role: StaffRole }, actor: string) {
      const passwordHash = await hash(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(staffMembers)
            .values({ email: input.email, name: input.name, role: input.role, passwordHash })
            .returning();
          const member = toStaffMember(row!);
          await recordAudit(tx, {
            actor,
            action: 'staff.add',
            entity: 'staff_member',
            entityId: member.email,
            after: audited(member),
          });
          return member;
        });
      } catch (error) {
        throw isUniqueViolation(error) ? emailTaken(input.email) : error;
      }
    },

    /** A new password or disabling ends the member's sessions in the same transaction. */
    async update(id: number, input: StaffMemberUpdate, actor: string) {
      const passwordHash = input.password === undefined ? undefined : await hash(input.password);
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
        if (!current) throw notFound(`No member of staff ${id}`);
        if (current.version !== input.version)
          throw staffRefusal('CONFLICT', 'staffChanged', { email: current.email }, { version: current.version });
        const disabledAt =
          input.disabled === undefined
            ? current.disabledAt
            : input.disabled
              ? (current.disabledAt ?? new Date(now()))
              : null;
        const [row] = await tx
          .update(staffMembers)
          .set({
            name: input.name ?? current.name,
            role: input.role ?? current.role,
            disabledAt,
            ...(passwordHash && { passwordHash }),
            version: current.version + 1,
            updatedAt: new Date(now()),
          })
          .where(eq(staffMembers.id, id))
          .returning();
        if (passwordHash || (disabledAt && !current.disabledAt))
          await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
        const before = toStaffMember(current);
        const after = toStaffMember(row!);
        await recordAudits(tx, memberChanges(before, after, { actor, password: passwordHash !== undefined }));
        return after;
      });
    },

    /** The member's own new password: their other sessions end, this one stays. */
    async changeOwnPassword(member: StaffMember, currentPassword: string, newPassword: string, keepToken: string) {
      const row = await byEmail(member.email);
      if (!row || !(await verify(row.passwordHash, currentPassword)))
        throw invalidField('currentPassword', fieldProblems.currentPassword);
      const passwordHash = await hash(newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(staffMembers)
          .set({ passwordHash, version: row.version + 1, updatedAt: new Date(now()) })
          .where(eq(staffMembers.id, row.id));
        await tx
          .delete(staffSessions)
          .where(and(eq(staffSessions.staffId, row.id), sql`${staffSessions.tokenHash} <> ${hashToken(keepToken)}`));
        await recordAudit(tx, {
          actor: member.email,
          action: 'staff.password',
          entity: 'staff_member',
          entityId: member.email,
        });
      });
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;

/**
 * The audit rows of a change of a member, one a change as the owner sees it: deactivated or
 * reactivated, and the rest changed (a save that changed nothing is recorded as the latter).
 */
function memberChanges(
  before: StaffMember,
  after: StaffMember,
  { actor, password }: { actor: string; password: boolean },
): AuditEntry[] {
  const row = { actor, entity: 'staff_member', entityId: after.email };
  const toggled = before.disabled !== after.disabled;
  const changed = password || before.name !== after.name || before.role !== after.role;
  return [
    ...(changed || !toggled
      ? [
          {
            ...row,
            action: 'staff.update' as const,
            before: audited(before),
            after: { ...audited(after), ...(password && { password: 'changed' }) },
          },
        ]
      : []),
    ...(toggled
      ? [
          {
            ...row,
            action: after.disabled ? ('staff.disable' as const) : ('staff.enable' as const),
            before: { disabled: before.disabled, name: before.name },
            after: { disabled: after.disabled, name: after.name },
          },
        ]
      : []),
  ];
}
