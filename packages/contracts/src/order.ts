import { z } from 'zod';
import { bulkAddResultSchema, postalAddressSchema, taxLineSchema } from './cart';
import { viewQuery } from './catalog';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { fieldProblems } from './field-problems';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';
import { orderItemSchema } from './order-item';
import {
  computopPaymentDataSchema,
  computopPaymentSchema,
  defaultPaymentMethod,
  paymentMethodCodeSchema,
  paymentStatusSchema,
} from './payment';
import { orderShipmentSchema } from './shipments';

/**
 * Where an order stands, one word for the history list, its page, its e-mails and the back office:
 * pending (not yet paid or confirmed), confirmed, partlyShipped (some of its lines left, not all),
 * shipped (every line left), delivered, cancelled (by the shop, or
 * not paid in time), refunded (cancelled after its payment, the money returned).
 */
export const orderStatuses = [
  'pending',
  'confirmed',
  'partlyShipped',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Why an order was cancelled: not paid in time (the payment window closed), or by the shop (staff;
 * a paid order's money is then refunded, and its status says refunded).
 */
export const cancellationReasons = ['not-paid', 'by-shop'] as const;
export const cancellationSchema = z.object({
  reason: z.enum(cancellationReasons),
  date: z.string(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** How a shipped order travels. */
export const shipmentSchema = z.object({
  carrier: z.string(),
  /** Null for a parcel shipped without one (staff may ship several orders at once without). */
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for this parcel, when the shop knows the carrier's address. */
  trackingUrl: z.string().nullable(),
  shippedDate: z.string(),
  deliveredDate: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** Orders per page in the order history (the spec). */
export const ordersPageSize = 10;

/** Loyalty points a confirmed order earns: one per whole unit of currency of its net goods value. */
export const loyaltyPointsFor = (netMinorUnits: number) => Math.max(0, Math.floor(netMinorUnits / 100));

const money = z.number().int().describe('Minor units (cents)');

/** What was ordered, as the cart was when the order was placed. */
export const cartInfoSchema = z.object({
  currency: currencyCodeSchema,
  cartItems: z.array(orderItemSchema),
  items_qty: z.number().int(),
  displayExcludingTaxes: z.boolean(),
  subtotal: money,
  couponCode: z.string().nullable(),
  coupon_amount: money,
  coupon_incl_tax: money,
  discount_amount: money,
  subtotal_with_discount: money,
  shippingMethod: z.object({ code: z.string(), name: z.string() }),
  shipping_amount: money,
  shipping_incl_tax: money,
  taxes: z.array(taxLineSchema),
  tax_amount: money,
  subtotal_incl_tax: money,
  grandTotalIncTax: money,
  shippingAddress: postalAddressSchema,
  billingAddress: postalAddressSchema,
  /** The buyer's own reference (purchase order number), when the shop asks for one. */
  orderReference: z.string(),
  comment: z.string(),
});
export type CartInfo = z.infer<typeof cartInfoSchema>;

export const orderCommentSchema = z.object({ text: z.string(), createdDate: z.string() });

export const orderSchema = z
  .object({
    id: z.number().int(),
    /** The order number shown to the customer and on documents. */
    transactionnum: z.string(),
    createdDate: z.string(),
    lastModified: z.string(),
    /** Where it stands: what the history, the order's page and its e-mails show. */
    status: z.enum(orderStatuses),
    /** Paid, or by invoice and confirmed. */
    confirmed: z.boolean(),
    /** Set once cancelled (its stock returned), with the reason every view gives; else null. */
    cancellation: cancellationSchema.nullable(),
    /** Set once the whole order is shipped: its last parcel's carrier and tracking. */
    shipment: shipmentSchema.nullable(),
    /** Its parcels, first first: one when it shipped whole, several when staff shipped its lines in parts. */
    shipments: z.array(orderShipmentSchema),
    /** How many of each of cartInfo.cartItems have been shipped, by position. */
    shippedQuantities: z.array(z.number().int()),
    paymentMethodCode: paymentMethodCodeSchema,
    paymentStatus: paymentStatusSchema,
    /** What went back of it (refunds of amounts and lines, refunded returns; by invoice: credit), and at its cancellation. */
    refundedAmount: money,
    /**
     * What a paid online order still asks for after staff made it dearer (minor units): paid through
     * the link in the change's e-mail (payOrderBalance); 0 when nothing is open.
     */
    balanceDue: money,
    /** How many of each of cartInfo.cartItems were refunded (or credited), by position: by lines or returns. */
    refundedQuantities: z.array(z.number().int()),
    /** Whether its shipping went back (once per order, with refunded lines or a return). */
    shippingRefunded: z.boolean(),
    /** Until when an unpaid order waits for its payment; null once paid, or for invoice. */
    payableUntil: z.string().nullable(),
    /** The Paygate request in flight; cleared when the order is confirmed. */
    computopPaymentData: computopPaymentDataSchema.nullable(),
    /** Paygate's last answer for this order. */
    computopPayment: computopPaymentSchema.nullable(),
    /** Placed by a guest: no account, seen only by the browser that placed it. */
    guest: z.boolean(),
    /** The member of the customer's company who placed it, by their name then; '' for guests and orders staff took. */
    placedBy: z.string(),
    /** Where the confirmation went. */
    email: z.string(),
    /** The language it was placed in: its e-mails and payment pages speak it. */
    locale: localeCodeSchema,
    cartInfo: cartInfoSchema,
    loyaltyPoints: z
      .number()
      .int()
      .describe('Points the order earns once confirmed; a cancellation takes them back (see status)'),
    comments: z.array(orderCommentSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

const orderParams = z.object({ id: rowIdSchema });

/** What a guest knows of their order: its number (WH-0000123, or its digits) and the e-mail it was placed with. */
export const orderLookupSchema = z.strictObject({
  orderNumber: z.string().trim().min(1, fieldProblems.required).max(40),
  email: z.string().trim().min(1, fieldProblems.required).max(254),
});

/** What placing an order names: the cart as the shopper saw it, payment, their reference and comment. */
export const placeOrderBodySchema = z.object({
  cartId: z.uuid({ error: 'cartId must be a cart id' }),
  paymentMethodCode: paymentMethodCodeSchema.default(defaultPaymentMethod),
  /**
   * The cart as the shopper saw it: a newer version means its items changed meanwhile, another
   * grand total that prices, tax or shipping did.
   */
  cart: z.object({
    version: z.number().int().positive().max(2_147_483_647),
    grandTotalIncTax: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  orderReference: z.string().trim().max(50, 'At most 50 characters').default(''),
  comment: z.string().trim().max(1000, 'At most 1000 characters').default(''),
  termsAccepted: z.literal(true, { error: 'Please accept the terms and conditions' }),
});
export type PlaceOrderBody = z.output<typeof placeOrderBodySchema>;

export const orderOperations = {
  getOrders: defineOperation({
    id: 'getOrders',
    method: 'GET',
    path: '/me/orders',
    summary: "The customer's orders, newest first, paged",
    tag: 'order',
    auth: 'customer',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(ordersPageSize),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    response: z.object({
      data: z.array(orderSchema),
      offset: z.number().int(),
      limit: z.number().int(),
    }),
  }),
  getOrdersCount: defineOperation({
    id: 'getOrdersCount',
    method: 'GET',
    path: '/me/orders/count',
    summary: 'How many orders the customer has placed',
    tag: 'order',
    auth: 'customer',
    response: z.object({ count: z.number().int() }),
  }),
  getOrder: defineOperation({
    id: 'getOrder',
    method: 'GET',
    path: '/orders/:id',
    summary: "One of the customer's orders, or a guest's order in the browser that placed it",
    tag: 'order',
    params: orderParams,
    response: orderSchema,
  }),
  createOrder: defineOperation({
    id: 'createOrder',
    method: 'POST',
    path: '/orders',
    summary:
      "Places an order from the shopper's cart at the version they saw, to the cart's addresses and shipping method (a customer's defaults when the cart has none); the cart is emptied. A repeat returns the same order.",
    tag: 'order',
    status: 201,
    query: z.object(viewQuery),
    body: placeOrderBodySchema,
    response: orderSchema,
  }),
  lookupOrder: defineOperation({
    id: 'lookupOrder',
    method: 'POST',
    path: '/orders/lookup',
    summary:
      "A guest's order found by its number and e-mail address, from any browser: that browser may see (and pay) it from then on. Throttled like logins; a wrong pair says not which part was wrong (404), an account's order asks to log in (409).",
    tag: 'order',
    body: orderLookupSchema,
    response: orderSchema,
  }),
  confirmOrder: defineOperation({
    id: 'confirmOrder',
    method: 'POST',
    path: '/orders/:id/confirm',
    summary:
      'Confirms an order paid by invoice (online payments are confirmed by their provider); a customer earns its loyalty points once',
    tag: 'order',
    params: orderParams,
    response: orderSchema,
  }),
  postOrderComment: defineOperation({
    id: 'postOrderComment',
    method: 'POST',
    path: '/orders/:id/comments',
    summary: 'Adds a comment (feedback) to an order',
    tag: 'order',
    params: orderParams,
    body: z.object({ feedback: z.string().trim().min(1, fieldProblems.required).max(1000) }),
    response: orderSchema,
  }),
  reorder: defineOperation({
    id: 'reorder',
    method: 'POST',
    path: '/orders/:id/reorder',
    summary:
      "Order again: puts every line of one of the customer's orders that can still be bought into the cart, at today's price, and answers the lines that could not be added and why",
    tag: 'order',
    auth: 'customer',
    params: orderParams,
    query: z.object(viewQuery),
    body: z.object({ cartId: z.uuid({ error: 'cartId must be a cart id' }) }),
    response: bulkAddResultSchema,
  }),
  getPurchasedProducts: defineOperation({
    id: 'getPurchasedProducts',
    method: 'GET',
    path: '/me/purchased-products',
    summary: 'Products the customer has ordered, most recently ordered first, for My items',
    tag: 'order',
    auth: 'customer',
    query: z.object({
      locale: localeCodeSchema.default('de'),
      limit: z.coerce.number().int().min(1).max(100).default(24),
      offset: z.coerce.number().int().min(0).default(0),
    }),
    response: z.object({
      data: z.array(
        z.object({
          productId: z.number().int(),
          sku: z.string(),
          itemnum: z.string(),
          name: z.string(),
          quantity: z.number().int().describe('Units ordered in all'),
          lastOrdered: z.string(),
        }),
      ),
      count: z.number().int(),
    }),
  }),
};
