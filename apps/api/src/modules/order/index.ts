// The order module's face: what other modules may use of it (tools/structure.test.ts).
export { summaryColumns, summaryOf } from './admin';
export { orderAccess } from './routes';
export type { OrderAccess, OrderService } from './service';
export type { StockTaken } from './tables';
export { orders } from './tables';
