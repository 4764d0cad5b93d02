// The cart module's face: what other modules may use of it (tools/structure.test.ts).

export { deleteCartsOf } from './personal-data';
export type { CartService, GivenLine, HeldPrice, QuotedPrices } from './service';
export { cartOutdated } from './service';
export { allocate, cartTotals, discountAmount, lineKey } from './totals';
