import type { ApprovalReason } from '@shop/contracts';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { CustomerService } from '../customer';
import { orders } from './tables';

/** Why an order waits for approval, and the limit it passed (gross cents). */
export interface ApprovalNeed {
  why: ApprovalReason;
  limit: number | null;
}

/**
 * An order a member may not place alone: a requester's, or one past the member's limit per order
 * or per month. The storefront then asks for approval (requestOrderApproval) with the same cart.
 */
export const needsApproval = ({ why, limit }: ApprovalNeed) =>
  refusal('FORBIDDEN', 'This order needs approval by an administrator of your company', {
    reason: 'needsApproval',
    why,
    ...(limit !== null && { limit }),
  });

type OrderingMember = NonNullable<Awaited<ReturnType<CustomerService['orderingMember']>>>;

const disabledLogin = () => refusal('FORBIDDEN', "This login is disabled. Please ask your company's administrator.");

/**
 * The member placing the order, checked against their role and limits (gross cents in the
 * company's currency) in the order's transaction, their row locked: two orders of theirs at once
 * are weighed one after the other against the month's. Answers the member and, for an order they
 * may not place alone, why.
 */
export async function memberLimits(
  tx: Transaction,
  customers: Pick<CustomerService, 'orderingMember'>,
  customerId: number,
  memberId: number,
  grandTotal: number,
): Promise<{ member: OrderingMember; need?: ApprovalNeed }> {
  const member = await customers.orderingMember(tx, customerId, memberId);
  if (!member || member.disabledAt) throw disabledLogin();
  const need = (why: ApprovalReason, limit: number | null = null) => ({ member, need: { why, limit } });
  if (member.role === 'requester') return need('requester');
  if (member.role !== 'buyer') return { member };
  if (member.orderLimit !== null && grandTotal > member.orderLimit) return need('orderLimit', member.orderLimit);
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
    if (Number(month!.spent) + grandTotal > member.monthlyLimit) return need('monthlyLimit', member.monthlyLimit);
  }
  return { member };
}
