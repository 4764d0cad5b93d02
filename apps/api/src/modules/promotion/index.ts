// The promotion module's face: what other modules may use of it (tools/structure.test.ts).

export type { Discount } from './discount';
export type { PromotionService } from './service';
export { couponInvalid } from './service';
