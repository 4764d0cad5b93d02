import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { CustomerService } from '../customer';
import { orders } from './tables';

/**
 * An order a member may not place alone: a requester's, or one past the member's limit per order
 * or per month. It waits for an administrator's approval (not built yet: it is refused, saying so).
 */
const needsApproval = (reason: 'requester' | 'orderLimit' | 'monthlyLimit', limit?: number) =>
  refusal('FORBIDDEN', 'This order needs approval by an administrator of your company', {
    reason: 'needsApproval',
    why: reason,
    ...(limit !== undefined && { limit }),
  });

/**
 * The member placing the order, checked against their role and limits (gross cents in the
 * company's currency) in the order's transaction, their row locked: two orders of theirs at once
 * are weighed one after the other against the month's.
 */
export async function withinLimits(
  tx: Transaction,
  customers: Pick<CustomerService, 'orderingMember'>,
  customerId: number,
  memberId: number,
  grandTotal: number,
) {
  const member = await customers.orderingMember(tx, customerId, memberId);
  if (!member || member.disabledAt)
    throw refusal('FORBIDDEN', "This login is disabled. Please ask your company's administrator.");
  if (member.role === 'requester') throw needsApproval('requester');
  if (member.role !== 'buyer') return member;
  if (member.orderLimit !== null && grandTotal > member.orderLimit)
    throw needsApproval('orderLimit', member.orderLimit);
  if (member.monthlyLimit !== null) {
    const [month] = await tx
      .select({ spent: sql<string>`coalesce(sum(${orders.grandTotal}), 0)` })
      .from(orders)
      .where(
        and(
          eq(orders.memberId, memberId),
          isNull(orders.cancelledAt),
          gte(orders.createdAt, sql`date_trunc('month', now())`),
        ),
      );
    if (Number(month!.spent) + grandTotal > member.monthlyLimit)
      throw needsApproval('monthlyLimit', member.monthlyLimit);
  }
  return member;
}
