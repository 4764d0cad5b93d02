import type { Cart, Order, PaymentMethodCode, Settings, WebhookEventType } from '@shop/contracts';
import type { Transaction } from '../../db/connection';
import type { CartService } from '../cart';
import type { CatalogService } from '../catalog';
import type { CustomerService, ThrottleStore } from '../customer';
import type { InventoryService } from '../inventory';
import type { MailOutbox } from '../mail';
import type { PromotionService } from '../promotion';
import type { WebhookOutbox } from '../webhook';

// What the order module's parts are given: apart from service.ts, which builds them from it.

export interface OrderDependencies {
  carts: CartService;
  customers: CustomerService;
  inventory: InventoryService;
  catalog: CatalogService;
  promotion: PromotionService;
  /** Where the confirmation e-mail is queued, in the transaction that confirms the order. */
  outbox: MailOutbox;
  /** Where events for other systems (an ERP) are queued, in the transaction of the change they tell of. */
  webhooks: WebhookOutbox;
  settings: () => Promise<Settings>;
  /** Signs guest orders' access tokens. */
  tokenSecret: string;
  /** Counts failed order lookups, as it counts failed logins. */
  throttle: ThrottleStore;
  /** Whether the shop takes this payment method for an order in this currency billed to this country. */
  takesPaymentMethod: (method: PaymentMethodCode, currency: Cart['currency'], country: string) => boolean;
  /** Minutes an online order waits for its payment before it is cancelled. */
  paymentTimeoutMinutes: number;
  /** Returns a paid online order's money through its provider (the payment module's refundOrder). */
  refund: RefundOrder;
  /**
   * Issues a credit note of refunded lines where the order has an invoice, in the caller's
   * transaction (the documents module's creditReturn); answers its number, or null.
   */
  creditLines: (tx: Transaction, orderId: number, credit: LinesCredit) => Promise<string | null>;
  /** What else an order's change brings, in its transaction: the documents module issues its invoice and notes. */
  onOrderEvent: AnnounceOrder;
  /** The storefront's origin, for the links in e-mails (an edited order's pay page). */
  publicUrl: string;
  /** The clock an accepted quote's expiry is checked by at the order (tests move it). */
  now?: () => number;
}

/** Lines credited, as a credit note lists them: each part positive (the note makes it negative), the coupon's share, sums per rate. */
interface LinesCredit {
  lines: Array<{ itemnum: string; name: string; quantity: number; unitPrice: number; taxRate: number; total: number }>;
  discount: number;
  byRate: Array<{ rate: number; net: number; gross: number }>;
  shipping: { net: number; gross: number } | null;
}

/** Queues an event about the order for other systems, in the transaction that changed it. */
export type AnnounceOrder = (
  tx: Transaction,
  type: WebhookEventType,
  order: Order,
  customerId: number | null,
) => Promise<void>;

export type OrderAdminDependencies = Pick<
  OrderDependencies,
  | 'inventory'
  | 'promotion'
  | 'customers'
  | 'outbox'
  | 'carts'
  | 'settings'
  | 'publicUrl'
  | 'creditLines'
  | 'tokenSecret'
> & {
  announce: AnnounceOrder;
  deliverEvents: () => void;
  deliverMail: () => Promise<void>;
  refund: RefundOrder;
};

/**
 * Returns a paid online order's money through its provider: `amount` of it, or all that is left
 * (a cancel); throws (and nothing changes) when the provider refuses or more is asked than is
 * left. A refund left unanswered by a provider out of reach is asked again before any other, so a
 * retry never refunds twice. Answers how much went back now and whether the payment is all refunded.
 */
export type RefundOrder = (
  orderId: number,
  asked: { amount?: number; reason?: string; actor: string },
) => Promise<{ amount: number; all: boolean }>;
