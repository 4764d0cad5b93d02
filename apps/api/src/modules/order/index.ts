// The order module's face: what other modules may use of it (tools/structure.test.ts).
export { latestOrdersOf, orderCountOf } from './order-summary';
export { computopAnswerOf } from './payment-state';
export { orderAccess } from './routes';
export type { OrderAccess, OrderService } from './service';
export type { StockTaken } from './tables';
