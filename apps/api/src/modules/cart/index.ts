// The cart module's face: what other modules may use of it (tools/structure.test.ts).
export type { CartService, GivenLine } from './service';
export { cartOutdated } from './service';
export { allocate, discountAmount, lineKey } from './totals';
