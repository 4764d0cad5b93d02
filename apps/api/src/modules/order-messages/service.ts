import { type AdminOrderMessage, defaultLocale, type Order, type OrderMessage, type Settings } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { recordAudit } from '../audit';
import { type MailOutbox, orderMessageMail, orderMessageNotice } from '../mail';
import type { OrderAccess } from '../order';
import { orderMessages } from './tables';

export interface OrderMessageDependencies {
  /** The order as its customer (or the guest browser that placed it) sees it; 404 for anyone else. */
  orderFor: (access: OrderAccess, id: number) => Promise<Order>;
  /** The order as staff see it; 404 when there is none. */
  orderForStaff: (id: number) => Promise<Order>;
  outbox: MailOutbox;
  settings: () => Promise<Settings>;
  /** The storefront's origin: the order's page in the customer's mail. */
  publicUrl: string;
}

/** Who of staff writes: the member (none for the admin key), their name as signed, the audit's actor. */
export interface StaffSignature {
  staffId: number | null;
  staffName: string;
  actor: string;
}

type MessageRow = typeof orderMessages.$inferSelect;

const fromRow = (row: MessageRow): AdminOrderMessage => ({
  id: `message-${row.id}`,
  author: row.author,
  staffName: row.staffName,
  text: row.body,
  createdDate: row.createdAt.toISOString(),
});

/** What the customer reads of a message: not which member of staff wrote it. */
const forCustomer = ({ staffName: _, ...message }: AdminOrderMessage): OrderMessage => message;

/**
 * The conversation about an order between its customer and the shop: the comment given at
 * checkout opens it, the comments sent with postOrderComment and both sides' messages follow by
 * when they were written. A message is a row added, never a row changed, so both sides writing at
 * once lose nothing. Staff's replies are mailed to the customer and audited; a customer's message
 * is mailed to the shop's order desk when the shop names one (the setting orderMessageEmail).
 */
export function orderMessageService(db: Database, deps: OrderMessageDependencies) {
  async function thread(order: Order): Promise<AdminOrderMessage[]> {
    const rows = await db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.orderId, order.id))
      .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
    const customer = { author: 'customer', staffName: null } as const;
    const opening: AdminOrderMessage[] = order.cartInfo.comment
      ? [{ id: 'checkout', ...customer, text: order.cartInfo.comment, createdDate: order.createdDate }]
      : [];
    const comments = order.comments.map(
      (comment, i): AdminOrderMessage => ({ id: `comment-${i + 1}`, ...customer, ...comment }),
    );
    // A stable sort: rows at the same moment keep their order (comments first, messages by id).
    const later = [...comments, ...rows.map(fromRow)].sort((a, b) => a.createdDate.localeCompare(b.createdDate));
    return [...opening, ...later];
  }

  /**
   * The order's page in the order's language: in the customer's account, or a guest's order's own
   * (Order status), which opens in the browser that placed it and asks any other for number and e-mail.
   */
  const pageOf = (order: Order) => {
    const prefix = order.locale === defaultLocale ? '' : `/${order.locale}`;
    return order.guest
      ? `${deps.publicUrl}${prefix}/order-status/${order.id}`
      : `${deps.publicUrl}${prefix}/my-account/OrderHistory?order=${order.id}`;
  };

  return {
    async customerThread(access: OrderAccess, orderId: number): Promise<OrderMessage[]> {
      return (await thread(await deps.orderFor(access, orderId))).map(forCustomer);
    },

    async postByCustomer(access: OrderAccess, orderId: number, text: string): Promise<OrderMessage[]> {
      const order = await deps.orderFor(access, orderId);
      const { orderMessageEmail, defaultLocale: shopLocale } = await deps.settings();
      await db.transaction(async (tx) => {
        await tx.insert(orderMessages).values({ orderId, author: 'customer', body: text });
        if (orderMessageEmail)
          await deps.outbox.enqueue(tx, orderMessageNotice(order, text, orderMessageEmail, shopLocale));
      });
      if (orderMessageEmail) await deps.outbox.deliver();
      return (await thread(order)).map(forCustomer);
    },

    async staffThread(orderId: number): Promise<AdminOrderMessage[]> {
      return thread(await deps.orderForStaff(orderId));
    },

    async postByStaff(orderId: number, text: string, { staffId, staffName, actor }: StaffSignature) {
      const order = await deps.orderForStaff(orderId);
      await db.transaction(async (tx) => {
        await tx.insert(orderMessages).values({ orderId, author: 'staff', staffId, staffName, body: text });
        await recordAudit(tx, {
          actor,
          action: 'order.message',
          entity: 'order',
          entityId: order.transactionnum,
          after: { text },
        });
        await deps.outbox.enqueue(tx, orderMessageMail(order, text, pageOf(order)));
      });
      await deps.outbox.deliver();
      return thread(order);
    },
  };
}

export type OrderMessageService = ReturnType<typeof orderMessageService>;
