import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notFound, staffRefusal } from '../../lib/domain-errors';
import { recordAudits } from '../audit';
import { companyMemberList, endMemberSessions, leavesNoAdministrator, lockedMembers } from './members';
import { companyMembers, customers } from './tables';

/**
 * Staff disable a member of a customer's company (their sessions end at once) or enable them
 * again; audited. The company's own administrators manage the rest (members.ts).
 */
export const memberAccessByStaff =
  (db: Database) => async (id: number, memberId: number, disabled: boolean, actor: string) => {
    await db.transaction(async (tx) => {
      const [customer] = await tx.select().from(customers).where(eq(customers.id, id));
      const members = customer ? await lockedMembers(tx, id) : [];
      const member = members.find((m) => m.id === memberId);
      if (!customer || !member) throw notFound(`Member ${memberId} of customer ${id} does not exist`);
      if (Boolean(member.disabledAt) === disabled) return;
      // Staff too leave the company an administrator; a customer to stop altogether is blocked.
      if (
        disabled &&
        leavesNoAdministrator(members, member, { disabledAt: new Date() }, customer.passwordHash !== null)
      ) {
        const { firstName, lastName } = member.holder ? customer : member;
        throw staffRefusal('CONFLICT', 'lastAdministrator', { name: `${firstName} ${lastName}` });
      }
      await tx
        .update(companyMembers)
        .set({ disabledAt: disabled ? new Date() : null })
        .where(eq(companyMembers.id, memberId));
      if (disabled) await endMemberSessions(tx, member);
      await recordAudits(tx, [
        {
          actor,
          action: disabled ? 'customer.member.disable' : 'customer.member.enable',
          entity: 'customer',
          entityId: customer.customerNumber,
          before: { member: memberId, disabled: !disabled },
          after: { member: memberId, disabled },
        },
      ]);
    });
    return companyMemberList(db, id);
  };
