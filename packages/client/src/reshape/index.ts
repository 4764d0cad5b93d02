import type { OperationOutput, Operations } from '@shop/contracts';
import { reshapeBulkAddResult, reshapeCart, reshapeStaffCart } from './cart';
import { reshapeProduct } from './catalog';
import { reshapeOrder, reshapeOrderRequest, reshapeStaffOrder } from './order';

/**
 * The operations whose answers carry the spec's wire names (snake_case, misspellings), and how the
 * client reshapes each, once, so that its callers read one camelCase naming (reshape.test.ts keeps
 * this list complete).
 */
export const reshapes = {
  getProduct: reshapeProduct,

  createCart: reshapeCart,
  getCart: reshapeCart,
  addToCart: reshapeCart,
  updateCartQuantity: reshapeCart,
  removeFromCart: reshapeCart,
  updateAddressCart: reshapeCart,
  updateCouponCode: reshapeCart,
  updateCheckoutUserCart: reshapeCart,
  addItemsToCart: reshapeBulkAddResult,
  addOrderListToCart: reshapeBulkAddResult,
  acceptQuote: reshapeCart,
  reorder: reshapeBulkAddResult,
  restoreOrderRequest: reshapeBulkAddResult,

  getOrders: ({ data, ...page }) => ({ ...page, data: data.map(reshapeOrder) }),
  getOrder: reshapeOrder,
  lookupOrder: reshapeOrder,
  createOrder: reshapeOrder,
  confirmOrder: reshapeOrder,
  postOrderComment: reshapeOrder,

  requestOrderApproval: reshapeOrderRequest,
  listOrderRequests: ({ data }) => ({ data: data.map(reshapeOrderRequest) }),
  approveOrderRequest: ({ request, ...rest }) => ({ ...rest, request: reshapeOrderRequest(request) }),
  rejectOrderRequest: reshapeOrderRequest,
  returnOrderRequest: reshapeOrderRequest,

  getAdminOrder: reshapeStaffOrder,
  shipOrder: reshapeStaffOrder,
  createShipment: reshapeStaffOrder,
  confirmInvoiceOrder: reshapeStaffOrder,
  markOrderDelivered: reshapeStaffOrder,
  cancelOrder: reshapeStaffOrder,
  refundOrder: reshapeStaffOrder,
  editOrder: reshapeStaffOrder,
  addOrderNote: reshapeStaffOrder,
  recordInvoicePayment: reshapeStaffOrder,

  openStaffCart: reshapeStaffCart,
  getStaffCart: reshapeStaffCart,
  updateStaffCartItem: reshapeStaffCart,
  chooseStaffCartCheckout: reshapeStaffCart,
  addStaffCartItems: reshapeBulkAddResult,
  placeStaffOrder: reshapeOrder,
} satisfies { [K in keyof Operations]?: (wire: OperationOutput<Operations[K]>) => unknown };

type Reshapes = typeof reshapes;

/** What an operation answers the client's caller: its JSON, reshaped where it carries wire names. */
export type Answer<K extends keyof Operations> = K extends keyof Reshapes
  ? ReturnType<Reshapes[K]>
  : OperationOutput<Operations[K]>;
