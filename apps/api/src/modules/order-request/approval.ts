import type { CartInfo, Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { DomainError } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import type { MailOutbox } from '../mail';
import type { OrderService } from '../order';
import { type Account, decided, nameOf, refused } from './rules';
import { type OrderRequestRow, orderRequests } from './tables';
import { toOrderRequest } from './view';

/** Lines of the request whose net unit price is another at the approval. */
function priceChanges(asked: CartInfo, placed: CartInfo) {
  return placed.cartItems.flatMap((line) => {
    const before = asked.cartItems.find((a) => a.sku === line.sku);
    return before && before.price !== line.price
      ? [{ sku: line.sku, name: line.name, quantity: line.quantity, before: before.price, after: line.price }]
      : [];
  });
}

interface Dependencies {
  orders: Pick<OrderService, 'create'>;
  outbox: MailOutbox;
  /** An administrator deciding another member's open request (else refused). */
  decidable: (account: Account, id: number) => Promise<OrderRequestRow>;
  /** Locks the request, refusing one decided meanwhile. */
  claim: (tx: Transaction, id: number) => Promise<OrderRequestRow>;
  /** Looks up the requester before the transaction; answers how to tell them of the decision in it. */
  requesterNotice: (
    account: Account,
    memberId: number,
  ) => Promise<(tx: Transaction, row: OrderRequestRow, order?: Order) => Promise<void>>;
}

/**
 * Places the requested order now through the order module's placement, as the requester's (the
 * approver named on the request), from its held cart at this moment's prices and stock. Changed
 * prices: placed, the lines answered with their old and new prices (the administrator sees them,
 * the requester's e-mail has the new total). A line that cannot be bought any more refuses the
 * approval, naming it: the administrator sends the request back for the requester to change.
 */
export function orderApproval({ orders, outbox, decidable, claim, requesterNotice }: Dependencies) {
  return async (account: Account, id: number, view: ShopperView) => {
    const open = await decidable(account, id);
    const tell = await requesterNotice(account, open.memberId);
    if (!open.heldCartId) throw decided();
    let changes: ReturnType<typeof priceChanges> = [];
    let approved: OrderRequestRow | undefined;
    const unavailable = (lines: CartInfo['cartItems']) =>
      refused('CONFLICT', 'linesUnavailable', 'Some lines of this order request cannot be ordered any more', {
        lines: lines.map((line) => ({ sku: line.sku, name: line.name })),
      });
    try {
      await orders.create(
        {
          locale: open.locale,
          currency: open.currency,
          shopper: { ...view.shopper, memberId: open.memberId, approvedBy: account.member.id },
        },
        {
          cartId: open.heldCartId,
          paymentMethodCode: open.paymentMethodCode,
          cart: { version: open.heldCartVersion },
          orderReference: open.cartInfo.orderReference,
          comment: open.cartInfo.comment,
        },
        undefined,
        {
          claim: async (tx) => void (await claim(tx, id)),
          placed: async (tx, order) => {
            // A product deleted meanwhile left the held cart with it: the order would lack it.
            const missing = open.cartInfo.cartItems.filter(
              (asked) => !order.cartInfo.cartItems.some((line) => line.sku === asked.sku),
            );
            if (missing.length > 0) throw unavailable(missing);
            changes = priceChanges(open.cartInfo, order.cartInfo);
            [approved] = await tx
              .update(orderRequests)
              .set({
                state: 'approved',
                decidedBy: account.member.id,
                decidedByName: nameOf(account),
                decidedAt: new Date(),
                orderId: order.id,
                orderNumber: order.transactionnum,
                orderTotal: order.cartInfo.grandTotalIncTax,
                updatedAt: new Date(),
              })
              .where(eq(orderRequests.id, id))
              .returning();
            await tell(tx, approved!, order);
          },
        },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'PRODUCT_NOT_PURCHASABLE') {
        const productId = (error.details as { productId?: number } | undefined)?.productId;
        const lines = open.cartInfo.cartItems.filter((line) => productId === undefined || line.productId === productId);
        throw unavailable(lines);
      }
      // Rejected or sent back meanwhile, its held cart gone with it.
      if (error.failure === 'not-found') throw decided();
      throw error;
    }
    await outbox.deliver();
    return { request: toOrderRequest(approved!, account.member.id), priceChanges: changes };
  };
}
