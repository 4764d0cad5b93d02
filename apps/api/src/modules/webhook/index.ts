// The webhook module's face: what other modules may use of it (tools/structure.test.ts).
export { orderEventData } from './order-event';
export type { WebhookOutbox } from './outbox';
