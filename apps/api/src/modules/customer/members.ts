import {
  type CompanyMember,
  type companyMemberInviteSchema,
  type companyMemberUpdateSchema,
  defaultLocale,
  fieldProblems,
  type LocaleCode,
  localeInfo,
} from '@shop/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/connection';
import { fieldIssue, notFound, refusal } from '../../lib/domain-errors';
import { type MailOutbox, memberMailTexts } from '../mail';
import { type Account, asMember, loginTaken } from './member-logins';
import { addresses, companyMembers, customers, type MemberRow, passwordResets, refreshTokens } from './tables';
import { hashToken, randomToken } from './tokens';

type Invite = z.output<typeof companyMemberInviteSchema>;
export type MemberChange = z.output<typeof companyMemberUpdateSchema>;

/** A member's invitation works a week, as a new account's does (onboarding.ts). */
const INVITATION_DAYS = 7;

/**
 * Why a change of members is refused: the storefront says it in the page's language
 * (`details.reason`), the message in English.
 */
const refused = (code: 'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST', reason: string, message: string) =>
  refusal(code, message, { reason });

export const onlyAdministrators = () =>
  refused('FORBIDDEN', 'administratorsOnly', "Only your company's administrators may do this");

type CompanyRow = Pick<MemberRow, 'id' | 'customerId'>;

/** Ends every session of the member at once, in every API process (migration 0027 announces it). */
export async function endMemberSessions(tx: Transaction, member: CompanyRow) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.memberId, member.id), isNull(refreshTokens.revokedAt)));
}

/** The company's members under row locks, so two administrators' changes are decided one after the other. */
export async function lockedMembers(tx: Transaction, customerId: number) {
  return tx
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.customerId, customerId), isNull(companyMembers.removedAt)))
    .orderBy(asc(companyMembers.id))
    .for('update');
}

/** An administrator who can act: not disabled, and with a password (an invited one has none yet). */
const activeAdministrator = (member: MemberRow, holderHasPassword: boolean) =>
  member.role === 'administrator' &&
  !member.disabledAt &&
  (member.holder ? holderHasPassword : member.passwordHash !== null);

/**
 * Whether the change leaves the company without an active administrator: refused, for nobody could
 * manage its members any more.
 */
export function leavesNoAdministrator(
  members: MemberRow[],
  target: MemberRow,
  after: Partial<MemberRow> | 'removed',
  holderHasPassword: boolean,
) {
  const changed = after === 'removed' ? undefined : { ...target, ...after };
  const remaining = members.map((m) => (m.id === target.id ? changed : m)).filter((m) => m !== undefined);
  return (
    members.some((m) => activeAdministrator(m, holderHasPassword)) &&
    !remaining.some((m) => activeAdministrator(m, holderHasPassword))
  );
}

const lastAdministrator = () =>
  refused('CONFLICT', 'lastAdministrator', 'The company needs at least one active administrator');

/** The member as the company's list shows them; the account holder by the customer's name and e-mail. */
function toCompanyMember(
  member: MemberRow,
  holder: Pick<Account, 'firstName' | 'lastName' | 'email' | 'passwordHash'>,
  invitedUntil: Date | undefined,
): CompanyMember {
  const own = member.holder ? holder : { ...member, email: member.email ?? '' };
  const password = member.holder ? holder.passwordHash : member.passwordHash;
  return {
    id: member.id,
    firstName: own.firstName,
    lastName: own.lastName,
    email: own.email,
    role: member.role,
    orderLimit: member.orderLimit,
    monthlyLimit: member.monthlyLimit,
    state: member.disabledAt ? 'disabled' : password ? 'active' : 'invited',
    accountHolder: member.holder,
    invitedUntil: invitedUntil?.toISOString() ?? null,
  };
}

/** The company's members as its list shows them: the account holder first, then by name. */
export async function companyMemberList(db: Database | Transaction, customerId: number): Promise<CompanyMember[]> {
  const [holder] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!holder) throw notFound(`Customer ${customerId} does not exist`);
  const members = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.customerId, customerId), isNull(companyMembers.removedAt)))
    .orderBy(desc(companyMembers.holder), asc(companyMembers.lastName), asc(companyMembers.firstName));
  const invitations = await db
    .select({ memberId: passwordResets.memberId, expiresAt: sql<Date>`max(${passwordResets.expiresAt})` })
    .from(passwordResets)
    .where(
      and(
        inArray(
          passwordResets.memberId,
          members.map((m) => m.id),
        ),
        eq(passwordResets.invitation, true),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .groupBy(passwordResets.memberId);
  const until = new Map(invitations.map((i) => [i.memberId, new Date(i.expiresAt)]));
  return members.map((member) => toCompanyMember(member, holder, until.get(member.id)));
}

interface Dependencies {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
  /** After sessions of the company ended (recognition.ts). */
  forget: (customerId: number) => void;
  /** In the transaction that removes a member: what other modules keep of theirs passes to the company. */
  memberRemoved: (tx: Transaction, customerId: number, memberId: number, name: string) => Promise<void>;
}

/** The company's members as its administrators manage them from the account's Company page. */
export function companyMembersOf({ db, outbox, publicUrl, forget, memberRemoved }: Dependencies) {
  const administrator = (account: Account) => {
    if (account.member.role !== 'administrator') throw onlyAdministrators();
  };

  const memberOfCompany = (members: MemberRow[], id: number) => {
    const found = members.find((m) => m.id === id);
    // Another company's member, or one removed: not there.
    if (!found) throw notFound(`Member ${id} does not exist`);
    return found;
  };

  async function queueInvitation(tx: Transaction, account: Account, member: MemberRow) {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      customerId: account.id,
      memberId: member.id,
      expiresAt,
      invitation: true,
    });
    const language = account.locale as LocaleCode;
    const prefix = language === defaultLocale ? '' : `/${localeInfo(language).code}`;
    const link = `${publicUrl}${prefix}/create-password?token=${encodeURIComponent(token)}`;
    const [billing] = await tx
      .select({ company: addresses.company })
      .from(addresses)
      .where(eq(addresses.customerId, account.id))
      .orderBy(desc(addresses.isDefaultBilling), asc(addresses.id))
      .limit(1);
    const inviter = asMember(account);
    const texts = memberMailTexts[language];
    const company = billing?.company || account.customerNumber;
    await outbox.enqueue(tx, {
      to: member.email!,
      subject: texts.subject(company),
      text: texts.invite(member.firstName, `${inviter.firstName} ${inviter.lastName}`, company, link),
      locale: language,
    });
  }

  return {
    /** Every member of the company reads its list: who may order, and whom to ask. */
    list: (account: Account) => companyMemberList(db, account.id),

    async invite(account: Account, input: Invite): Promise<CompanyMember> {
      administrator(account);
      const member = await db.transaction(async (tx) => {
        const [business] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.customerId, account.id), sql`trim(${addresses.company}) <> ''`))
          .limit(1);
        if (!business)
          throw refused('FORBIDDEN', 'businessOnly', 'Only business customers can add members to their account');
        await lockedMembers(tx, account.id);
        const taken = () =>
          refusal('CONFLICT', fieldProblems.emailTaken, {
            issues: [fieldIssue('body.email', fieldProblems.emailTaken)],
          });
        if (await loginTaken(tx, input.email)) throw taken();
        const [row] = await tx
          .insert(companyMembers)
          .values({ customerId: account.id, ...input })
          // The same address invited twice at once: the unique index decides.
          .onConflictDoNothing()
          .returning();
        if (!row) throw taken();
        await queueInvitation(tx, account, row);
        return row;
      });
      await outbox.deliver();
      return (await companyMemberList(db, account.id)).find((m) => m.id === member.id)!;
    },

    async update(account: Account, memberId: number, change: MemberChange): Promise<CompanyMember> {
      administrator(account);
      if (memberId === account.member.id)
        throw refused('FORBIDDEN', 'ownMembership', 'You cannot change your own role, limits or access');
      await db.transaction(async (tx) => {
        const members = await lockedMembers(tx, account.id);
        const target = memberOfCompany(members, memberId);
        const disabledAt = change.disabled === undefined ? target.disabledAt : change.disabled ? new Date() : null;
        const after = {
          role: change.role ?? target.role,
          orderLimit: change.orderLimit === undefined ? target.orderLimit : change.orderLimit,
          monthlyLimit: change.monthlyLimit === undefined ? target.monthlyLimit : change.monthlyLimit,
          disabledAt: target.disabledAt && disabledAt ? target.disabledAt : disabledAt,
        };
        if (leavesNoAdministrator(members, target, after, account.passwordHash !== null)) throw lastAdministrator();
        await tx.update(companyMembers).set(after).where(eq(companyMembers.id, target.id));
        if (after.disabledAt && !target.disabledAt) await endMemberSessions(tx, target);
      });
      forget(account.id);
      return (await companyMemberList(db, account.id)).find((m) => m.id === memberId)!;
    },

    /**
     * Removes a member: their login and sessions end; the orders they placed stay the company's,
     * with their name, and so do their own order lists.
     */
    async remove(account: Account, memberId: number): Promise<CompanyMember[]> {
      administrator(account);
      if (memberId === account.member.id)
        throw refused('FORBIDDEN', 'ownMembership', 'You cannot change your own role, limits or access');
      await db.transaction(async (tx) => {
        const members = await lockedMembers(tx, account.id);
        const target = memberOfCompany(members, memberId);
        if (target.holder)
          throw refused('CONFLICT', 'accountHolder', "The account's own login cannot be removed; disable it instead");
        if (leavesNoAdministrator(members, target, 'removed', account.passwordHash !== null)) throw lastAdministrator();
        const now = new Date();
        await tx
          .update(companyMembers)
          .set({ removedAt: now, disabledAt: target.disabledAt ?? now, email: null, passwordHash: null })
          .where(eq(companyMembers.id, target.id));
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.memberId, target.id), isNull(passwordResets.usedAt)));
        await endMemberSessions(tx, target);
        await memberRemoved(tx, account.id, target.id, `${target.firstName} ${target.lastName}`.trim());
      });
      forget(account.id);
      return companyMemberList(db, account.id);
    },
  };
}
