// The cart module's face: what other modules may use of it (tools/structure.test.ts).
export type { CartService } from './service';
export { cartOutdated } from './service';
export { allocate, discountAmount } from './totals';
