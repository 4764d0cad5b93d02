// The order module's face: what other modules may use of it (tools/structure.test.ts).

export type { OrderAdmin } from './admin';
export type { HeldOrder } from './approval-hold';
export type { RefundOrder } from './dependencies';
export type { OrderExport } from './export';
export { orderExport } from './export';
export { shippingOf, worthOfLines } from './line-worth';
export { computopPaymentOf } from './order-row';
export { latestOrdersOf, orderCountsOf } from './order-summary';
export { orderedProducts } from './ordered-products';
export { anonymiseMemberOrders, anonymiseOrders, ordersOfPerson, ordersUnderWay } from './personal-data';
export {
  claimRefund,
  lockedOrder,
  noteRefund,
  refundAmount,
  refundableQuantities,
  releaseRefund,
} from './refund-ledger';
export { orderAccess } from './routes';
export type { OrderAccess, OrderService } from './service';
export { staffOrderRecord } from './staff-record';
