// The shipping module's face: what other modules may use of it (tools/structure.test.ts).
export type { ShippingService } from './service';
