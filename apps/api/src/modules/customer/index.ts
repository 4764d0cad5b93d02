// The customer module's face: what other modules may use of it (tools/structure.test.ts).
export { customerContacts, customerIdsNumbered } from './contacts';
export { setSessionCookies } from './routes';
export type { CustomerRow, CustomerService } from './service';
export type { ThrottleStore } from './throttle';
export { throttleLimits } from './throttle';
export { hashToken, randomToken } from './tokens';
