import { z } from 'zod';
import { bulkAddResultSchema } from './cart';
import { viewQuery } from './catalog';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';
import { cartInfoSchema, placeOrderBodySchema } from './order';
import { paymentMethodCodeSchema } from './payment';

const money = z.number().int().describe('Minor units (cents)');

/**
 * Where an order request stands: waiting for an administrator (open), approved (its order is
 * placed), rejected with a reason, or sent back to the requester with a comment (they may put its
 * lines back into their cart).
 */
export const orderRequestStates = ['open', 'approved', 'rejected', 'returned'] as const;
export type OrderRequestState = (typeof orderRequestStates)[number];

/** Why the order needed approval: the member is a requester, or it passed their limit per order or per month. */
export const approvalReasons = ['requester', 'orderLimit', 'monthlyLimit'] as const;
export type ApprovalReason = (typeof approvalReasons)[number];

/**
 * Why the storefront is refused an approval step (`details.reason`), which it words in the page's
 * language: the request was decided meanwhile, it is the administrator's own, lines cannot be
 * bought any more (`details.lines`), the order needs no approval, the request was not sent back.
 */
export const orderRequestRefusals = [
  'requestDecided',
  'ownRequest',
  'linesUnavailable',
  'noApprovalNeeded',
  'requestNotReturned',
] as const;
export type OrderRequestRefusal = (typeof orderRequestRefusals)[number];

/** The longest reason or comment an administrator gives with a decision. */
export const maxDecisionNote = 1000;

export const orderRequestSchema = z
  .object({
    id: z.number().int(),
    /** R-<6 digits>. */
    number: z.string(),
    state: z.enum(orderRequestStates),
    why: z.enum(approvalReasons),
    /** The limit it passed (gross cents), for orderLimit and monthlyLimit; else null. */
    limit: money.nullable(),
    /** The member who asked, by their name then. */
    requestedBy: z.string(),
    /** The member asking for this list is the one who asked. */
    own: z.boolean(),
    requestedDate: z.string(),
    paymentMethodCode: paymentMethodCodeSchema,
    /** The cart as it was asked for: lines, prices and totals then, addresses, shipping, reference and comment. */
    cartInfo: cartInfoSchema,
    /** The administrator who decided, by their name; null while open. */
    decidedBy: z.string().nullable(),
    decidedDate: z.string().nullable(),
    /** The reason of a rejection, the comment of a request sent back; '' otherwise. */
    note: z.string(),
    /** The order its approval placed. */
    orderId: z.number().int().nullable(),
    orderNumber: z.string().nullable(),
    /** The order's grand total at the approval's prices; null until approved. */
    orderTotal: money.nullable(),
  })
  .meta({ id: 'OrderRequest' });
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** A line whose net unit price moved between the request and its approval. */
export const priceChangeSchema = z.object({
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  before: money,
  after: money,
});

const requestParams = z.object({ requestId: rowIdSchema });
const note = (what: string) =>
  z.string().trim().min(1, `Please give a ${what}`).max(maxDecisionNote, `At most ${maxDecisionNote} characters`);

/** Orders a company's member may not place alone wait as order requests for an administrator. */
export const orderRequestOperations = {
  requestOrderApproval: defineOperation({
    id: 'requestOrderApproval',
    method: 'POST',
    path: '/me/order-requests',
    summary:
      "Asks the company's administrators to approve an order createOrder refused with needsApproval: the cart (lines, addresses, shipping, payment method, reference, comment) becomes an order request and is emptied; the administrators are e-mailed. A repeat returns the same request.",
    tag: 'company',
    auth: 'customer',
    status: 201,
    query: z.object(viewQuery),
    body: placeOrderBodySchema,
    response: orderRequestSchema,
  }),
  listOrderRequests: defineOperation({
    id: 'listOrderRequests',
    method: 'GET',
    path: '/me/order-requests',
    summary: "Order requests, newest first: an administrator's the whole company's, a buyer's or requester's their own",
    tag: 'company',
    auth: 'customer',
    response: z.object({ data: z.array(orderRequestSchema) }),
  }),
  approveOrderRequest: defineOperation({
    id: 'approveOrderRequest',
    method: 'POST',
    path: '/me/order-requests/:requestId/approve',
    summary:
      "Places the requested order now, at today's prices and stock, as the requester's (administrators only, never their own request). Changed prices: placed, the changes answered; a line that cannot be bought: refused (linesUnavailable). Two approvals at once place one order.",
    tag: 'company',
    auth: 'customer',
    params: requestParams,
    query: z.object(viewQuery),
    response: z.object({
      request: orderRequestSchema,
      /** Lines whose unit price changed since the request; empty when none did. */
      priceChanges: z.array(priceChangeSchema),
    }),
  }),
  rejectOrderRequest: defineOperation({
    id: 'rejectOrderRequest',
    method: 'POST',
    path: '/me/order-requests/:requestId/reject',
    summary: 'Rejects an open order request with a reason, e-mailed to the requester (administrators only)',
    tag: 'company',
    auth: 'customer',
    params: requestParams,
    body: z.object({ reason: note('reason') }),
    response: orderRequestSchema,
  }),
  returnOrderRequest: defineOperation({
    id: 'returnOrderRequest',
    method: 'POST',
    path: '/me/order-requests/:requestId/return',
    summary:
      'Sends an open order request back to the requester with a comment, e-mailed to them; they may put its lines back into their cart (administrators only)',
    tag: 'company',
    auth: 'customer',
    params: requestParams,
    body: z.object({ comment: note('comment') }),
    response: orderRequestSchema,
  }),
  restoreOrderRequest: defineOperation({
    id: 'restoreOrderRequest',
    method: 'POST',
    path: '/me/order-requests/:requestId/cart',
    summary:
      "Puts the lines of a request sent back into the requester's cart at today's prices (the requester only), answering the lines that could not be added and why",
    tag: 'company',
    auth: 'customer',
    params: requestParams,
    query: z.object(viewQuery),
    body: z.object({ cartId: z.uuid({ error: 'cartId must be a cart id' }) }),
    response: bulkAddResultSchema,
  }),
};
