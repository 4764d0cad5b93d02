import { loyaltyPointsFor, siteConfig } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { DomainError, notFound, staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { orderChangedMail } from '../mail';
import { changedMeanwhile, type OrderChange } from './admin-change';
import type { OrderTransitions } from './admin-transitions';
import { balanceAfter, balanceLink } from './balance';
import type { OrderAdminDependencies } from './dependencies';
import { editChanges, editedCartInfo, moneyText, type OrderEditInput } from './edit-plan';
import { type OrderRow, toOrder } from './order-row';
import { orderItems, orders } from './tables';

const paidOnline = (row: OrderRow) => row.paymentStatus === 'paid' && row.paymentMethodCode !== 'invoice';

/** An order staff may still change: not shipped, not cancelled, no payment being processed. */
const editable = (row: OrderRow) => {
  if (row.cancelledAt) throw staffRefusal('CONFLICT', 'orderCancelledNotEditable', { order: row.transactionnum });
  if (row.shippedAt) throw staffRefusal('CONFLICT', 'orderShippedNotEditable', { order: row.transactionnum });
  // A parcel left: its lines are the customer's, and the rest ships as ordered.
  if (row.firstShippedAt)
    throw staffRefusal('CONFLICT', 'orderPartlyShippedNotEditable', { order: row.transactionnum });
  if (row.paymentStatus === 'processing')
    throw staffRefusal('CONFLICT', 'orderEditPaymentUnderway', { order: row.transactionnum });
  // Refunded lines are named by their place in the order: the lines stay as they are.
  if (row.refundedAmount > 0 || row.refundedQuantities.some((quantity) => quantity > 0))
    throw staffRefusal('CONFLICT', 'orderRefundedNotEditable', { order: row.transactionnum });
};

/** What money the new total asks for that the order cannot take: refused before anything changes. */
function moneyAllows(row: OrderRow, total: number) {
  if (row.paymentMethodCode === 'invoice' && row.invoicePaid > total)
    throw staffRefusal('CONFLICT', 'orderEditPaidBeyondTotal', {
      order: row.transactionnum,
      paid: moneyText(row.invoicePaid, row.currency),
    });
}

/**
 * The storefront's page where a shopper pays an online order that is not paid yet, or the
 * difference a paid one asks for now (balance.ts), in its language.
 */
const payLinkOf = (publicUrl: string, secret: string, row: OrderRow) => {
  if (row.paymentMethodCode === 'invoice') return null;
  if (row.confirmed) return row.balanceDue > 0 ? balanceLink(publicUrl, secret, row) : null;
  return `${publicUrl}${row.locale === siteConfig.defaultLocale ? '' : `/${row.locale}`}/pay/${row.id}`;
};

/**
 * An order changed before it ships (editOrder): priced and totalled again by the API
 * (edit-plan.ts), its stock moved by the difference under placement's locks, its items, loyalty
 * points, history and audit row in one transaction with the customer's e-mail and the event that
 * reissues its invoice (documents: a credit note of the old one and a new invoice, as documents
 * are never changed). A paid online order that got dearer asks for the difference (balanceDue,
 * paid through the link in the e-mail); one that got cheaper than was paid has that refunded
 * through the refund path after the change is committed (an open difference shrinks first); an
 * invoice order's amount owed follows the total.
 */
export function orderEdit(
  db: Database,
  deps: OrderAdminDependencies,
  change: OrderChange,
  refund: OrderTransitions['refund'],
) {
  const { inventory, customers, outbox, announce } = deps;

  return async function edit(id: number, input: OrderEditInput, actor: string) {
    const [current] = await db.select().from(orders).where(eq(orders.id, id));
    if (!current) throw notFound(`Order ${id} does not exist`);
    if (current.version !== input.version) throw changedMeanwhile(current);
    editable(current);
    const { cartInfo, lines } = await editedCartInfo(current, input, deps);
    const changes = editChanges(current.cartInfo, cartInfo);
    if (JSON.stringify(cartInfo) === JSON.stringify(current.cartInfo))
      throw staffFieldRefusal('body.lines', 'orderEditNothing');
    moneyAllows(current, cartInfo.grandTotalIncTax);
    const { displayItemnum } = await deps.settings();
    const { refund: cheaper } = balanceAfter(current, cartInfo.grandTotalIncTax);
    // Additional products leave the stock like the items they came with, as at placement.
    const taken = lines.flatMap((line) => [
      { productId: line.productId, quantity: line.quantity },
      ...line.additionalProductIds.map((productId) => ({ productId, quantity: line.quantity })),
    ]);
    await change(
      id,
      input.version,
      actor,
      { name: 'order.edit', details: changes },
      (row) => {
        editable(row);
        moneyAllows(row, cartInfo.grandTotalIncTax);
      },
      async (tx, row) => {
        const stockTaken = await inventory.retake(tx, row.stockTaken, taken).catch((error: unknown) => {
          if (!(error instanceof DomainError) || error.code !== 'PRODUCT_NOT_PURCHASABLE') throw error;
          const productId = (error.details as { productId?: number } | undefined)?.productId;
          const sku = cartInfo.cartItems.find((line) => line.productId === productId)?.sku ?? String(productId);
          throw staffFieldRefusal('body.lines', 'orderEditNotAvailable', { sku });
        });
        await tx.delete(orderItems).where(eq(orderItems.orderId, id));
        await tx.insert(orderItems).values(taken.map((line) => ({ orderId: id, ...line })));
        const loyaltyPoints = row.customerId === null ? 0 : loyaltyPointsFor(cartInfo.subtotal_with_discount);
        // Points already credited (a confirmed order) follow the new total.
        if (row.confirmed && row.customerId !== null)
          await customers.addLoyaltyPoints(tx, row.customerId, loyaltyPoints - row.loyaltyPoints);
        const byInvoice = row.paymentMethodCode === 'invoice';
        return {
          cartInfo,
          stockTaken,
          loyaltyPoints,
          ...(paidOnline(row) && { balanceDue: balanceAfter(row, cartInfo.grandTotalIncTax).due }),
          // What is owed on an invoice follows the total: paid in full before, it may be open again.
          ...(byInvoice &&
            row.paymentStatus !== 'refunded' && {
              paymentStatus: row.invoicePaid >= cartInfo.grandTotalIncTax ? ('paid' as const) : ('invoice' as const),
            }),
        };
      },
      async (tx, row) => {
        const order = toOrder(row);
        await outbox.enqueue(
          tx,
          orderChangedMail(order, current.grandTotal, {
            displayItemnum,
            payLink: payLinkOf(deps.publicUrl, deps.tokenSecret, row),
          }),
        );
        await announce(tx, 'order.changed', order, row.customerId);
      },
    );
    // The difference goes back through the refund path (the provider first), against the version
    // the change made; a refusal there leaves the change made and the refund to be repeated.
    if (paidOnline(current) && cheaper > 0)
      await refund(id, { amount: cheaper, shipping: false, reason: '', version: input.version + 1 }, actor, true);
  };
}
