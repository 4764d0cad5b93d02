import {
  defaultLocale,
  type LocaleCode,
  localeInfo,
  type Order,
  type OrderRequest,
  type PlaceOrderBody,
} from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import type { CartService } from '../cart';
import type { CustomerService } from '../customer';
import { type MailOutbox, orderRequestDecidedMail, orderRequestedMail } from '../mail';
import type { HeldOrder, OrderService } from '../order';
import { orderApproval } from './approval';
import { type Account, administratorsOnly, decided, nameOf, refused } from './rules';
import { type OrderRequestRow, orderRequests } from './tables';
import { toOrderRequest } from './view';

interface Dependencies {
  orders: Pick<OrderService, 'hold' | 'create'>;
  carts: Pick<CartService, 'addMany' | 'dropHeld'>;
  customers: Pick<CustomerService, 'members'>;
  outbox: MailOutbox;
  publicUrl: string;
}

/**
 * Order requests: an order a company's member may not place alone waits for an administrator, who
 * approves it (the order module places it then, as the requester's), rejects it with a reason or
 * sends it back with a comment. Each request is decided once, under its row lock.
 */
export function orderRequestService(db: Database, { orders, carts, customers, outbox, publicUrl }: Dependencies) {
  const page = (locale: LocaleCode) =>
    `${publicUrl}${locale === defaultLocale ? '' : `/${localeInfo(locale).code}`}/my-account/approvals`;

  /** The company's request, for a member of it; anyone else's is missing. */
  async function requestOf(account: Account, id: number) {
    const [row] = await db
      .select()
      .from(orderRequests)
      .where(and(eq(orderRequests.id, id), eq(orderRequests.customerId, account.id)));
    if (!row) throw notFound(`Order request ${id} does not exist`);
    return row;
  }

  /** An administrator deciding another member's open request. */
  async function decidable(account: Account, id: number) {
    if (account.member.role !== 'administrator') throw administratorsOnly();
    const row = await requestOf(account, id);
    if (row.memberId === account.member.id)
      throw refused('FORBIDDEN', 'ownRequest', 'Nobody decides their own order request');
    if (row.state !== 'open') throw decided();
    return row;
  }

  /** Locks the request and checks it is still open: approvals, rejections and returns wait for each other here. */
  async function claim(tx: Transaction, id: number) {
    const [row] = await tx.select().from(orderRequests).where(eq(orderRequests.id, id)).for('update');
    if (row?.state !== 'open') throw decided();
    return row;
  }

  /** Where the requester hears of the decision: their login's e-mail (the account's for its holder). */
  /**
   * How the requester hears of the decision: their login's e-mail (the account's for its holder),
   * looked up before the decision's transaction; a disabled member hears nothing.
   */
  async function requesterNotice(account: Account, memberId: number) {
    const member = (await customers.members.list(account)).find((m) => m.id === memberId);
    return async (tx: Transaction, row: OrderRequestRow, order?: Order) => {
      if (!member || member.state === 'disabled') return;
      const pay =
        order && order.paymentMethodCode !== 'invoice' ? `${publicUrl}${payPath(row.locale)}/pay/${order.id}` : null;
      await outbox.enqueue(
        tx,
        orderRequestDecidedMail(
          toOrderRequest(row, member.id),
          { email: member.email, name: member.firstName },
          { page: page(row.locale), pay },
          row.locale,
        ),
      );
    };
  }
  const payPath = (locale: LocaleCode) => (locale === defaultLocale ? '' : `/${localeInfo(locale).code}`);

  async function decide(account: Account, id: number, change: Pick<OrderRequestRow, 'state' | 'note'>) {
    const open = await decidable(account, id);
    const tell = await requesterNotice(account, open.memberId);
    const row = await db.transaction(async (tx) => {
      await claim(tx, id);
      const [updated] = await tx
        .update(orderRequests)
        .set({
          ...change,
          decidedBy: account.member.id,
          decidedByName: nameOf(account),
          decidedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(orderRequests.id, id))
        .returning();
      await tell(tx, updated!);
      return updated!;
    });
    // Its lines wait no more: an approval arriving now finds the request decided.
    if (open.heldCartId) await carts.dropHeld(open.heldCartId);
    await outbox.deliver();
    return toOrderRequest(row, account.member.id);
  }

  return {
    /**
     * The cart becomes an order request (createOrder refused it with needsApproval); the company's
     * active administrators are e-mailed in the account's language. A repeat answers the same request.
     */
    async request(account: Account, view: ShopperView, input: PlaceOrderBody): Promise<OrderRequest> {
      const administrators = (await customers.members.list(account)).filter(
        (m) => m.role === 'administrator' && m.state === 'active' && m.id !== account.member.id,
      );
      const source = and(
        eq(orderRequests.sourceCartId, input.cartId),
        eq(orderRequests.sourceCartVersion, input.cart.version),
      );
      const row = await orders.hold(
        view,
        input,
        async (tx) => (await tx.select().from(orderRequests).where(source))[0],
        async (tx, held: HeldOrder) => {
          const [created] = await tx
            .insert(orderRequests)
            .values({
              customerId: account.id,
              memberId: held.member.id,
              requestedBy: held.member.placedBy,
              locale: view.locale,
              currency: held.cartInfo.currency,
              why: held.need.why,
              passedLimit: held.need.limit,
              paymentMethodCode: input.paymentMethodCode,
              cartInfo: held.cartInfo,
              sourceCartId: input.cartId,
              sourceCartVersion: input.cart.version,
              heldCartId: held.heldCart.id,
              heldCartVersion: held.heldCart.version,
            })
            .returning();
          const request = toOrderRequest(created!, account.member.id);
          const language = account.locale as LocaleCode;
          for (const admin of administrators)
            await outbox.enqueue(
              tx,
              orderRequestedMail(request, { email: admin.email, name: admin.firstName }, page(language), language),
            );
          return created!;
        },
      );
      await outbox.deliver();
      return toOrderRequest(row, account.member.id);
    },

    /** An administrator's: the company's requests; any other member's: their own. Newest first. */
    async list(account: Account): Promise<OrderRequest[]> {
      const rows = await db
        .select()
        .from(orderRequests)
        .where(
          account.member.role === 'administrator'
            ? eq(orderRequests.customerId, account.id)
            : and(eq(orderRequests.customerId, account.id), eq(orderRequests.memberId, account.member.id)),
        )
        .orderBy(desc(orderRequests.createdAt), desc(orderRequests.id));
      return rows.map((row) => toOrderRequest(row, account.member.id));
    },

    approve: orderApproval({ orders, decidable, claim, requesterNotice, outbox }),

    reject: (account: Account, id: number, reason: string) => decide(account, id, { state: 'rejected', note: reason }),

    returnToRequester: (account: Account, id: number, comment: string) =>
      decide(account, id, { state: 'returned', note: comment }),

    /** The requester puts the lines of a request sent back into their cart, at today's prices. */
    async restore(account: Account, id: number, cartId: string, view: ShopperView) {
      const row = await requestOf(account, id);
      if (row.memberId !== account.member.id) throw notFound(`Order request ${id} does not exist`);
      if (row.state !== 'returned')
        throw refused('CONFLICT', 'requestNotReturned', 'Only a request sent back can go back into the cart');
      return carts.addMany(
        cartId,
        view,
        row.cartInfo.cartItems.map((line) => ({
          number: line.sku,
          quantity: line.quantity,
          additionalProducts: Object.keys(line.selectedAddtionalProducts),
        })),
        'sku',
      );
    },
  };
}
export type OrderRequestService = ReturnType<typeof orderRequestService>;
